// RUN-DESCENT: opt -canonicalize
// memref.alloca_scope is inlined when no stack allocation outlives it.
func.func @a(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    %m = memref.alloca(%n) : memref<?xf32>
    %v = memref.load %m[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}
func.func @b(%n: index, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  memref.alloca_scope {
    %v = memref.load %m[%c0] : memref<4xf32>
    memref.store %v, %m[%c0] : memref<4xf32>
  }
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
    memref.copy %m, %t : memref<4xf32> to memref<4xf32>
  }
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
    memref.copy %t, %m : memref<4xf32> to memref<4xf32>
  }
  return
}
func.func @c(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c4 step %c1 {
    memref.alloca_scope {
      %t = memref.alloca() : memref<4xf32>
      memref.copy %t, %m : memref<4xf32> to memref<4xf32>
    }
  }
  return
}
