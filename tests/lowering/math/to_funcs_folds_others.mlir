// RUN-DESCENT: opt --convert-math-to-funcs
// The pass is a partial conversion whose target declares arith, cf, func, scf and vector
// legal: other ops fold as it walks them (math of constants, memref.dim of a static size);
// an scf.if on a negated condition is legal and stays; ipowi still becomes a call.
func.func @f(%m: memref<4x?xf32>, %b: i1, %x: i32, %y: i32) -> (f64, index, i32) {
  %c = arith.constant 2.5 : f64
  %0 = math.floor %c : f64
  %c0 = arith.constant 0 : index
  %1 = memref.dim %m, %c0 : memref<4x?xf32>
  %t = arith.constant true
  %n = arith.xori %b, %t : i1
  %2 = scf.if %n -> i32 {
    scf.yield %x : i32
  } else {
    %p = math.ipowi %x, %y : i32
    scf.yield %p : i32
  }
  return %0, %1, %2 : f64, index, i32
}
