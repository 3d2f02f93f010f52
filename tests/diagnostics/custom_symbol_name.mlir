memref.global "private" constant 3 : memref<2xf32>
