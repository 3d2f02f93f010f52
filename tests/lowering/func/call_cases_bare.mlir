// RUN-DESCENT: opt --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1
// Calls under the bare-pointer convention: static memrefs pass and return as pointers.
func.func private @mem(memref<4xf32>, i32) -> (i32, memref<4xf32>, i64, memref<2xf32>)

func.func @calls(%m: memref<4xf32>, %x: i32) -> i32 {
  %r:4 = func.call @mem(%m, %x) : (memref<4xf32>, i32) -> (i32, memref<4xf32>, i64, memref<2xf32>)
  "test.use"(%r#1, %r#3, %r#2) : (memref<4xf32>, memref<2xf32>, i64) -> ()
  return %r#0 : i32
}
