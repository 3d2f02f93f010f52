; RUN-DESCENT: translate --import-llvm
%S = type { i32, [2 x float] }
@a = global [2 x i32] zeroinitializer
@b = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@c = global %S { i32 1, [2 x float] [float 1.0, float 2.0] }
@d = global ptr null
@e = global i1 true
@f = global float 0x3FF0000000000000
@h = global half 0xH3C00
@u = global i32 undef
@po = global i32 poison
@arrp = global [2 x ptr] [ptr @a, ptr null]
@nested = global [2 x [2 x i8]] [[2 x i8] c"ab", [2 x i8] zeroinitializer]
@vz = global <2 x float> zeroinitializer
@big = global i128 170141183460469231731687303715884105727
@x80 = global x86_fp80 0xK4000C000000000000000
@s2 = global { i8, ptr } { i8 1, ptr @d }
@spl = global <4 x i32> splat (i32 7)
@ce = global i64 ptrtoint (ptr @d to i64)
@ces = global i64 add (i64 ptrtoint (ptr @d to i64), i64 1)
define void @fn(ptr %p, <2 x i32> %v) {
  store i1 false, ptr %p
  store <2 x i32> <i32 1, i32 2>, ptr %p
  store [2 x i32] [i32 1, i32 2], ptr %p
  store { i32, float } { i32 1, float 2.0 }, ptr %p
  store <2 x i32> zeroinitializer, ptr %p
  store ptr getelementptr inbounds ([2 x i32], ptr @a, i64 0, i64 1), ptr %p
  store i32 undef, ptr %p
  store i64 ptrtoint (ptr @a to i64), ptr %p
  store double -0.0, ptr %p
  store float 0x7FF8000000000000, ptr %p
  store <2 x i32> poison, ptr %p
  store %S zeroinitializer, ptr %p
  ret void
}
