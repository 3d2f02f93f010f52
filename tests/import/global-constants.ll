; RUN-DESCENT: translate --import-llvm
@nested = internal constant [2 x [2 x i32]] [[2 x i32] [i32 1, i32 2], [2 x i32] [i32 3, i32 4]]
@nestedf = internal constant [2 x [2 x float]] [[2 x float] [float 1.0, float 2.0], [2 x float] zeroinitializer]
@nested_zero = global [2 x [3 x i8]] zeroinitializer
@str2 = constant [2 x [3 x i8]] [[3 x i8] c"ab\00", [3 x i8] c"cd\00"]
@vec = internal constant <2 x i32> <i32 1, i32 2>
@tl1 = thread_local(localdynamic) global i32 0
@tl2 = thread_local(localexec) global i32 0
@used = global i32 0
@llvm.compiler.used = appending global [1 x ptr] [ptr @used], section "llvm.metadata"
@llvm.global_dtors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr @d, ptr @used }, { i32, ptr, ptr } { i32 2, ptr @d, ptr null }]
@bool = global i1 false
@i128 = global i128 -1
@f16 = global half 0xH7C00
@nan = global double 0x7FF8000000000001
@v1 = global <1 x i1> <i1 true>
@undefarr = global [2 x i32] [i32 undef, i32 1]
define void @d() { ret void }
@a1 = global [2 x i1] [i1 true, i1 false]
@v128 = global <2 x i128> <i128 1, i128 2>
@vh = global <2 x i1> <i1 true, i1 false>
@a128 = global [2 x i128] [i128 1, i128 2]
