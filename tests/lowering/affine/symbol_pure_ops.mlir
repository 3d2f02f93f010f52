// RUN-DESCENT: opt
// A Pure op of valid symbols is a valid symbol (and dimension) at any depth, as MLIR 22's
// isValidSymbol says: affine.min/max, arith and index ops here, inside scf.if.
func.func @f(%A: memref<8xf32>, %n: index, %c: i1) {
  affine.for %i = 0 to 4 {
    scf.if %c {
      %m = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%n)[%n]
      %x = affine.load %A[%m] : memref<8xf32>
      %s = arith.addi %n, %n : index
      %y = affine.load %A[symbol(%s)] : memref<8xf32>
      %t = index.add %n, %s
      %z = affine.load %A[%t + 1] : memref<8xf32>
    }
  }
  return
}
