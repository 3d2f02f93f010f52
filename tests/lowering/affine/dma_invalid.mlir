// RUN-DESCENT: opt --split-input-file --verify-diagnostics
// The DMA ops' parse errors and verifiers.
func.func @f(%A: memref<4xf32>, %B: memref<4xf32>, %tag: memref<1xi32>, %n: index) {
  // expected-error@+1 {{expected two stride related operands}}
  affine.dma_start %A[0], %B[0], %tag[0], %n, %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @f(%A: memref<4xf32>, %B: memref<4xf32>, %tag: memref<1xi32>, %n: index) {
  // expected-error@+1 {{expected three types}}
  affine.dma_start %A[0], %B[0], %tag[0], %n : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @f(%A: memref<4xf32>, %B: memref<4xf32>, %tag: memref<1xi32>, %n: index) {
  affine.for %k = 0 to 4 {
    %x = arith.addi %k, %k : index
    // expected-error@+1 {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
    affine.dma_start %A[%x], %B[0], %tag[0], %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  }
  return
}

// -----

func.func @f(%tag: memref<1xi32>, %n: index) {
  affine.for %k = 0 to 4 {
    %x = arith.addi %k, %k : index
    // expected-error@+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %tag[%x], %n : memref<1xi32>
  }
  return
}

// -----

func.func @f(%tag: i32, %n: index) {
  // expected-error@+1 {{expected tag to be of memref type}}
  affine.dma_wait %tag[], %n : i32
  return
}
