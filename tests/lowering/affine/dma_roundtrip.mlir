// RUN-DESCENT: opt --canonicalize
// The DMA ops in their custom form (no attribute dictionary), kept by -canonicalize (they
// write memory) with their maps as written; memref.cast operands folded in.
func.func @dma(%A: memref<100x100xf32>, %B: memref<100x100xf32, 2>, %tag: memref<1xi32>, %i: index, %j: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  affine.for %k = 0 to 10 {
    affine.dma_start %A[%i + %k, symbol(%n)], %B[%k, %j * 2], %tag[%c0], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
    affine.dma_wait %tag[%c0 + 1], %c64 : memref<1xi32>
    affine.dma_start %A[%i, %j], %B[0, 0], %tag[0], %c64, %c0, %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
  }
  return
}

func.func @dma_cast(%A: memref<100xf32>, %B: memref<100xf32, 2>, %tag: memref<1xi32>, %i: index) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %a = memref.cast %A : memref<100xf32> to memref<?xf32>
  %t = memref.cast %tag : memref<1xi32> to memref<?xi32>
  affine.dma_start %a[%i], %B[%i], %t[%c0], %c64 : memref<?xf32>, memref<100xf32, 2>, memref<?xi32>
  affine.dma_wait %t[%c0], %c64 : memref<?xi32>
  return
}
