// The `scf` dialect (MLIR 22): structured control flow -- loops (scf.for, scf.while,
// scf.parallel, scf.forall), conditionals (scf.if, scf.index_switch), scf.execute_region and
// their terminators: all 12 ops of SCFOps.td.
//
// Most ops here have syntax no declarative format covers (induction variables, assignment
// lists, optional else regions), so it lives in `lowering/dialects/src/dialects/native/scf.rs`. So do
// the checks MLIR makes through traits and interfaces Descent has no generator support for:
// SingleBlock, the terminator check of SingleBlockImplicitTerminator, LoopLikeOpInterface
// and RegionBranchOpInterface (the types along every control-flow edge between the op and
// its regions). The native checks follow MLIR's order: structural traits, region
// constraints, the op's verifier, then the checks MLIR makes once the nested ops verified.

include "base.td"
include "constraints.td"

def SCF_Dialect : Dialect {
  // MLIR 22 defines no attributes for it.
  let attributes = "none";
  let name = "scf";
  let summary = "structured control flow: loops and conditionals with regions";
  let description = [{
    Control flow expressed with ops that hold regions instead of branches between blocks:
    counted and conditional loops, parallel loops with reductions, if/else and switches.
  }];
  let onRegister = "scf::on_register";
}

class SCF_Op<string mnemonic, list<Trait> traits = []> : Op<SCF_Dialect, mnemonic, traits>;

// A region that must hold exactly one block. MLIR states this as `SizedRegion<1>`, but the
// generated check only rejects extra blocks and would do so with the region-constraint
// message, where MLIR's SingleBlock trait reports "expects region #N to have 0 or 1 blocks"
// first; `scf::` checks both cases in MLIR's order and wording.
def SCF_OneBlockRegion : RegionConstraint<"region with 1 blocks">;
// `MaxSizedRegion<1>` (scf.if's else region), checked natively for the same reason.
def SCF_AtMostOneBlockRegion : RegionConstraint<"region with at most 1 blocks">;

// Device mapping attributes (`#gpu.thread<x>`, ...) implement an interface of dialects
// Descent does not model; they are kept as opaque attributes of those dialects.
def SCF_DeviceMappingArrayAttr : Attr<(Native "scf::is_device_mapping_array"),
                                      "Device Mapping array attribute", "array">;

// `scf.condition(%c) %a, %b : i32, f32`: ends the "before" region of scf.while; continues
// with the "after" region (passing the arguments) when %c holds, else leaves the loop with
// them as results.
def SCF_ConditionOp : SCF_Op<"condition",
    [HasParent<["scf.while"]>, Pure, Terminator]> {
  let summary = "loop continuation condition";
  let arguments = (ins I1:$condition, Variadic<AnyType>:$args);
  let assemblyFormat = "`(` $condition `)` attr-dict ($args^ `:` type($args))?";
}

// `%r = scf.execute_region -> i32 [no_inline] { ... }`: runs its (possibly multi-block)
// region once; `scf.yield` ops in it give the results.
def SCF_ExecuteRegionOp : SCF_Op<"execute_region",
    [RecursiveMemoryEffects, NativeCheck<"scf::verify_execute_region">]> {
  let summary = "operation that executes its region exactly once";
  let arguments = (ins UnitAttr:$no_inline);
  // (Unnamed in MLIR; a name is required here.)
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region AnyRegion:$region);
  let customParser = "scf::parse_execute_region";
  let customPrinter = "scf::print_execute_region";
}

// `%r = scf.for [unsigned] %i = %lb to %ub step %s iter_args(%a = %init) -> (f32)
// [: i32] { ... scf.yield %next : f32 }`. Bounds, step and induction variable share one
// signless integer or index type (index when no `: type` is written); `unsigned` compares
// the bounds as unsigned numbers.
def SCF_ForOp : SCF_Op<"for",
    [AutomaticAllocationScope,
     AllTypesMatch<["lowerBound", "upperBound", "step"]>,
     SingleBlock, SingleBlockImplicitTerminator<"scf.yield">, RecursiveMemoryEffects,
     NativeCheck<"scf::verify_for">]> {
  let summary = "for operation";
  let arguments = (ins AnySignlessIntegerOrIndex:$lowerBound,
                       AnySignlessIntegerOrIndex:$upperBound,
                       AnySignlessIntegerOrIndex:$step,
                       Variadic<AnyType>:$initArgs,
                       UnitAttr:$unsignedCmp);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SCF_OneBlockRegion:$region);
  let customParser = "scf::parse_for";
  let customPrinter = "scf::print_for";
}

// `%r = scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t) -> (tensor<4xf32>) { ... }`, or
// with `= (lbs) to (ubs) step (steps)`. Each bound is a constant (kept in the static
// arrays) or an index value (the static entry is then the dynamic marker).
def SCF_ForallOp : SCF_Op<"forall",
    [AttrSizedOperandSegments, AutomaticAllocationScope, RecursiveMemoryEffects,
     SingleBlock, SingleBlockImplicitTerminator<"scf.forall.in_parallel">,
     NativeCheck<"scf::verify_forall">]> {
  let summary = "evaluate a block multiple times in parallel";
  let arguments = (ins Variadic<Index>:$dynamicLowerBound,
                       Variadic<Index>:$dynamicUpperBound,
                       Variadic<Index>:$dynamicStep,
                       DenseI64ArrayAttr:$staticLowerBound,
                       DenseI64ArrayAttr:$staticUpperBound,
                       DenseI64ArrayAttr:$staticStep,
                       Variadic<AnyRankedTensor>:$outputs,
                       OptionalAttr<SCF_DeviceMappingArrayAttr>:$mapping);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SCF_OneBlockRegion:$region);
  let customParser = "scf::parse_forall";
  let customPrinter = "scf::print_forall";
}

// `scf.forall.in_parallel { tensor.parallel_insert_slice ... }`: the terminator of
// scf.forall, holding the ops that combine each iteration's results.
// MLIR always gives it one region with one block; so does the parser's implicit terminator.
def SCF_InParallelOp : SCF_Op<"forall.in_parallel",
    [HasParent<["scf.forall"]>, NoTerminator, SingleBlock, Pure, Terminator,
     HasOnlyGraphRegion, NativeCheck<"scf::verify_in_parallel">]> {
  let summary = "terminates a `forall` block";
  let regions = (region SCF_OneBlockRegion:$region);
  let customParser = "scf::parse_in_parallel";
  let customPrinter = "scf::print_in_parallel";
}

// `%r = scf.if %c -> (i32) { ... scf.yield %a : i32 } else { ... }`; the else region is
// empty when not written (allowed only without results).
def SCF_IfOp : SCF_Op<"if",
    [SingleBlock, SingleBlockImplicitTerminator<"scf.yield">, RecursiveMemoryEffects,
     NoRegionArguments, NativeCheck<"scf::verify_if">]>, Folder<"fold_scf::if_op", "", 0> {
  let summary = "if-then-else operation";
  let arguments = (ins I1:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SCF_OneBlockRegion:$thenRegion,
                        SCF_AtMostOneBlockRegion:$elseRegion);
  let customParser = "scf::parse_if";
  let customPrinter = "scf::print_if";
}

// `%r = scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1) init (%x)
// -> f32 { ... scf.reduce(%v : f32) { ^bb0(%a: f32, %b: f32): ... } }`.
def SCF_ParallelOp : SCF_Op<"parallel",
    [AutomaticAllocationScope, AttrSizedOperandSegments, RecursiveMemoryEffects,
     SingleBlock, SingleBlockImplicitTerminator<"scf.reduce">,
     NativeCheck<"scf::verify_parallel">]> {
  let summary = "parallel for operation";
  let arguments = (ins Variadic<Index>:$lowerBound,
                       Variadic<Index>:$upperBound,
                       Variadic<Index>:$step,
                       Variadic<AnyType>:$initVals);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SCF_OneBlockRegion:$region);
  let customParser = "scf::parse_parallel";
  let customPrinter = "scf::print_parallel";
}

// `scf.reduce(%a, %b : f32, i32) { ^bb0(%x: f32, %y: f32): ... }, { ... }`: ends an
// scf.parallel body; one reduction region per operand combines two values of its type.
def SCF_ReduceOp : SCF_Op<"reduce",
    [HasParent<["scf.parallel"]>, RecursiveMemoryEffects, Terminator,
     NativeCheck<"scf::verify_reduce">]> {
  let summary = "reduce operation for scf.parallel";
  let arguments = (ins Variadic<AnyType>:$operands);
  // `SizedRegion<1>` in MLIR; the variadic group is checked natively.
  let regions = (region VariadicRegion<SCF_OneBlockRegion>:$reductions);
  let assemblyFormat = "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict";
}

// `scf.reduce.return %v : f32`: ends a reduction region with the combined value.
def SCF_ReduceReturnOp : SCF_Op<"reduce.return",
    [HasParent<["scf.reduce"]>, Pure, Terminator,
     NativeCheck<"scf::verify_reduce_return">]> {
  let summary = "terminator for reduce operation";
  let arguments = (ins AnyType:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
}

// `%r = scf.while (%a = %init) : (i32) -> f32 { ... scf.condition(%c) %v : f32 } do {
// ^bb0(%v: f32): ... scf.yield %next : i32 }`.
def SCF_WhileOp : SCF_Op<"while",
    [RecursiveMemoryEffects, SingleBlock, NativeCheck<"scf::verify_while">]> {
  let summary = "a generic 'while' loop";
  let arguments = (ins Variadic<AnyType>:$inits);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SCF_OneBlockRegion:$before, SCF_OneBlockRegion:$after);
  let customParser = "scf::parse_while";
  let customPrinter = "scf::print_while";
}

// `%r = scf.index_switch %i -> i32 case 2 { ... } case 5 { ... } default { ... }`, each
// case on its own line. The default region comes first among the regions.
def SCF_IndexSwitchOp : SCF_Op<"index_switch",
    [RecursiveMemoryEffects, SingleBlock, SingleBlockImplicitTerminator<"scf.yield">,
     NativeCheck<"scf::verify_index_switch">]> {
  let summary = "switch-case operation on an index argument";
  let arguments = (ins Index:$arg, DenseI64ArrayAttr:$cases);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SCF_OneBlockRegion:$defaultRegion,
                        VariadicRegion<SCF_OneBlockRegion>:$caseRegions);
  let customParser = "scf::parse_index_switch";
  let customPrinter = "scf::print_index_switch";
}

// `scf.yield %a, %b : i32, f32`: ends the regions of scf.for, scf.if, scf.while ("after"),
// scf.index_switch and scf.execute_region, giving the values that flow on.
def SCF_YieldOp : SCF_Op<"yield",
    [HasParent<["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"]>,
     Pure, ReturnLike, Terminator]> {
  let summary = "loop yield and termination operation";
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}
