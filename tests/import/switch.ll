; RUN-DESCENT: translate --import-llvm
; int classify(int c) { switch (c) { case 0: return 10; case 1: case 2: return 20; case 7: break; default: return -1; } return c > 3 ? c * 2 : c; }
; unsigned char clamp(float f) { return f < 0.0f ? 0 : (f > 255.0f ? 255 : (unsigned char)f); }
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @classify(i32 noundef %c) local_unnamed_addr #0 {
entry:
  switch i32 %c, label %sw.default [
    i32 0, label %return
    i32 1, label %sw.bb1
    i32 2, label %sw.bb1
    i32 7, label %sw.epilog
  ], !prof !0

sw.bb1:                                           ; preds = %entry, %entry
  br label %return

sw.default:                                       ; preds = %entry
  br label %return

sw.epilog:                                        ; preds = %entry
  %cmp = icmp sgt i32 %c, 3
  %mul = shl nsw i32 %c, 1
  %cond = select i1 %cmp, i32 %mul, i32 %c
  br label %return

return:                                           ; preds = %entry, %sw.epilog, %sw.default, %sw.bb1
  %retval.0 = phi i32 [ %cond, %sw.epilog ], [ -1, %sw.default ], [ 20, %sw.bb1 ], [ 10, %entry ]
  ret i32 %retval.0
}

define dso_local zeroext i8 @clamp(float noundef %f) local_unnamed_addr #0 {
entry:
  %cmp = fcmp olt float %f, 0.000000e+00
  %cmp1 = fcmp ogt float %f, 2.550000e+02
  %conv = fptoui float %f to i8
  %cond = select i1 %cmp1, i8 -1, i8 %conv
  %cond5 = select i1 %cmp, i8 0, i8 %cond
  ret i8 %cond5
}

define dso_local i64 @wide(i64 %x) {
entry:
  switch i64 %x, label %d [
    i64 -1, label %a
    i64 4294967296, label %a
  ]
a:
  ret i64 1
d:
  %r = call fast double @llvm.fabs.f64(double 0xFFF0000000000000)
  %i = fptosi double %r to i64
  ret i64 %i
}

declare double @llvm.fabs.f64(double)

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "target-cpu"="x86-64" }

!0 = !{!"branch_weights", i32 1, i32 2, i32 3, i32 4, i32 5}
