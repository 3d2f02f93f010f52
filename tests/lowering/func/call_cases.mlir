// RUN-DESCENT: opt --convert-func-to-llvm
// The call rules: no result, one, several (returned in a struct and unpacked), memref
// arguments and results, unranked results, call attributes, indirect calls.
func.func private @none(i32)
func.func private @one(i32) -> i64
func.func private @two(i32, f32) -> (i64, f32)
func.func private @mem(memref<4xf32>, index) -> (memref<?xf32>, i1)
func.func private @unranked(memref<*xf32>) -> memref<*xf32>

func.func @calls(%x: i32, %f: f32, %m: memref<4xf32>, %i: index, %u: memref<*xf32>) -> (i64, f32, i1) {
  func.call @none(%x) {some.attr = 3 : i32} : (i32) -> ()
  %a = func.call @one(%x) {no_inline} : (i32) -> i64
  %b:2 = func.call @two(%x, %f) : (i32, f32) -> (i64, f32)
  %c:2 = func.call @mem(%m, %i) : (memref<4xf32>, index) -> (memref<?xf32>, i1)
  %d = func.call @unranked(%u) : (memref<*xf32>) -> memref<*xf32>
  "test.use"(%c#0, %d) : (memref<?xf32>, memref<*xf32>) -> ()
  return %b#0, %b#1, %c#1 : i64, f32, i1
}

func.func @indirect(%x: i32, %f: f32, %m: memref<4xf32>) -> (i64, f32) {
  %p = func.constant @two : (i32, f32) -> (i64, f32)
  %r:2 = func.call_indirect %p(%x, %f) : (i32, f32) -> (i64, f32)
  %q = func.constant @none : (i32) -> ()
  func.call_indirect %q(%x) : (i32) -> ()
  %s = func.constant @mem : (memref<4xf32>, index) -> (memref<?xf32>, i1)
  %c = arith.constant 0 : index
  %t:2 = func.call_indirect %s(%m, %c) : (memref<4xf32>, index) -> (memref<?xf32>, i1)
  "test.use"(%t#0, %t#1) : (memref<?xf32>, i1) -> ()
  return %r#0, %r#1 : i64, f32
}
