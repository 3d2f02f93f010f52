// RUN-DESCENT: compile
// An scf loop over a memref with locations through the whole pipeline (expected: mlir-opt-22 ... --mlir-print-debuginfo | mlir-translate-22): phis, branches and the math call keep their !dbg.
#file = #llvm.di_file<"prog.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "me", isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "sum", file = #file, line = 1, scopeLine = 1, subprogramFlags = Definition>
module {
  func.func @sum(%m: memref<?xf32> loc("prog.c":1:10), %n: index loc("prog.c":1:20)) -> f32 {
    %c0 = arith.constant 0 : index loc("prog.c":2:3)
    %c1 = arith.constant 1 : index loc("prog.c":2:5)
    %z = arith.constant 0.0 : f32 loc("prog.c":2:7)
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
      %v = memref.load %m[%i] : memref<?xf32> loc("prog.c":4:9)
      %s = arith.addf %acc, %v : f32 loc("prog.c":4:5)
      scf.yield %s : f32 loc("prog.c":5:3)
    } loc("prog.c":3:3)
    %e = math.exp %r : f32 loc("prog.c":6:3)
    return %e : f32 loc("prog.c":7:3)
  } loc(fused<#sp>["prog.c":1:1])
}
