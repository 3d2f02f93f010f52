// The `ub` (undefined behaviour) dialect (MLIR 22): the `#ub.poison` attribute and the two
// ops of UBOps.td, ub.poison and ub.unreachable.

include "base.td"
include "constraints.td"

def UB_Dialect : Dialect {
  let attributes = "closed";
  let name = "ub";
  let summary = "poison values and unreachable code";
  let description = [{
    Values and control-flow points whose use or execution is undefined behaviour.
  }];
}

// `#ub.poison`: the attribute of a poisoned constant. No parameters.
def UB_PoisonAttr : AttrDef<UB_Dialect, "Poison", "poison"> {
  let summary = "poison value attribute";
}

// Attributes implementing MLIR's PoisonAttrInterface (here only #ub.poison).
// NEEDS-BASE: a predicate naming an AttrDef (or an attribute interface); meanwhile native.
def UB_PoisonAttrInterface : Attr<(Native "ub::is_poison_attr"),
                                  "PoisonAttrInterface instance", "any">;

// `%p = ub.poison : i32`; a non-default poison attribute is written `ub.poison <#attr> : T`.
// Generic form always stores `value = #ub.poison`.
def UB_PoisonOp : Op<UB_Dialect, "poison", [ConstantLike, Pure]> {
  let summary = "a poison value of any type";
  let arguments = (ins DefaultValuedAttr<UB_PoisonAttrInterface, "#ub.poison">:$value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict (`<` $value^ `>`)? `:` type($result)";
}

// `ub.unreachable`: control never reaches this terminator.
def UB_UnreachableOp : Op<UB_Dialect, "unreachable", [Terminator]> {
  let summary = "marks a point that execution never reaches";
  let assemblyFormat = "attr-dict";
}
