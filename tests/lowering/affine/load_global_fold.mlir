// RUN-DESCENT: opt --canonicalize
// affine.load of a constant memref.global folds to the element its constant subscripts
// name (any element of a splat); a mutable global, or subscripts that vary, keep the load.

memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" constant @halves : memref<4xf64> = dense<0.5>
memref.global "private" @mutable : memref<2xi8> = dense<[7, 8]>

func.func @loads(%i: index) -> (i32, i32, f64, i8, i32) {
  %t = memref.get_global @table : memref<2x3xi32>
  %h = memref.get_global @halves : memref<4xf64>
  %m = memref.get_global @mutable : memref<2xi8>
  %0 = affine.load %t[1, 2] : memref<2x3xi32>
  %1 = affine.load %t[0, 1] : memref<2x3xi32>
  %2 = affine.load %h[%i] : memref<4xf64>
  %3 = affine.load %m[1] : memref<2xi8>
  %4 = affine.load %t[%i, 0] : memref<2x3xi32>
  return %0, %1, %2, %3, %4 : i32, i32, f64, i8, i32
}
