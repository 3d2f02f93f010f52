// RUN-DESCENT: opt
// Round trip of the vector predication intrinsic ops (generic form).
llvm.func @vp(%a : vector<8xi32>, %b : vector<8xi32>, %fa : vector<8xf32>, %fb : vector<8xf32>, %fc : vector<8xf32>, %m : vector<8xi1>, %evl : i32, %i : i32, %f : f32, %p : !llvm.ptr, %ptrs : vector<8x!llvm.ptr>, %s : i64) {
  %r0 = "llvm.intr.vp.add"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r1 = "llvm.intr.vp.sub"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r2 = "llvm.intr.vp.mul"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r3 = "llvm.intr.vp.sdiv"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r4 = "llvm.intr.vp.udiv"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r5 = "llvm.intr.vp.srem"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r6 = "llvm.intr.vp.urem"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r7 = "llvm.intr.vp.ashr"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r8 = "llvm.intr.vp.lshr"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r9 = "llvm.intr.vp.shl"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r10 = "llvm.intr.vp.or"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r11 = "llvm.intr.vp.and"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r12 = "llvm.intr.vp.xor"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r13 = "llvm.intr.vp.smax"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r14 = "llvm.intr.vp.smin"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r15 = "llvm.intr.vp.umax"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r16 = "llvm.intr.vp.umin"(%a, %b, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %r17 = "llvm.intr.vp.fadd"(%fa, %fb, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %r18 = "llvm.intr.vp.fsub"(%fa, %fb, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %r19 = "llvm.intr.vp.fmul"(%fa, %fb, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %r20 = "llvm.intr.vp.fdiv"(%fa, %fb, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %r21 = "llvm.intr.vp.frem"(%fa, %fb, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %r22 = "llvm.intr.vp.fneg"(%fa, %m, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %r23 = "llvm.intr.vp.fma"(%fa, %fb, %fc, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %r24 = "llvm.intr.vp.fmuladd"(%fa, %fb, %fc, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %r25 = "llvm.intr.vp.reduce.add"(%i, %a, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %r26 = "llvm.intr.vp.reduce.mul"(%i, %a, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %r27 = "llvm.intr.vp.reduce.and"(%i, %a, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %r28 = "llvm.intr.vp.reduce.or"(%i, %a, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %r29 = "llvm.intr.vp.reduce.xor"(%i, %a, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %r30 = "llvm.intr.vp.reduce.smax"(%i, %a, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %r31 = "llvm.intr.vp.reduce.smin"(%i, %a, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %r32 = "llvm.intr.vp.reduce.umax"(%i, %a, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %r33 = "llvm.intr.vp.reduce.umin"(%i, %a, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %r34 = "llvm.intr.vp.reduce.fadd"(%f, %fa, %m, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %r35 = "llvm.intr.vp.reduce.fmul"(%f, %fa, %m, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %r36 = "llvm.intr.vp.reduce.fmax"(%f, %fa, %m, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %r37 = "llvm.intr.vp.reduce.fmin"(%f, %fa, %m, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %r38 = "llvm.intr.vp.select"(%m, %a, %b, %evl) : (vector<8xi1>, vector<8xi32>, vector<8xi32>, i32) -> vector<8xi32>
  %r39 = "llvm.intr.vp.merge"(%m, %a, %b, %evl) : (vector<8xi1>, vector<8xi32>, vector<8xi32>, i32) -> vector<8xi32>
  %r40 = "llvm.intr.vp.load"(%p, %m, %evl) : (!llvm.ptr, vector<8xi1>, i32) -> vector<8xi32>
  "llvm.intr.vp.store"(%a, %p, %m, %evl) : (vector<8xi32>, !llvm.ptr, vector<8xi1>, i32) -> ()
  %r41 = "llvm.intr.experimental.vp.strided.load"(%p, %s, %m, %evl) : (!llvm.ptr, i64, vector<8xi1>, i32) -> vector<8xi32>
  "llvm.intr.experimental.vp.strided.store"(%a, %p, %s, %m, %evl) : (vector<8xi32>, !llvm.ptr, i64, vector<8xi1>, i32) -> ()
  %r42 = "llvm.intr.vp.trunc"(%a, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xi16>
  %r43 = "llvm.intr.vp.zext"(%a, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xi64>
  %r44 = "llvm.intr.vp.sext"(%a, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xi64>
  %r45 = "llvm.intr.vp.uitofp"(%a, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xf32>
  %r46 = "llvm.intr.vp.sitofp"(%a, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xf64>
  %r47 = "llvm.intr.vp.inttoptr"(%a, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8x!llvm.ptr>
  %r48 = "llvm.intr.vp.fptrunc"(%fa, %m, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xf16>
  %r49 = "llvm.intr.vp.fpext"(%fa, %m, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xf64>
  %r50 = "llvm.intr.vp.fptoui"(%fa, %m, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xi32>
  %r51 = "llvm.intr.vp.fptosi"(%fa, %m, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xi8>
  %r52 = "llvm.intr.vp.ptrtoint"(%ptrs, %m, %evl) : (vector<8x!llvm.ptr>, vector<8xi1>, i32) -> vector<8xi64>
  llvm.return
}
