// Fields that depend on each other; the cycle is found when a def is resolved.
class A {
  string x = y # "1";
  string y = x # "2";
}
def B : A;
def C : A { let x = "ok"; }
