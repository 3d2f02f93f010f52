// RUN-DESCENT: opt --arith-expand
// Integer maximum and minimum expand to a compare and a select (and fold first: max(x, x) is x).
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.maxui %a, %b : i32
  %1 = arith.minsi %a, %b : i32
  %2 = arith.maxui %a, %a : i32
  return %0, %1, %2 : i32, i32, i32
}
