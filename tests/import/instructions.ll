; RUN-DESCENT: translate --import-llvm
%struct.T = type { i32, [2 x i8] }
@gv = global i32 0
declare void @ext(...)
define void @ints(i32 %a, i32 %b, i64 %c, <4 x i32> %v, ptr %p, float %f, double %d, <4 x float> %vf, i1 %cond) {
  %1 = add i32 %a, %b
  %2 = sub nuw i32 %a, %b
  %3 = mul nsw i32 %a, 7
  %4 = udiv exact i32 %a, %b
  %5 = sdiv i32 %a, %b
  %6 = urem i32 %a, %b
  %7 = srem i32 %a, %b
  %8 = shl i32 %a, 3
  %9 = lshr exact i32 %a, 1
  %10 = ashr i32 %a, %b
  %11 = and i32 %a, 255
  %12 = or disjoint i32 %a, %b
  %13 = xor i32 %a, -1
  %14 = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>
  %15 = fadd float %f, 1.0
  %16 = fsub double %d, 2.5
  %17 = fmul fast float %f, %f
  %18 = fdiv float %f, 3.0
  %19 = frem double %d, %d
  %20 = fneg <4 x float> %vf
  %21 = icmp eq i32 %a, %b
  %22 = icmp ne i64 %c, 0
  %23 = icmp ult <4 x i32> %v, zeroinitializer
  %24 = fcmp olt float %f, 0.0
  %25 = fcmp uno double %d, %d
  %26 = fcmp true float %f, %f
  %27 = trunc i64 %c to i32
  %28 = zext nneg i32 %a to i64
  %29 = sext i32 %a to i64
  %30 = fptrunc double %d to float
  %31 = fpext float %f to double
  %32 = fptoui float %f to i32
  %33 = fptosi double %d to i64
  %34 = uitofp i32 %a to float
  %35 = sitofp i64 %c to double
  %36 = ptrtoint ptr %p to i64
  %37 = inttoptr i64 %c to ptr
  %38 = bitcast <4 x i32> %v to <4 x float>
  %39 = addrspacecast ptr %p to ptr addrspace(1)
  %40 = extractelement <4 x i32> %v, i32 1
  %41 = insertelement <4 x i32> %v, i32 %a, i64 0
  %42 = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> <i32 0, i32 3>
  %43 = shufflevector <4 x i32> %v, <4 x i32> %v, <4 x i32> zeroinitializer
  %44 = select i1 %cond, i32 %a, i32 %b
  %45 = select nnan i1 %cond, float %f, float 1.0
  %46 = freeze i32 %a
  %47 = alloca i32, align 4
  %48 = alloca %struct.T, i32 %a, align 8
  %49 = alloca [4 x double]
  %50 = load volatile i32, ptr %p, align 4
  %51 = load atomic i32, ptr %p acquire, align 4
  %52 = load atomic i64, ptr %p syncscope("singlethread") seq_cst, align 8
  store volatile i32 %a, ptr %p, align 4
  store atomic i32 %a, ptr %p release, align 4
  %53 = atomicrmw add ptr %p, i32 1 seq_cst
  %54 = atomicrmw volatile xchg ptr %p, i32 %a acquire, align 8
  %55 = atomicrmw fadd ptr %p, float %f monotonic
  %56 = cmpxchg ptr %p, i32 %a, i32 %b acq_rel monotonic
  %57 = cmpxchg weak volatile ptr %p, i32 %a, i32 %b syncscope("agent") seq_cst seq_cst, align 8
  %58 = extractvalue { i32, i1 } %56, 0
  %59 = extractvalue { i32, i1 } %56, 1
  %60 = insertvalue { i32, i1 } undef, i32 %a, 0
  %61 = getelementptr %struct.T, ptr %p, i64 %c, i32 1, i64 1
  %62 = getelementptr inbounds nuw i8, ptr %p, i64 4
  %63 = getelementptr i32, <4 x ptr> zeroinitializer, <4 x i64> zeroinitializer
  fence acquire
  fence syncscope("singlethread") seq_cst
  %64 = va_arg ptr %p, i32
  call void (...) @ext(i32 1, ptr @gv)
  %65 = trunc nuw nsw i64 %c to i32
  %66 = uitofp nneg i32 %a to float
  %67 = icmp samesign ult i32 %a, %b
  %68 = fcmp fast oeq float %f, 1.0
  ret void
}
define i32 @ctrl(i32 %x, ptr %addr) {
entry:
  switch i32 %x, label %def [
    i32 0, label %a
    i32 5, label %b
  ]
a:
  br label %join
b:
  indirectbr ptr %addr, [label %join, label %def]
def:
  unreachable
join:
  %r = phi i32 [ 1, %a ], [ 2, %b ]
  ret i32 %r
}
