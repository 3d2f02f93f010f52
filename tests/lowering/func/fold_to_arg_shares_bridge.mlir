// RUN-DESCENT: opt --convert-func-to-llvm
// A fold that gives back a retyped argument (affine.apply of (d0, d1) -> (d0)) reuses the argument's one cast back to index.
func.func @f4(%arg0: index, %b: i1) -> index {
  affine.for %i = 0 to 4 {
    %v3 = arith.subi %arg0, %i : index
  }
  %v = affine.apply affine_map<(d0, d1)[] -> (d0)>(%arg0, %arg0)[]
  %r = scf.if %b -> index {
    scf.yield %arg0 : index
  } else {
    scf.yield %v : index
  }
  return %r : index
}
