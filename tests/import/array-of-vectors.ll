; RUN-DESCENT: translate --import-llvm
; Arrays of vectors of numbers become n-D vector dense attributes, as arrays of numbers become tensors.
@a = internal constant [2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>]
@z = internal global [3 x <4 x float>] zeroinitializer
@s = internal global [2 x <2 x i8>] [<2 x i8> <i8 7, i8 7>, <2 x i8> <i8 7, i8 7>]
define [2 x <2 x half>] @f() {
  ret [2 x <2 x half>] [<2 x half> <half 1.0, half 2.0>, <2 x half> <half 3.0, half 4.0>]
}
