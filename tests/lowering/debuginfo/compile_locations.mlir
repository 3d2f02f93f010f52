// RUN-DESCENT: compile
// Locations survive the whole pipeline (expected: mlir-opt-22 ... --mlir-print-debuginfo | mlir-translate-22): descriptors of memref arguments take the location of their first use.
#file = #llvm.di_file<"prog.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "me", isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "add", file = #file, line = 1, scopeLine = 1, subprogramFlags = Definition>
module {
  func.func @add(%a: i32, %m: memref<4xi32> loc("prog.c":1:20), %n: memref<4xi32>) -> i32 {
    %i = arith.constant 1 : index loc("prog.c":3:3)
    %v = memref.load %n[%i] : memref<4xi32> loc("prog.c":3:5)
    %w = memref.load %m[%i] : memref<4xi32> loc("prog.c":4:5)
    memref.store %a, %m[%i] : memref<4xi32> loc("prog.c":5:3)
    %r = arith.addi %v, %w : i32 loc("prog.c":6:3)
    return %r : i32 loc("prog.c":7:3)
  } loc(fused<#sp>["prog.c":1:1])
}
