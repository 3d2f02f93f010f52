// RUN-DESCENT: opt
// `prop-dict` (llvm.intr.ubsantrap): inherent attributes as `<{...}>`, discardable ones in
// the attribute dictionary after them.
llvm.func @traps() {
  llvm.intr.ubsantrap <{failureKind = 7 : i8}>
  llvm.intr.ubsantrap <{failureKind = -1 : i8}> {a = 1, b}
  "llvm.intr.ubsantrap"() <{failureKind = 10 : i8}> {z} : () -> ()
  llvm.return
}
