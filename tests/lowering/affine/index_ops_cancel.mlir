// RUN-DESCENT: opt --canonicalize
// MLIR's canonicalization patterns that cancel the index ops against each other: a
// delinearize_index of a disjoint linearize_index (bases ending alike, or trailing basis
// elements spanning its last index), and runs of a delinearize_index's results in a
// linearize_index (merged sizes constant or one dynamic element times constants).
func.func @c1(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (2, 3, 4) : index
  %1:3 = affine.delinearize_index %0 into (2, 3, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @c2(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (3, 4) : index
  %1:3 = affine.delinearize_index %0 into (3, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @c3(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (5, 3, 4) : index
  %1:3 = affine.delinearize_index %0 into (15, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @c4(%a: index, %b: index, %c: index, %n: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (%n, 3, %n) : index
  %1:3 = affine.delinearize_index %0 into (6, %n) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @c5(%a: index, %b: index, %c: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (2, 4, 64) : index
  %1:4 = affine.delinearize_index %0 into (2, 16, 8) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}
func.func @c6(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (8, 32) : index
  %1:4 = affine.delinearize_index %0 into (8, 4, 8) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}
func.func @c7(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.linearize_index [%a, %b] by (8, 32) : index
  %1:3 = affine.delinearize_index %0 into (8, 4, 8) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @c8(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (16, 32) : index
  %1:4 = affine.delinearize_index %0 into (2, 8, 4, 8) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}
func.func @c9(%a: index, %b: index, %n: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (%n) : index
  %1:2 = affine.delinearize_index %0 into (%n) : index, index
  return %1#0, %1#1 : index, index
}
func.func @c10(%a: index, %b: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (1, 16) : index
  %1:2 = affine.delinearize_index %0 into (16) : index, index
  return %1#0, %1#1 : index, index
}
func.func @c11(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (4, 16) : index
  %1:3 = affine.delinearize_index %0 into (4, 1, 16) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @l1(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, 3, 4) : index
  return %1 : index
}
func.func @l2(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (3, 4) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (3, 4) : index
  return %1 : index
}
func.func @l3(%x: index, %y: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%y, %0#1, %0#2] by (5, 3, 4) : index
  return %1, %0#0 : index, index
}
func.func @l4(%x: index, %y: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %y] by (2, 3, 7) : index
  return %1, %0#2, %0#1 : index, index, index
}
func.func @l5(%x: index, %n: index) -> index {
  %0:2 = affine.delinearize_index %x into (%n) : index, index
  %1 = affine.linearize_index disjoint [%0#0, %0#1] by (%n) : index
  return %1 : index
}
func.func @l6(%x: index, %y: index) -> index {
  %0:2 = affine.delinearize_index %x into (8) : index, index
  %1 = affine.linearize_index [%0#0, %0#1, %y] by (8, 5) : index
  return %1 : index
}
func.func @l7(%x: index, %y: index) -> index {
  %0:3 = affine.delinearize_index %x into (4, 8) : index, index, index
  %1 = affine.linearize_index disjoint [%0#0, %0#1, %0#2] by (6, 4, 8) : index
  return %1 : index
}
func.func @l8(%x: index, %y: index) -> (index, index) {
  %0:4 = affine.delinearize_index %x into (2, 3, 4, 5) : index, index, index, index
  %1 = affine.linearize_index [%0#1, %0#2] by (3, 4) : index
  return %1, %0#3 : index, index
}
func.func @l9(%x: index, %n: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, %n, 4) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#2] by (%n, 4) : index
  return %1, %0#0 : index, index
}
func.func @l11(%x: index, %n: index, %m: index) -> (index, index) {
  %0:4 = affine.delinearize_index %x into (2, %n, 4, %m) : index, index, index, index
  %1 = affine.linearize_index [%0#1, %0#2, %0#3] by (%n, 4, %m) : index
  return %1, %0#0 : index, index
}
func.func @l12(%x: index, %n: index, %m: index) -> (index, index) {
  %0:4 = affine.delinearize_index %x into (2, 3, %n, %m) : index, index, index, index
  %1 = affine.linearize_index [%0#1, %0#2, %0#3] by (3, %n, %m) : index
  return %1, %0#0 : index, index
}
