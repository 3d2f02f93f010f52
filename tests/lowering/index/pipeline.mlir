// RUN-DESCENT: opt --convert-to-llvm --reconcile-unrealized-casts
// Index ops among arith, cf and func ops, across blocks, lowered all the way.
func.func @loop(%n: index, %step: index) -> index {
  %c0 = index.constant 0
  %zero = arith.constant 0 : index
  cf.br ^head(%c0, %zero : index, index)
^head(%i: index, %acc: index):
  %done = index.cmp sge(%i, %n)
  cf.cond_br %done, ^exit, ^body
^body:
  %sq = index.mul %i, %i
  %q = index.floordivs %sq, %step
  %acc2 = arith.addi %acc, %q : index
  %next = index.add %i, %step
  cf.br ^head(%next, %acc2 : index, index)
^exit:
  %bits = index.sizeof
  %w = index.castu %acc : index to i32
  %back = index.casts %w : i32 to index
  %r = index.shl %back, %bits
  return %r : index
}
