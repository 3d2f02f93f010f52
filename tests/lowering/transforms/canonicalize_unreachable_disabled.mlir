// RUN-DESCENT: opt --canonicalize=region-simplify=disabled
// MLIR 22's greedy driver erases unreachable blocks before each worklist pass even with region simplification disabled.
func.func private @s(f64)
func.func private @g() -> i32
func.func @f(%a: f64, %b: i1) -> i32 {
  cf.cond_br %b, ^bb1, ^bb3
^bb1:
  func.call @s(%a) : (f64) -> ()
  cf.br ^bb3
^bb2:
  %x = func.call @g() : () -> i32
  cf.br ^bb3
^bb3:
  %y = func.call @g() : () -> i32
  return %y : i32
}
func.func @h(%a: f64) {
  return
^bb1:
  func.call @s(%a) : (f64) -> ()
  return
}
func.func @k(%a: f64, %b: i1) -> i1 {
  func.call @s(%a) : (f64) -> ()
  cf.br ^bb2(%b : i1)
^bb1:
  %x = func.call @g() : () -> i32
  cf.br ^bb2(%b : i1)
^bb2(%v: i1):
  func.call @s(%a) : (f64) -> ()
  return %v : i1
}
