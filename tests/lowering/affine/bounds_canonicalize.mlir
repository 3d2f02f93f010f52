// RUN-DESCENT: opt --allow-unregistered-dialect --canonicalize --split-input-file
// -canonicalize reads the constant bounds of enclosing affine.for loops, as MLIR 22's
// simplifyMapWithOperands and simplifyMinOrMaxExprWithOperands do: subscripts whose
// floordiv, ceildiv or mod the loop ranges fix or make trivial fold, and loop bounds that
// other results always beat are dropped.

func.func @subscripts(%A: memref<?x64xf32>, %N: index, %s: index) {
  affine.for %i = 0 to %N step 16 {
    affine.for %j = 0 to 16 {
      affine.for %k = 4 to 12 step 4 {
        %a = affine.load %A[%j floordiv 16, %i mod 16] : memref<?x64xf32>
        %b = affine.load %A[(%i + %j) floordiv 16, (%i + %j) mod 8] : memref<?x64xf32>
        %c = affine.load %A[(%k + 3) ceildiv 4, %k mod 12] : memref<?x64xf32>
        %d = affine.load %A[(%s mod 7) floordiv 7, (%j mod 4) floordiv 2] : memref<?x64xf32>
        %e = affine.apply affine_map<(d0, d1) -> ((d0 * 16 + d1) floordiv 8)>(%i, %j)
        "test.use"(%a, %b, %c, %d, %e) : (f32, f32, f32, f32, index) -> ()
      }
    }
  }
  return
}

// -----

func.func @loop_bounds(%M: index) {
  affine.for %i = 0 to 3 {
    affine.for %j = max affine_map<(d0) -> (d0 * 2, 6)>(%i) to min affine_map<(d0)[s0] -> (d0 + 10, 20, s0)>(%i)[%M] {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %k = 0 to min affine_map<(d0) -> (d0 * -4 + 8, 8)>(%i) step 2 {
      "test.use"(%k) : (index) -> ()
    }
    affine.for %l = max affine_map<(d0) -> (d0 floordiv 4, d0 - 5)>(%i) to 7 {
      "test.use"(%l) : (index) -> ()
    }
  }
  affine.for %i = -4 to 4 {
    affine.for %j = 0 to min affine_map<(d0) -> (d0 mod 4, 2)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}
