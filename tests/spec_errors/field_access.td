// Field access of a field the record does not have; found when a def instantiates the class.
class TypeConstraint<string desc> {
  string summary = desc;
}
def I32 : TypeConstraint<"32-bit integer">;

class Variadic<TypeConstraint c> : TypeConstraint<"variadic of " # c.description>;

def VarI32 : Variadic<I32>;
def VarI32Again : Variadic<I32>;

def Direct {
  string s = I32.summary;
  string t = I32.sumary;
}
