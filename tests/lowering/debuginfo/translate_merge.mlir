// RUN-DESCENT: translate --mlir-to-llvmir
// Fused locations merge as LLVM's getMergedLocation: same line, common inlining point, lexical blocks.
#file = #llvm.di_file<"a.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#sp2 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "g", file = #file, subprogramFlags = Definition>
#lb = #llvm.di_lexical_block<scope = #sp, line = 3>
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32 loc(fused["a.c":2:1, "a.c":2:5])
  %1 = llvm.add %0, %a : i32 loc(fused["a.c":2:1, "a.c":3:5])
  %2 = llvm.add %1, %a : i32 loc(fused["a.c":2:1, "a.c":2:1])
  %3 = llvm.add %2, %a : i32 loc(fused["a.c":2:1, fused<#lb>["a.c":4:4]])
  %4 = llvm.add %3, %a : i32 loc(fused[callsite(fused<#sp2>["a.c":9:1] at "a.c":5:5), callsite(fused<#sp2>["a.c":9:2] at "a.c":5:5)])
  %5 = llvm.add %4, %a : i32 loc(fused[callsite(fused<#sp2>["a.c":9:1] at "a.c":5:5), callsite(fused<#sp2>["a.c":9:2] at "a.c":6:5)])
  %6 = llvm.add %5, %a : i32 loc("nm"(fused<#lb>["a.c":7:7]))
  llvm.return %6 : i32 loc(fused["a.c":8:1, unknown])
} loc(fused<#sp>["a.c":1:1])
