// RUN-DESCENT: opt -cse -allow-unregistered-dialect
// The test dialect's memory ops (registered, as in mlir-opt): reads with no write
// between them are one, also across an op whose nested effects are only reads; a write
// (directly or nested in a region) keeps the second read.
func.func @reads(%c: i1) -> (i32, i32, i32, i64) {
  %0 = "test.op_with_memread"() : () -> i32
  %1 = "test.op_with_memread"() : () -> i32
  %2 = scf.if %c -> (i32) {
    %r = "test.op_with_memread"() : () -> i32
    scf.yield %r : i32
  } else {
    %k = arith.constant 3 : i32
    scf.yield %k : i32
  }
  %3 = "test.op_with_memread"() : () -> i32
  %4 = "test.op_with_memread"() : () -> i64
  return %0, %1, %3, %4 : i32, i32, i32, i64
}

func.func @writes(%c: i1) -> (i32, i32, i32) {
  %0 = "test.op_with_memread"() : () -> i32
  "test.op_with_memwrite"() : () -> ()
  %1 = "test.op_with_memread"() : () -> i32
  scf.if %c {
    "test.op_with_memwrite"() : () -> ()
  }
  %2 = "test.op_with_memread"() : () -> i32
  return %0, %1, %2 : i32, i32, i32
}
