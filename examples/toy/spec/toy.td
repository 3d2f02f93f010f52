// The toy dialect: the ops of `descent-toy` declared in Descent's spec language. More toy
// ops are declared as `#[op]` structs in src/lib.rs; `toy::DIALECT` registers them all.
include "constraints.td"

def Toy_Dialect : Dialect {
  let name = "toy";
  let summary = "a small example dialect defined outside Descent";
}

// A named constraint with a predicate written in Rust (src/lib.rs, `native::preds`): it
// becomes `pub fn toy_number(ctx, Type) -> bool` in the generated module.
def Toy_Number : Type<(Native "preds::is_number"),
                      "integer wider than 1 bit or floating-point">;

def Toy_ConstantOp : Op<Toy_Dialect, "constant",
                        [Pure, ConstantLike, AllTypesMatch<["value", "result"]>]> {
  let summary = "a constant number";
  let arguments = (ins TypedAttr:$value);
  let results = (outs Toy_Number:$result);
  let assemblyFormat = "attr-dict $value";
}

def Toy_AddOp : Op<Toy_Dialect, "add", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "addition of two numbers";
  let arguments = (ins Toy_Number:$lhs, Toy_Number:$rhs, UnitAttr:$saturate);
  let results = (outs Toy_Number:$result);
  let assemblyFormat = "$lhs `,` $rhs (`saturate` $saturate^)? attr-dict `:` type($result)";
}

def Toy_PrintOp : Op<Toy_Dialect, "print"> {
  let summary = "prints numbers";
  let arguments = (ins Variadic<Toy_Number>:$inputs);
  let assemblyFormat = "($inputs^ `:` type($inputs))? attr-dict";
}

// Bitwise and of two integers (added in docs/adding-a-lowering.md).
def Toy_AndOp : Op<Toy_Dialect, "and", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "bitwise and of two integers (or vectors of them)";
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

// Bitwise complement of an integer (the multi-op lowering of docs/adding-a-lowering.md).
def Toy_NotOp : Op<Toy_Dialect, "not", [Pure, SameOperandsAndResultType]> {
  let summary = "bitwise complement of an integer (or a vector of them)";
  let arguments = (ins SignlessIntegerLike:$value);
  let results = (outs SignlessIntegerLike:$result);
  let assemblyFormat = "$value attr-dict `:` type($result)";
}

// Lowerings to the LLVM dialect: picked up by `--convert-to-llvm` (all dialects) and by
// `--convert-to-llvm=filter-dialects=toy` once `toy::register` has run.
include "dialects/llvm.td"

def : Pat<(Toy_ConstantOp $value), (LLVM_ConstantOp $value)>;
def : Pat<(Toy_AndOp $lhs, $rhs), (LLVM_AndOp $lhs, $rhs)> {
  let unrollVectors = 1;
}

// `toy.not x` is `x ^ -1`: two LLVM ops, the constant made by a term of this crate
// (src/lib.rs, `native::terms::all_ones`). n-D vectors are left alone.
include "terms.td"
def AllOnes : Term<"terms::all_ones", "(Type) -> Attr">;
def : Pattern<(Toy_NotOp $x),
  [(LLVM_ConstantOp:$ones (AllOnes (TypeOf $x)), (returnType (TypeOf $x))),
   (LLVM_XOrOp $x, $ones)],
  [(Not (IsLLVMArray (TypeOf $x)))]>;

// `toy.shl` is an `#[op]` struct of src/lib.rs, which `dialect_spec!(..., rust_ops =
// "src/lib.rs")` lets this file's rules name by its struct: `llvm.shl` by the constant
// amount, as an integer of the value's type.
def : Pattern<(ShiftLeftOp $value, $amount),
  [(LLVM_ShlOp $value,
     (LLVM_ConstantOp (IntAttrOf (TypeOf $value), (IntValueOf $amount)), (returnType (TypeOf $value))))]>;
