; RUN-DESCENT: translate --import-llvm
%struct.node = type { i32, ptr }
@head = dso_local global ptr null, align 8
define dso_local i32 @len(ptr noundef readonly %n) local_unnamed_addr #0 {
entry:
  %tobool.not3 = icmp eq ptr %n, null
  br i1 %tobool.not3, label %while.end, label %while.body

while.body:
  %c.05 = phi i32 [ %inc, %while.body ], [ 0, %entry ]
  %n.addr.04 = phi ptr [ %0, %while.body ], [ %n, %entry ]
  %inc = add nuw nsw i32 %c.05, 1
  %next = getelementptr inbounds nuw i8, ptr %n.addr.04, i64 8
  %0 = load ptr, ptr %next, align 8, !tbaa !5
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !10

while.end:
  %c.0.lcssa = phi i32 [ 0, %entry ], [ %inc, %while.body ]
  ret i32 %c.0.lcssa
}
define dso_local void @push(i32 noundef %v) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #3
  store i32 %v, ptr %call, align 8, !tbaa !12
  %0 = load ptr, ptr @head, align 8, !tbaa !14
  %next = getelementptr inbounds nuw i8, ptr %call, i64 8
  store ptr %0, ptr %next, align 8, !tbaa !5
  store ptr %call, ptr @head, align 8, !tbaa !14
  ret void
}
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2
attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "target-cpu"="x86-64" }
attributes #1 = { mustprogress nounwind willreturn memory(readwrite, argmem: none) uwtable "target-cpu"="x86-64" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "target-cpu"="x86-64" }
attributes #3 = { nounwind allocsize(0) }
!5 = !{!6, !9, i64 8}
!6 = !{!"node", !7, i64 0, !9, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !11, i64 0}
!9 = !{!"any pointer", !8, i64 0}
!10 = distinct !{!10, !13}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!6, !7, i64 0}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!9, !9, i64 0}
