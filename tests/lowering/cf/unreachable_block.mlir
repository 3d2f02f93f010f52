// RUN-DESCENT: opt -convert-cf-to-llvm
// Blocks the entry cannot reach are left as they are, as MLIR's conversion driver does.
func.func @unreachable_block() {
  return
^bb1(%arg0: index):
  cf.br ^bb1(%arg0 : index)
}
