// RUN-DESCENT: opt -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1
// The bare-pointer convention cannot pass an unranked memref: such a call and its
// callee stay (the caller is still converted), other calls are lowered.
func.func private @print(memref<*xi32>)
func.func private @take(memref<4xi32>) -> i32
func.func @caller(%u: memref<*xi32>, %m: memref<4xi32>) -> i32 {
  call @print(%u) : (memref<*xi32>) -> ()
  %r = call @take(%m) : (memref<4xi32>) -> i32
  return %r : i32
}
