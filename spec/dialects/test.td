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
