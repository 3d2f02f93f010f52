// RUN-DESCENT: opt -expand-strided-metadata -allow-unregistered-dialect
// The greedy driver at applyPatternsGreedily's defaults, with no view in sight: bottom-up
// worklist, folds, constants uniqued and hoisted (into an unregistered op's own region),
// dead ops erased, and aggressive region simplification (a redundant block argument
// dropped, identical blocks merged).
func.func @redundant_arg(%a: index) -> index {
  cf.br ^bb1(%a : index)
^bb1(%x: index):
  return %x : index
}
func.func @identical(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "test.use"(%y) : (i32) -> ()
  return
}
func.func @fold_and_hoist(%n: index, %m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %c4 = arith.constant 4 : index
    %j = arith.addi %i, %c4 : index
    %z = arith.muli %j, %c0 : index
    %dead = arith.addi %z, %c1 : index
    %f = arith.constant 1.0 : f32
    memref.store %f, %m[%z] : memref<?xf32>
  }
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = arith.addi %c2, %c3 : index
  return %s : index
}
func.func @unregistered() -> i32 {
  %0 = "foo.region"() ({
    %1 = arith.constant 1 : i32
    %2 = arith.addi %1, %1 : i32
    "foo.yield"(%2) : (i32) -> ()
  }) : () -> (i32)
  return %0 : i32
}
