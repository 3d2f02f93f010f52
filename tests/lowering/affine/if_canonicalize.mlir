// RUN-DESCENT: opt --allow-unregistered-dialect --canonicalize
// affine.if canonicalization: an else region that only yields goes (attributes stay), a
// condition that always holds or never does inlines the branch taken (or drops the op).
func.func @ifc(%n: index, %A: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%a)[%c5] {
      %v = affine.load %A[%i] : memref<?xf32>
      affine.store %v, %A[%a] : memref<?xf32>
    } else {
    }
    affine.if affine_set<() : (0 == 0)>() {
      "test.x"() : () -> ()
    }
    affine.if affine_set<() : (1 == 0)>() {
      "test.y"() : () -> ()
    } else {
      "test.z"() : () -> ()
    }
  }
  return
}
func.func @ifc2(%n: index, %x: f32, %y: f32) -> (f32, f32) {
  %0 = affine.if affine_set<() : (0 == 0)>() -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  %1 = affine.if affine_set<(d0) : (1 == 0)>(%n) -> f32 {
    affine.yield %x : f32
  } else {
    %s = arith.addf %x, %y : f32
    affine.yield %s : f32
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.gone"() : () -> ()
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    "test.kept"() : () -> ()
  } else {
  } {some.attr = 3 : i32}
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%n) {
    "test.kept2"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return %0, %1 : f32, f32
}
