; RUN-DESCENT: translate --import-llvm
; A constant expression used twice inside another (LLVM uniques it) is converted once.
@tbl = external global [4 x i16]
define i64 @twice() {
  ret i64 xor (i64 ptrtoint (ptr getelementptr (i16, ptr @tbl, i64 3) to i64), i64 ptrtoint (ptr getelementptr (i16, ptr @tbl, i64 3) to i64))
}
define <2 x i64> @in_vector() {
  ret <2 x i64> <i64 ptrtoint (ptr @tbl to i64), i64 ptrtoint (ptr @tbl to i64)>
}
