; RUN-DESCENT: translate --import-llvm
@g = global i32 0
declare void @fn()
define <2 x ptr> @vp() { ret <2 x ptr> <ptr @g, ptr null> }
define { <2 x i32>, float } @sv() { ret { <2 x i32>, float } { <2 x i32> <i32 1, i32 2>, float 0.5 } }
define <2 x half> @vh() { ret <2 x half> <half 0xH3C00, half 0xH4000> }
define [2 x bfloat] @ab() { ret [2 x bfloat] [bfloat 0xR3F80, bfloat 0xR4000] }
define i64 @pti() { ret i64 ptrtoint (ptr getelementptr (i8, ptr @g, i64 4) to i64) }
define <4 x i32> @spl() { ret <4 x i32> splat (i32 3) }
define <vscale x 4 x i32> @sc() { ret <vscale x 4 x i32> zeroinitializer }
define <vscale x 4 x i32> @scs() { ret <vscale x 4 x i32> splat (i32 1) }
define i32 @ext() { ret i32 extractelement (<2 x i32> <i32 5, i32 6>, i32 1) }
define [0 x i8] @empty() { ret [0 x i8] zeroinitializer }
define {} @es() { ret {} zeroinitializer }
define i1 @bools() { ret i1 true }
define double @neg() { ret double -1.250000e+00 }
define float @inf() { ret float 0x7FF0000000000000 }
@a = global i32 add (i32 1, i32 2)
@c = global i8 trunc (i32 300 to i8)
@d = global ptr inttoptr (i64 0 to ptr)
@e = global i64 sub (i64 ptrtoint (ptr @a to i64), i64 1)
