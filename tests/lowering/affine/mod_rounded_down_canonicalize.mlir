// RUN-DESCENT: opt --canonicalize
// `(x - x mod r)` modulo, floordiv or ceildiv a symbolic `r` simplifies to 0 in MLIR 22's
// flattener (its value for the modulo; MLIR takes the same path for the divisions).
func.func @f(%a: index, %b: index, %c: index) -> (index, index, index, index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1, s2] -> ((s2 * 3 + s0 - (s0 + s2 * 3) mod s1) mod s1)> ()[%a, %b, %c]
  %1 = affine.apply affine_map<()[s0, s1] -> ((s0 - s0 mod (s1 * 4)) floordiv (s1 * 4) + 7)> ()[%a, %b]
  %2 = affine.apply affine_map<()[s0, s1] -> (s0 + (s0 - s0 mod s1) ceildiv s1)> ()[%a, %b]
  %3 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 - s0 mod s1 + s2) mod s1)> ()[%a, %b, %c]
  %4 = affine.apply affine_map<()[s0, s1] -> ((s0 mod s1 - s0) mod s1)> ()[%a, %b]
  %5 = affine.apply affine_map<()[s0, s1] -> ((s0 * 2 - (s0 mod s1) * 2) mod s1)> ()[%a, %b]
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
