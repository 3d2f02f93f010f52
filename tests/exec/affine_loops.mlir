// Affine programs as C frontends emit them, lowered by -lower-affine first: tiled loops
// with min/max bounds, iter_args reductions, affine.if with else branches and results,
// subscripts with floordiv / ceildiv / mod of negative values, a loop whose bound comes
// from an affine.apply (composed into it), and affine.min / affine.max values printed.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @print(%v: index) {
  %x = arith.index_cast %v : index to i64
  func.call @printI64(%x) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %n = arith.constant 23 : index
  %m = memref.alloc(%n) : memref<?xi64>
  // m[i] = (i * 7 - 40) floordiv 3 + (i - 11) mod 5 - (i - 30) ceildiv 4
  affine.for %i = 0 to %n {
    %v = affine.apply affine_map<(d0) -> ((d0 * 7 - 40) floordiv 3 + (d0 - 11) mod 5 - (d0 - 30) ceildiv 4)>(%i)
    %x = arith.index_cast %v : index to i64
    affine.store %x, %m[%i] : memref<?xi64>
  }
  // Tiled sum, tiles of 4 clipped at n, skipping the first element of each tile.
  %z = arith.constant 0 : i64
  %s = affine.for %t = 0 to %n step 4 iter_args(%acc = %z) -> (i64) {
    %r = affine.for %i = max affine_map<(d0) -> (d0 + 1, 2)>(%t) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%t)[%n] iter_args(%a = %acc) -> (i64) {
      %v = affine.load %m[%i] : memref<?xi64>
      %w = affine.if affine_set<(d0) : (d0 mod 3 == 0)>(%i) -> i64 {
        %d = arith.muli %v, %v : i64
        affine.yield %d : i64
      } else {
        %neg = arith.subi %z, %v : i64
        affine.yield %neg : i64
      }
      %b = arith.addi %a, %w : i64
      affine.yield %b : i64
    }
    affine.yield %r : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Values of affine.min / affine.max over symbols and the subscripts of a reversed copy.
  affine.for %i = -3 to 4 {
    %lo = affine.max affine_map<(d0)[s0] -> (d0 * 2, s0 - 30, -4)>(%i)[%n]
    %hi = affine.min affine_map<(d0)[s0] -> (d0 floordiv 2, s0 ceildiv 5)>(%i)[%n]
    func.call @print(%lo) : (index) -> ()
    func.call @print(%hi) : (index) -> ()
  }
  func.call @printNewline() : () -> ()
  %k = affine.apply affine_map<()[s0] -> (s0 floordiv 2)>()[%n]
  affine.for %i = 0 to affine_map<(d0) -> (d0 + 1)>(%k) {
    %v = affine.load %m[-%i + symbol(%n) - 1] : memref<?xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<?xi64>
  return
}
