// RUN-DESCENT: opt --convert-index-to-llvm
// `cmp(min/max(x, cstA), cstB)` folds when the range of the min/max decides it in both
// 32-bit and 64-bit arithmetic; the min/max may itself be folded or lowered.
func.func @ranges(%x: index) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %c5 = index.constant 5
  %c10 = index.constant 10
  %m1 = index.constant -1
  %mins = index.mins %x, %c5
  %0 = index.cmp slt(%mins, %c10)
  %1 = index.cmp sgt(%mins, %c10)
  %2 = index.cmp eq(%mins, %c10)
  %3 = index.cmp ult(%mins, %c10)
  %minu = index.minu %x, %c5
  %4 = index.cmp ult(%minu, %c10)
  %maxs = index.maxs %c10, %x
  %5 = index.cmp sge(%maxs, %c5)
  %maxu = index.maxu %x, %m1
  %6 = index.cmp eq(%maxu, %m1)
  %7 = index.cmp ne(%maxu, %c5)
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @width_dependent(%x: index) -> (i1, i1, i1) {
  %big = index.constant 4294967296
  %c1 = index.constant 1
  %m3 = index.constant -3
  %c63 = index.constant 63
  %mins = index.mins %x, %big
  %0 = index.cmp slt(%mins, %c1)
  %maxu = index.maxu %c63, %m3
  %1 = index.cmp ult(%maxu, %big)
  %2 = index.cmp sle(%maxu, %c63)
  return %0, %1, %2 : i1, i1, i1
}
