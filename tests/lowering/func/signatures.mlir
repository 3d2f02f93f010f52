// RUN-DESCENT: opt -convert-func-to-llvm
func.func private @ext(i32, f32) -> (i32, f32)
func.func private @ext2(index) attributes {llvm.emit_c_interface}
func.func @g(%a: i32 {llvm.signext}, %b: f32) -> (i32 {llvm.zeroext}, f32) attributes {passthrough = ["noinline"]} {
  %0:2 = call @ext(%a, %b) : (i32, f32) -> (i32, f32)
  %f = constant @g : (i32, f32) -> (i32, f32)
  %1:2 = call_indirect %f(%0#0, %0#1) : (i32, f32) -> (i32, f32)
  return %1#0, %1#1 : i32, f32
}
func.func @h() {
  return
}
func.func public @v(%x: vector<2x3xf32>) -> vector<2x3xf32> {
  return %x : vector<2x3xf32>
}
