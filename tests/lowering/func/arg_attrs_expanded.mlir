// RUN-DESCENT: opt -convert-func-to-llvm
// Argument attributes of a memref expanded into descriptor fields are dropped (empty
// dictionaries); those of one-to-one arguments are kept, with `llvm.byval`'s type
// converted.
func.func @mixed(%a: i32 {test.keep = 1 : i32}, %m: memref<4x?xf32> {llvm.noalias}, %i: index {test.idx}, %p: !llvm.ptr {llvm.byval = index}) {
  return
}
func.func private @decl(memref<2xf32> {llvm.noalias}, f64 {llvm.noundef}) -> i1
func.func @unranked(%u: memref<*xf32> {llvm.readonly}, %x: f32 {test.x}) {
  return
}
