// Mistakes in rules (several ops, terms, constraints) are reported all at once, each at
// the spec line that makes it.
include "dialects/arith.td"
include "dialects/llvm.td"
include "dialects/llvm_intrinsics.td"
include "terms.td"

// A required attribute of a built op is not given (llvm.icmp's predicate).
def : Pat<(Arith_CmpIOp $p, $a, $b), (LLVM_ICmpOp)>;
// A term called with a Value where it takes a Type, and with too few arguments.
def : Pat<(Arith_AddIOp $a, $b), (LLVM_ConstantOp (IntAttrOf $a, 0))>;
def : Pat<(Arith_SubIOp $a, $b), (LLVM_ConstantOp (IntAttrOf (TypeOf $a)))>;
// Not a case of the predicate enum.
def : Pat<(Arith_MulIOp $a, $b), (LLVM_ICmpOp "less", $a, $b)>;
// A constraint must be Bool.
def : Pat<(Arith_AndIOp $a, $b), (LLVM_AndOp $a, $b), [(TypeOf $a)]>;
// The intermediate extractvalue has no type to infer, and the unnamed llvm.or before the
// replacement gives a value nothing uses (twice).
def : Pattern<(Arith_OrIOp $a, $b),
  [(LLVM_ExtractValueOp:$x $a, [0]),
   (LLVM_OrOp $x, $b),
   (LLVM_OrOp $a, $b)]>;
def : Pattern<(Arith_XOrIOp $a, $b), [(LLVM_XOrOp $a, $b), (replaceWithValue $a)]>;
// `$q` is used before it is built; a named op is named twice.
def : Pattern<(Arith_DivSIOp $a, $b), [(LLVM_SDivOp $q, $b), (LLVM_SDivOp:$a $a, $b)]>;
// A bad signature, and a term that cannot return Values.
def BadSig : Term<"f", "(Value -> Value">;
def BadRet : Term<"f", "(Value) -> Blocks">;
// An enum value with no case, and a literal for an attribute no literal can spell.
def : Pat<(Arith_ShLIOp $a, $b), (LLVM_ShlOp $a, $b, 64)>;
def : Pat<(Arith_ConstantOp $v), (LLVM_ConstantOp 5)>;
// Integers (converted: integers or vectors of them) never fit llvm.intr.fma's float
// operands.
def : Pat<(Arith_MaxSIOp $a, $b), (LLVM_FMAOp $a, $b, $a)>;
include "dialects/memref.td"

// `(Source (ResultType N))` past the root's results, and a dense i32 array literal whose
// int does not fit 32 bits.
def : Pat<(Arith_MinSIOp $a, $b), (LLVM_ConstantOp (IntAttrOf (Source (ResultType 1)), 0))>;
def : Pattern<(Arith_MinUIOp $a, $b),
  [(LLVM_AssumeOp (LLVM_ICmpOp "eq", $a, $b), [], [4294967296]), (replaceWithValue $a)]>;
// Replacements of a root with variadic result groups: a list of values for a single
// result, one value for a group, an op after a group without `returnType`; and a
// `ResultType` past the results before the first group.
def : Pattern<(MemRef_ExtractStridedMetadataOp $source),
  [(replaceWithValue $source),
   (Prepend $source, []),
   (replaceWithValue $source),
   (LLVM_ExtractValueOp $source, [0])]>;
def : Pattern<(MemRef_ExtractStridedMetadataOp $source),
  [(replaceWithValue $source),
   (LLVM_ConstantOp (IntAttrOf (ResultType 2), 0), (returnType (ResultType 1))),
   (replaceWithValue []),
   (replaceWithValue [])]>;
