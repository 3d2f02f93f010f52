// RUN-DESCENT: opt --canonicalize
// scf.if results yielding `true`/`false` constants that folding made inside the branches
// become the condition or its negation (MLIR 22's ReplaceIfYieldWithConditionOrValue), the
// scf.if keeping only the result computed inside.
func.func private @side()
func.func @f(%c: i1, %x: i32, %y: i32) -> (i1, i1, i32) {
  %k = arith.constant 7 : i32
  %r:3 = scf.if %c -> (i1, i1, i32) {
    func.call @side() : () -> ()
    %t = arith.cmpi eq, %x, %x : i32
    %u = arith.cmpi ne, %y, %y : i32
    %z = arith.addi %x, %y : i32
    scf.yield %t, %u, %z : i1, i1, i32
  } else {
    %f = arith.cmpi ne, %x, %x : i32
    %g = arith.cmpi eq, %y, %y : i32
    scf.yield %f, %g, %k : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}
