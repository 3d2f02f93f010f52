// Elements that do not fit a typed list, and list fields.
class Trait;
def Pure : Trait;
def NotATrait;

def Names {
  list<string> names = ["a", "b", 3]<string>;
  list<int> widths = [1, 8, "16"];
  list<Trait> traits = [Pure, NotATrait];
  list<Trait> more = [Pure, NotATrait]<Trait>;
}
