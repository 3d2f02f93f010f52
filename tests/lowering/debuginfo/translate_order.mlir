// RUN-DESCENT: translate --mlir-to-llvmir
// Named metadata order (llvm.dbg.cu first), declarations' subprograms, phi locations from block arguments.
#file = #llvm.di_file<"a.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = false, emissionKind = LineTablesOnly>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#sp2 = #llvm.di_subprogram<scope = #file, name = "g", file = #file>
module attributes {llvm.ident = "me"} {
  llvm.module_flags [#llvm.mlir.module_flag<error, "foo", 1 : i32>]
  llvm.func @g() loc(fused<#sp2>["a.c":1:1])
  llvm.func @f(%c: i1, %a: i32) -> i32 {
    llvm.cond_br %c, ^b1, ^b2(%a : i32) loc("a.c":2:1)
  ^b1:
    %x = llvm.add %a, %a : i32 loc("a.c":3:1)
    llvm.br ^b2(%x : i32) loc("a.c":4:1)
  ^b2(%y: i32):
    llvm.call @g() : () -> () loc("a.c":6:0)
    llvm.return %y : i32 loc(unknown)
  } loc(fused<#sp>["a.c":1:1])
}
