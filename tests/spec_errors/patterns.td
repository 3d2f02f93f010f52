// Mistakes in rewrite patterns and type conversions are reported all at once.
include "dialects/arith.td"
include "dialects/llvm.td"

// `$c` is not bound by the source.
def : Pat<(Arith_AddIOp $a, $b), (LLVM_AddOp $a, $c)>;
// The second operand of llvm.sub is not given.
def : Pat<(Arith_SubIOp $a, $b), (LLVM_SubOp $a)>;
// An attribute name where an operand is expected.
def : Pat<(Arith_MulIOp $a, $b, $ovf), (LLVM_MulOp $a, $ovf)>;
// Always applies, so the next pattern for arith.xori can never fire.
def : Pat<(Arith_XOrIOp $a, $b), (LLVM_XOrOp $a, $b)>;
def : Pat<(Arith_XOrIOp $a, $b), (LLVM_OrOp $a, $b)>;
// An unknown type kind, an unknown rule and a parameter the kind does not have.
def NotAKind : TypeKind<"tensor">;
def : TypeConversion<NotAKind, (KeepType)>;
def Widen;
def : TypeConversion<IndexTypeKind, (Widen)>;
def : TypeConversion<FloatTypeKind, (StructOfConverted $elementType)>;
