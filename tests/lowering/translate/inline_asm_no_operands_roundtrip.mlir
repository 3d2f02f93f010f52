// RUN-DESCENT: opt
llvm.func @asm() {
  llvm.inline_asm has_side_effects "nop", "" : () -> ()
  llvm.return
}
