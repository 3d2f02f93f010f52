// RUN-DESCENT: opt --allow-unregistered-dialect
// A location used as an attribute value is printed through an alias even without
// --mlir-print-debuginfo.
"foo.op"() {a = loc(fused<loc("nested")>["f.mlir":10:8]), b = loc("x.c":1:2)} : () -> ()
"foo.op"() {c = loc(callsite("g" at "h.c":3:4))} : () -> ()
