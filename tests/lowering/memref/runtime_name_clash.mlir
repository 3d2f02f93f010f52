// RUN-DESCENT: opt -finalize-memref-to-llvm
// `free` and `malloc` name symbols that are not llvm.funcs: every runtime call then
// declares its own function under a uniqued name (one counter for all, skipping taken
// names), as MLIR's symbol table does.
func.func @a(%arg0: memref<?xf32>) {
  memref.dealloc %arg0 : memref<?xf32>
  memref.dealloc %arg0 : memref<?xf32>
  return
}
func.func @b(%arg0: memref<?xf32>) {
  memref.dealloc %arg0 : memref<?xf32>
  %0 = memref.alloc() : memref<4xf32>
  return
}
func.func private @free(!llvm.ptr)
func.func private @free_1(!llvm.ptr)
func.func private @malloc(i64) -> !llvm.ptr
