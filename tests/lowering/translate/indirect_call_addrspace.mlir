// RUN-DESCENT: translate --mlir-to-llvmir
// An indirect call or invoke through a pointer outside address space 0 names it, as LLVM's writer does.
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @f(%arg0: !llvm.ptr<42>, %arg1: f32, %p: !llvm.ptr<1>) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.call %arg0(%arg1) : !llvm.ptr<42>, (f32) -> i32
  llvm.call %p(%arg1) : !llvm.ptr<1>, (f32) -> ()
  %1 = llvm.invoke %arg0(%arg1) to ^bb1 unwind ^bb2 : !llvm.ptr<42>, (f32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %0 : i32
}
