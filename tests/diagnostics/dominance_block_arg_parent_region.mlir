func.func @f(%a: i64, %c: i1) {
  cf.br ^bb1(%a : i64)
^bb1(%z: i64):
  cf.br ^bb2
^bb2:
  memref.alloca_scope {
    %y = arith.addi %z, %w : i64
    memref.alloca_scope.return
  }
  cf.br ^bb3(%a : i64)
^bb3(%w: i64):
  return
}
