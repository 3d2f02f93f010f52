// RUN-DESCENT: opt --canonicalize
// memref.dim of a view, subview (rank-reducing too) or reinterpret_cast reads the size
// operand that gives that dynamic size.
func.func @dim_of_views(%buf: memref<?xi8>, %m: memref<?x?x?xf32>, %a: index, %b: index)
    -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.view %buf[%c0][%a, %b] : memref<?xi8> to memref<?x4x?xf32>
  %d0 = memref.dim %v, %c0 : memref<?x4x?xf32>
  %two = arith.constant 2 : index
  %d1 = memref.dim %v, %two : memref<?x4x?xf32>
  %s = memref.subview %m[0, 0, 0] [%a, 1, %b] [1, 1, 1]
      : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d2 = memref.dim %s, %c1 : memref<?x?xf32, strided<[?, 1]>>
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%b, 3], strides: [3, 1]
      : memref<?x?x?xf32> to memref<?x3xf32>
  %d3 = memref.dim %r, %c0 : memref<?x3xf32>
  %d4 = memref.dim %r, %c1 : memref<?x3xf32>
  return %d0, %d1, %d2, %d3, %d4 : index, index, index, index, index
}
