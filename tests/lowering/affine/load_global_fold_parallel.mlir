// RUN-DESCENT: opt --canonicalize
// Folds in functions canonicalized in parallel look the global up in the module
// (MLIR's AffineLoadOp::fold): every function gets its element, whichever thread
// canonicalizes it.
memref.global "private" constant @tbl : memref<8xi32> = dense<[10, 11, 12, 13, 14, 15, 16, 17]>
memref.global "private" @mut : memref<8xi32> = dense<0>
func.func @f0() -> (i32, i32) {
  %m = memref.get_global @tbl : memref<8xi32>
  %a = affine.load %m[0] : memref<8xi32>
  %n = memref.get_global @mut : memref<8xi32>
  %b = affine.load %n[3] : memref<8xi32>
  return %a, %b : i32, i32
}
func.func @f1() -> (i32, i32) {
  %m = memref.get_global @tbl : memref<8xi32>
  %a = affine.load %m[1] : memref<8xi32>
  %n = memref.get_global @mut : memref<8xi32>
  %b = affine.load %n[4] : memref<8xi32>
  return %a, %b : i32, i32
}
func.func @f2() -> (i32, i32) {
  %m = memref.get_global @tbl : memref<8xi32>
  %a = affine.load %m[2] : memref<8xi32>
  %n = memref.get_global @mut : memref<8xi32>
  %b = affine.load %n[5] : memref<8xi32>
  return %a, %b : i32, i32
}
func.func @f3() -> (i32, i32) {
  %m = memref.get_global @tbl : memref<8xi32>
  %a = affine.load %m[3] : memref<8xi32>
  %n = memref.get_global @mut : memref<8xi32>
  %b = affine.load %n[6] : memref<8xi32>
  return %a, %b : i32, i32
}
func.func @f4() -> (i32, i32) {
  %m = memref.get_global @tbl : memref<8xi32>
  %a = affine.load %m[4] : memref<8xi32>
  %n = memref.get_global @mut : memref<8xi32>
  %b = affine.load %n[7] : memref<8xi32>
  return %a, %b : i32, i32
}
func.func @f5() -> (i32, i32) {
  %m = memref.get_global @tbl : memref<8xi32>
  %a = affine.load %m[5] : memref<8xi32>
  %n = memref.get_global @mut : memref<8xi32>
  %b = affine.load %n[0] : memref<8xi32>
  return %a, %b : i32, i32
}
func.func @f6() -> (i32, i32) {
  %m = memref.get_global @tbl : memref<8xi32>
  %a = affine.load %m[6] : memref<8xi32>
  %n = memref.get_global @mut : memref<8xi32>
  %b = affine.load %n[1] : memref<8xi32>
  return %a, %b : i32, i32
}
func.func @f7() -> (i32, i32) {
  %m = memref.get_global @tbl : memref<8xi32>
  %a = affine.load %m[7] : memref<8xi32>
  %n = memref.get_global @mut : memref<8xi32>
  %b = affine.load %n[2] : memref<8xi32>
  return %a, %b : i32, i32
}
func.func @f8() -> (i32, i32) {
  %m = memref.get_global @tbl : memref<8xi32>
  %a = affine.load %m[0] : memref<8xi32>
  %n = memref.get_global @mut : memref<8xi32>
  %b = affine.load %n[3] : memref<8xi32>
  return %a, %b : i32, i32
}
func.func @f9() -> (i32, i32) {
  %m = memref.get_global @tbl : memref<8xi32>
  %a = affine.load %m[1] : memref<8xi32>
  %n = memref.get_global @mut : memref<8xi32>
  %b = affine.load %n[4] : memref<8xi32>
  return %a, %b : i32, i32
}
func.func @f10() -> (i32, i32) {
  %m = memref.get_global @tbl : memref<8xi32>
  %a = affine.load %m[2] : memref<8xi32>
  %n = memref.get_global @mut : memref<8xi32>
  %b = affine.load %n[5] : memref<8xi32>
  return %a, %b : i32, i32
}
func.func @f11() -> (i32, i32) {
  %m = memref.get_global @tbl : memref<8xi32>
  %a = affine.load %m[3] : memref<8xi32>
  %n = memref.get_global @mut : memref<8xi32>
  %b = affine.load %n[6] : memref<8xi32>
  return %a, %b : i32, i32
}
