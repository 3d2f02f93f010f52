; RUN-DESCENT: translate --import-llvm
; #include <stdio.h>
; static const char *names[] = {"zero", "one"};
; int greet(const char *who, int n) { return printf("hello %s %d\n", who, n) + puts(names[n & 1]); }
; int log_all(const char *fmt, ...);   (a varargs declaration)
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@names = internal global [2 x ptr] [ptr @.str, ptr @.str.1], align 16
@.str.2 = private unnamed_addr constant [13 x i8] c"hello %s %d\0A\00", align 1
@empty = dso_local constant [1 x i8] zeroinitializer, align 1
@quote = dso_local constant [6 x i8] c"a\22b\\c\00", align 1

define dso_local i32 @greet(ptr noundef %who, i32 noundef %n) #0 {
entry:
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %who, i32 noundef %n)
  %and = and i32 %n, 1
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [2 x ptr], ptr @names, i64 0, i64 %idxprom
  %0 = load ptr, ptr %arrayidx, align 8
  %call1 = call i32 @puts(ptr noundef %0)
  %add = add nsw i32 %call, %call1
  %call2 = call i32 (ptr, ...) @log_all(ptr noundef @empty, i32 noundef 1, double noundef 2.000000e+00)
  ret i32 %add
}

declare i32 @printf(ptr noundef, ...) #1
declare i32 @puts(ptr noundef) #1
declare i32 @log_all(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "target-cpu"="x86-64" }
attributes #1 = { "frame-pointer"="all" "target-cpu"="x86-64" }
