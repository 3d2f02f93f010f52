// vector.print of whole 1-D vectors (f32, i32, i1, i64; with and without punctuation),
// lowered through -convert-vector-to-scf (a loop over the elements), run by mlir-runner
// (tests/tests/exec.rs compares the output with MLIR 22's own lowering).
func.func @main() {
  %c = arith.constant dense<[1.5, -2.0, 3.25, 4.0]> : vector<4xf32>
  %i = arith.constant dense<[7, -3, 9]> : vector<3xi32>
  %b = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %s = arith.constant dense<[1, 2]> : vector<2xi64>
  %x = arith.constant 2.5 : f32
  %v = vector.broadcast %x : f32 to vector<3xf32>
  %w = vector.insert %x, %c [0] : f32 into vector<4xf32>
  vector.print %c : vector<4xf32>
  vector.print %i : vector<3xi32> punctuation <comma>
  vector.print %b : vector<4xi1>
  vector.print %s : vector<2xi64>
  vector.print %v : vector<3xf32>
  vector.print %w : vector<4xf32>
  vector.print str "done\n"
  return
}
