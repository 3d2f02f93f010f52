// RUN-DESCENT: opt --convert-to-llvm
// The conversion folds a cast of a cast in place (its source becomes the ranked
// allocation) and then away; the dim that reads it folds through the rewired cast to
// the allocation's size, so no descriptor field is read.
func.func @f(%n: index, %c: i1) -> index {
  %a = memref.alloca(%n) : memref<?xi8>
  %u = memref.cast %a : memref<?xi8> to memref<*xi8>
  %r = memref.cast %u : memref<*xi8> to memref<?xi8>
  %x = scf.if %c -> (index) {
    %c0 = arith.constant 0 : index
    %d = memref.dim %r, %c0 : memref<?xi8>
    scf.yield %d : index
  } else {
    scf.yield %n : index
  }
  %c0 = arith.constant 0 : index
  %e = memref.dim %r, %c0 : memref<?xi8>
  %s = arith.addi %x, %e : index
  return %s : index
}
