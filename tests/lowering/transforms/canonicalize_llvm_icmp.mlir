// RUN-DESCENT: opt --canonicalize
// llvm.icmp eq/ne folds equal operands and alloca-vs-null (null first is swapped first); other predicates stay.
llvm.func @g(%v: vector<2xi32>, %w: vector<2xi32>) -> vector<2xi1> {
  %0 = llvm.icmp "ne" %v, %v : vector<2xi32>
  %1 = llvm.icmp "eq" %w, %w : vector<2xi32>
  %2 = llvm.or %0, %1 : vector<2xi1>
  llvm.return %2 : vector<2xi1>
}
llvm.func @h() -> i1 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %z = llvm.mlir.zero : !llvm.ptr
  %a = llvm.alloca %c x i32 : (i32) -> !llvm.ptr
  %0 = llvm.icmp "ne" %z, %a : !llvm.ptr
  llvm.return %0 : i1
}
llvm.func @sink(i64)
llvm.func @sinkp(!llvm.ptr)
llvm.func @f(%a: i64, %b: i16, %p: !llvm.ptr, %v: vector<2xi32>) {
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  %t = llvm.mlir.constant(true) : i1
  %m1 = llvm.mlir.constant(-1 : i16) : i16
  %0 = llvm.icmp "ne" %a, %a : i64
  %1 = llvm.zext %0 : i1 to i64
  llvm.call @sink(%1) : (i64) -> ()
  %2 = llvm.icmp "eq" %a, %a : i64
  %3 = llvm.sext %2 : i1 to i64
  llvm.call @sink(%3) : (i64) -> ()
  %4 = llvm.icmp "slt" %a, %a : i64
  %5 = llvm.zext %4 : i1 to i64
  llvm.call @sink(%5) : (i64) -> ()
  %6 = llvm.add %c3, %c5 : i64
  llvm.call @sink(%6) : (i64) -> ()
  %7 = llvm.mul %c3, %c5 : i64
  llvm.call @sink(%7) : (i64) -> ()
  %8 = llvm.sext %m1 : i16 to i64
  llvm.call @sink(%8) : (i64) -> ()
  %9 = llvm.trunc %c5 : i64 to i16
  %10 = llvm.zext %9 : i16 to i64
  llvm.call @sink(%10) : (i64) -> ()
  %11 = llvm.icmp "eq" %c3, %c5 : i64
  %12 = llvm.zext %11 : i1 to i64
  llvm.call @sink(%12) : (i64) -> ()
  %13 = llvm.and %a, %a : i64
  llvm.call @sink(%13) : (i64) -> ()
  %14 = llvm.xor %a, %a : i64
  llvm.call @sink(%14) : (i64) -> ()
  %15 = llvm.select %t, %a, %c3 : i1, i64
  llvm.call @sink(%15) : (i64) -> ()
  %16 = llvm.sub %a, %a : i64
  llvm.call @sink(%16) : (i64) -> ()
  %z = llvm.mlir.zero : !llvm.ptr
  %17 = llvm.alloca %c3 x i32 : (i64) -> !llvm.ptr
  %18 = llvm.icmp "eq" %z, %17 : !llvm.ptr
  %19 = llvm.zext %18 : i1 to i64
  llvm.call @sink(%19) : (i64) -> ()
  %20 = llvm.ptrtoint %z : !llvm.ptr to i64
  llvm.call @sink(%20) : (i64) -> ()
  %21 = llvm.shl %c3, %c5 : i64
  llvm.call @sink(%21) : (i64) -> ()
  %22 = llvm.or %c3, %c5 : i64
  llvm.call @sink(%22) : (i64) -> ()
  %23 = llvm.udiv %c5, %c3 : i64
  llvm.call @sink(%23) : (i64) -> ()
  llvm.return
}
