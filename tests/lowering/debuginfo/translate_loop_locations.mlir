// RUN-DESCENT: translate --mlir-to-llvmir
// Loop annotations' start and end locations become DILocations first in the loop ID node.
#di_file = #llvm.di_file<"metadata-loop.ll" in "/">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "loop_locs", file = #di_file, subprogramFlags = Definition>
#loc1 = loc("loop-metadata.mlir":42:4)
#loc2 = loc("loop-metadata.mlir":52:4)
#start = loc(fused<#di_subprogram>[#loc1])
#end = loc(fused<#di_subprogram>[#loc2])
#loopMD = #llvm.loop_annotation<mustProgress = true, startLoc = #start, endLoc = #end>
llvm.func @loop_locs() {
  llvm.br ^bb1
^bb1:
  llvm.br ^bb1 {loop_annotation = #loopMD}
} loc(#start)
llvm.func @loop_locs_noscope() {
  llvm.br ^bb1
^bb1:
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<startLoc = loc(fused<#di_subprogram>["x":1:2]), unroll = #llvm.loop_unroll<disable = true>>}
}
