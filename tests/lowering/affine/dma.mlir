// RUN-DESCENT: opt --lower-affine
// affine.dma_start / affine.dma_wait to memref.dma_start / memref.dma_wait: the source,
// destination and tag subscripts expanded from their maps in that order, the element count
// moved before the tag, the optional stride pair kept.
func.func @dma(%A: memref<100x100xf32>, %B: memref<100x100xf32, 2>, %tag: memref<1xi32>, %i: index, %j: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  affine.for %k = 0 to 10 {
    affine.dma_start %A[%i + %k, symbol(%n)], %B[%k, %j * 2], %tag[%c0], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
    affine.dma_wait %tag[%c0 + 1], %c64 : memref<1xi32>
    affine.dma_start %A[%i, %j], %B[0, 0], %tag[0], %c64, %c0, %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
    affine.dma_start %A[%k mod 4, %k floordiv 3], %B[%i, %j], %tag[%k], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
    affine.dma_wait %tag[%k], %c64 : memref<1xi32>
  }
  return
}
