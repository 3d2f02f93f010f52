// RUN-DESCENT: compile
// A C-like program in affine form: fills two matrices, multiplies them in tiles (min
// bounds), sums a diagonal band under an affine.if with an else branch and results, and
// returns a checksum from main, so lli's exit code shows the result.
func.func @fill(%m: memref<10x10xi64>, %k: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.apply affine_map<(d0, d1)[s0] -> ((d0 * 3 + d1 * s0) mod 7 - 3)>(%i, %j)[%k]
      %x = arith.index_cast %v : index to i64
      affine.store %x, %m[%i, %j] : memref<10x10xi64>
    }
  }
  return
}

func.func @matmul(%a: memref<10x10xi64>, %b: memref<10x10xi64>, %c: memref<10x10xi64>) {
  affine.for %ii = 0 to 10 step 4 {
    affine.for %i = affine_map<(d0) -> (d0)>(%ii) to min affine_map<(d0) -> (d0 + 4, 10)>(%ii) {
      affine.for %j = 0 to 10 {
        %z = arith.constant 0 : i64
        %s = affine.for %k = 0 to 10 iter_args(%acc = %z) -> (i64) {
          %x = affine.load %a[%i, %k] : memref<10x10xi64>
          %y = affine.load %b[%k, %j] : memref<10x10xi64>
          %p = arith.muli %x, %y : i64
          %n = arith.addi %acc, %p : i64
          affine.yield %n : i64
        }
        affine.store %s, %c[%i, %j] : memref<10x10xi64>
      }
    }
  }
  return
}

func.func @band(%c: memref<10x10xi64>, %w: index) -> i64 {
  %z = arith.constant 0 : i64
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> (i64) {
    %t = affine.for %j = max affine_map<(d0)[s0] -> (0, d0 - s0)>(%i)[%w] to min affine_map<(d0)[s0] -> (10, d0 + s0 + 1)>(%i)[%w] iter_args(%a2 = %acc) -> (i64) {
      %v = affine.load %c[%i, %j] : memref<10x10xi64>
      %e = affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%i, %j) -> i64 {
        %d = arith.muli %v, %v : i64
        affine.yield %d : i64
      } else {
        affine.yield %v : i64
      }
      %n = arith.addi %a2, %e : i64
      affine.yield %n : i64
    }
    %lo = affine.max affine_map<(d0)[s0] -> (0, d0 - s0)>(%i)[%w]
    %hi = affine.min affine_map<(d0)[s0] -> (10, d0 floordiv 2 + s0 ceildiv 3)>(%i)[%w]
    %span = affine.apply affine_map<(d0, d1) -> (d1 - d0)>(%lo, %hi)
    %sp = arith.index_cast %span : index to i64
    %t2 = arith.addi %t, %sp : i64
    affine.yield %t2 : i64
  }
  return %r : i64
}

func.func @main() -> i32 {
  %a = memref.alloc() : memref<10x10xi64>
  %b = memref.alloc() : memref<10x10xi64>
  %c = memref.alloc() : memref<10x10xi64>
  %k1 = arith.constant 1 : index
  %k2 = arith.constant 2 : index
  func.call @fill(%a, %k1) : (memref<10x10xi64>, index) -> ()
  func.call @fill(%b, %k2) : (memref<10x10xi64>, index) -> ()
  func.call @matmul(%a, %b, %c) : (memref<10x10xi64>, memref<10x10xi64>, memref<10x10xi64>) -> ()
  %r = func.call @band(%c, %k2) : (memref<10x10xi64>, index) -> i64
  memref.dealloc %a : memref<10x10xi64>
  memref.dealloc %b : memref<10x10xi64>
  memref.dealloc %c : memref<10x10xi64>
  %m = arith.constant 251 : i64
  %q = arith.remsi %r, %m : i64
  %t = arith.trunci %q : i64 to i32
  return %t : i32
}
