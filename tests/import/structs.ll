; RUN-DESCENT: translate --import-llvm
; struct point { int x; double y; char tag[4]; };
; struct point origin = {1, 2.5, "abc"}; static struct point zero;
; double get_y(struct point *p) { return p->y; }
; void copy(struct point *d, const struct point *s) { *d = *s; }
; struct point make(int x) { struct point p = {x, 0.0, "xy"}; return p; }
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, double, [4 x i8] }

@origin = dso_local global %struct.point { i32 1, double 2.500000e+00, [4 x i8] c"abc\00" }, align 8
@zero = internal global %struct.point zeroinitializer, align 8
@__const.make.p = private unnamed_addr constant { i32, [4 x i8], double, [4 x i8], [4 x i8] } { i32 0, [4 x i8] undef, double 0.000000e+00, [4 x i8] c"xy\00\00", [4 x i8] undef }, align 8
@table = dso_local global [2 x [3 x i16]] [[3 x i16] [i16 1, i16 2, i16 3], [3 x i16] [i16 4, i16 5, i16 6]], align 2
@ptrs = dso_local global [2 x ptr] [ptr @origin, ptr getelementptr inbounds (%struct.point, ptr @zero, i64 0, i32 1)], align 16

define dso_local double @get_y(ptr noundef %p) #0 {
entry:
  %y = getelementptr inbounds nuw %struct.point, ptr %p, i32 0, i32 1
  %0 = load double, ptr %y, align 8
  ret double %0
}

define dso_local void @copy(ptr noundef %d, ptr noundef %s) #0 {
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 24, i1 false)
  ret void
}

define dso_local { i64, double } @make(i32 noundef %x) #0 {
entry:
  %retval = alloca %struct.point, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %retval, i8 0, i64 24, i1 false)
  %x1 = getelementptr inbounds nuw %struct.point, ptr %retval, i32 0, i32 0
  store i32 %x, ptr %x1, align 8
  %tag = getelementptr inbounds nuw %struct.point, ptr %retval, i32 0, i32 2
  %arrayidx = getelementptr inbounds [4 x i8], ptr %tag, i64 0, i64 0
  store i8 120, ptr %arrayidx, align 8
  %coerce = load { i64, double }, ptr %retval, align 8
  %r = insertvalue { i64, double } %coerce, double 1.0, 1
  %t = extractvalue { i64, double } %r, 0
  %cmp = icmp eq i64 %t, 0
  %sel = select i1 %cmp, { i64, double } %r, { i64, double } zeroinitializer
  ret { i64, double } %sel
}

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "target-cpu"="x86-64" }
