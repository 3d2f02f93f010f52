// Wrong numbers of template arguments, for a superclass and for an anonymous instantiation.
class TypeConstraint<string desc, string build = ""> {
  string summary = desc;
  string builder = build;
}

def I1 : TypeConstraint<"bool", "i1", "extra">;
def I8 : TypeConstraint;

def Holder {
  TypeConstraint c = TypeConstraint<>;
}
