// RUN-DESCENT: opt
// MLIR's isValidSymbol: the result of a pure op whose operands are valid symbols is one
// (at any depth of affine loops), and so is a dimension of a subview or alloc, whatever
// its layout, whose size there is static or a valid symbol.
func.func @pure_of_symbols(%n: index, %m: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    %c1 = arith.constant 1 : index
    %s = arith.addi %n, %c1 : index
    %t = arith.muli %s, %s : index
    affine.for %j = 0 to %t {
      %v = affine.load %m[%s] : memref<?xf32>
      affine.store %v, %m[symbol(%t) + 1] : memref<?xf32>
    }
  }
  return
}
func.func @dim_of_strided_subview(%arg0: index, %arg1: index, %arg2: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %0 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  affine.for %arg3 = 0 to %arg2 step 768 {
    %13 = memref.dim %0, %c1 : memref<?x?xf32>
    affine.for %arg4 = 0 to %13 step 264 {
      %18 = memref.dim %0, %c0 : memref<?x?xf32>
      %20 = memref.subview %0[%c1, %c1][%18, %arg4][%c0, %c0] : memref<?x?xf32>
                          to memref<?x?xf32, strided<[?, ?], offset: ?>>
      %24 = memref.dim %20, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      affine.for %arg5 = 0 to %24 step 768 {
        "test.foo"() : () -> ()
      }
    }
  }
  return
}
