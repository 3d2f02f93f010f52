// An unknown bang operator and bang operators with the wrong number of arguments.
def Strings {
  string a = !concat("a", "b");
  string b = !if(1, "yes");
  list<int> c = !listconcat();
  bit d = !eq(1, 2, 3);
  string e = !strconcat("x", 1);
}
