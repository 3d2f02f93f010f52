// RUN-DESCENT: opt -reconcile-unrealized-casts
func.func @pair(%arg0: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1 : i64
}
func.func @live(%arg0: i64) -> (i32, i64) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i1
  %1 = builtin.unrealized_conversion_cast %0 : i1 to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
  return %1, %2 : i32, i64
}
func.func @multi(%a: index, %b: index) -> (index, index) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : index, index to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, i64 to index, index
  return %1#1, %1#0 : index, index
}
