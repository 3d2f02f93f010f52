; RUN-DESCENT: translate --import-llvm
; i8 array strings with bytes that are not UTF-8 keep one byte each through the import and back.
@a = private constant [2 x i8] c"\FA\F2"
@b = constant [3 x i8] c"a\00\7F"
@c = constant [2 x i8] c"\C3\A9"
