// Malformed literals are all reported (they are found after a successful parse).
def Literals {
  string s = "tab\tok, \q is not an escape";
  int big = 99999999999999999999;
  int fine = 0xFFFFFFFFFFFFFFFF;
}
