// The part of MLIR's test dialect (`mlir/test/lib/Dialect/Test`, registered by mlir-opt-22)
// that upstream tests Descent runs write in custom form. Like MLIR's, the dialect allows
// unknown operations: its other ops (`test.user`, `test.return`, ...) parse in generic form.

include "base.td"
include "constraints.td"

def Test_Dialect : Dialect {
  let onRegister = "test_patterns::on_register";
  let allowUnknownOperations = 1;
  let name = "test";
  let summary = "MLIR's test dialect, the ops upstream tests need";
  let description = [{
    Ops of MLIR's test dialect that tests write in their custom form.
  }];
}

// `test.graph_region { ... }`: one graph region (no dominance requirement), as the
// reconcile-unrealized-casts tests use it for cycles of casts.
def Test_GraphRegionOp : Op<Test_Dialect, "graph_region", [HasOnlyGraphRegion]> {
  let summary = "an op with a graph region";
  let regions = (region AnyRegion:$region);
  let assemblyFormat = "attr-dict-with-keyword $region";
}

// `"test.op_with_memread"() : () -> i32`: an op that only reads memory, as the CSE tests
// use it (two reads with no write between them are one).
def Test_OpWithMemReadOp : Op<Test_Dialect, "op_with_memread", [MemoryRead]> {
  let summary = "an op that reads memory";
  let results = (outs AnyInteger:$result);
}

// `"test.op_with_memwrite"() : () -> ()`: an op that writes memory.
def Test_OpWithMemWriteOp : Op<Test_Dialect, "op_with_memwrite", [MemoryWrite]> {
  let summary = "an op that writes memory";
}

// `%r = "test.producing_br"(...)[^a, ^b] <{operandSegmentSizes = ...}> : (...) -> i32`: a
// terminator that defines a value, as the block-merging tests use it (its two operand
// groups have segment sizes, so the old `operand_segment_sizes` name is read too).
def Test_ProducingBranchOp : Op<Test_Dialect, "producing_br", [AttrSizedOperandSegments, Terminator]> {
  let summary = "a terminator with a result";
  let arguments = (ins Variadic<AnyType>:$firstOperands, Variadic<AnyType>:$secondOperands);
  let results = (outs I32:$dummy);
  let successors = (successor AnySuccessor:$first, AnySuccessor:$second);
}

// `%c = "test.constant"() <{value = 1 : i32}> : () -> i32`: a constant holding any
// attribute (the arith tests use it for constants arith cannot build).
def Test_ConstantOp : Op<Test_Dialect, "constant", [ConstantLike, Pure]> {
  let summary = "a constant of any attribute";
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType:$result);
}

// `test.alloca_scope_region { ... }`: an op with one region that is an automatic
// allocation scope, as the SCF tests use it.
def Test_AllocaScopeRegionOp : Op<Test_Dialect, "alloca_scope_region", [AutomaticAllocationScope]> {
  let summary = "an op whose region is an allocation scope";
  let regions = (region AnyRegion:$region);
  let assemblyFormat = "attr-dict-with-keyword $region";
}

// `%r = test.cse_of_single_block_op inputs(%a) { ^bb0(%x: f32): test.region_yield %x : f32 }
// : tensor<?xf32> -> tensor<?xf32>`: a pure op with one single-block region, as the CSE
// tests use it (two such ops with the same region are one).
def Test_CSEOfSingleBlockOp : Op<Test_Dialect, "cse_of_single_block_op",
    [SingleBlockImplicitTerminator<"test.region_yield">, Pure]> {
  let summary = "a pure op with a region, for CSE";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = "attr-dict `inputs` `(` $inputs `)` $region `:` type($inputs) `->` type($outputs)";
}

// `test.region_yield %v : f32`: the terminator of test.cse_of_single_block_op.
def Test_RegionYieldOp : Op<Test_Dialect, "region_yield", [Pure, ReturnLike, Terminator]> {
  let summary = "yields a value from a test region";
  let arguments = (ins AnyType:$result);
  let assemblyFormat = "$result `:` type($result) attr-dict";
}

// `%r = "test.side_effect_op"() {effects = [{effect = "read"}, ...]} : () -> i32`: an op
// whose memory effects its `effects` attribute lists (none without it).
def Test_SideEffectOp : Op<Test_Dialect, "side_effect_op", []>, Effects<"test_patterns::side_effect_op_effects"> {
  let summary = "an op with the memory effects its attribute lists";
  let results = (outs AnyType:$result);
}
