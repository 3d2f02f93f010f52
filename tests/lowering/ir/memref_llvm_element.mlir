// RUN-DESCENT: opt --split-input-file --verify-diagnostics
// MLIR 22 takes no LLVM dialect type (save `!llvm.ppc_fp128`, a float type there) nor
// opaque dialect type as a memref element type. Older cgeist output kept C structs and
// pointers in memrefs (`memref<?x!llvm.struct<...>>`); MLIR 22 rejects that at parse time.

// expected-error @+1 {{invalid memref element type}}
func.func private @records(memref<?x!llvm.struct<(i32, f64)>>)

// -----

func.func @pointers() {
  // expected-error @+1 {{invalid memref element type}}
  %0 = memref.alloca() : memref<4x!llvm.ptr>
  return
}

// -----

// expected-error @+1 {{invalid memref element type}}
func.func private @unranked(memref<*x!llvm.array<4 x i8>>)

// -----

// What stays valid: builtin element types, vectors, nested memrefs, ppc_fp128.
func.func private @valid(memref<2xvector<4xf32>>, memref<?xmemref<2xi8>>, memref<3x!llvm.ppc_fp128>, memref<complex<f64>>)
