; RUN-DESCENT: translate --import-llvm
%0 = type { i32, %1 }
%1 = type { i8 }
%"quoted name" = type { i16 }
@0 = private global i32 1
@1 = internal global %0 zeroinitializer
@"a b" = global %"quoted name" zeroinitializer
define void @use() {
  %p = load ptr, ptr @0
  store ptr @1, ptr %p
  ret void
}
