func.func @f(%a: i64) {
  %c = arith.constant 1 : i64
  memref.alloca_scope {
    %x = arith.addi %a, %c : i64
    memref.alloca_scope.return
  }
}
