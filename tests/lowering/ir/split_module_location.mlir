// RUN-DESCENT: opt --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo
// The implicit module of the first chunk is at file:0:0, that of a later chunk where the
// chunk starts (just past its marker, which may be indented and followed by spaces).
"foo.op"() : () -> ()
   // -----   
"foo.op"() : () -> () loc("x")
// -----
"foo.op"() {a = loc(fused<loc("nested")>["f.mlir":10:8])} : () -> ()
