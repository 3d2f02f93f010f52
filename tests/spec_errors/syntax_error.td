// A missing semicolon: pest stops at the first syntax error in a file.
class TypeConstraint<string desc> {
  string summary = desc;
}

def I32 : TypeConstraint<"32-bit signless integer">
def F32 : TypeConstraint<"32-bit float">;
