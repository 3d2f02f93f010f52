// RUN-DESCENT: opt -convert-arith-to-llvm=index-bitwidth=32
func.func @idx(%a: index, %b: i64, %c: i16, %d: i32) -> (index, i64, index, i32) {
  %c5 = arith.constant 5 : index
  %0 = arith.addi %a, %c5 : index
  %1 = arith.index_cast %0 : index to i64
  %2 = arith.index_cast %b : i64 to index
  %3 = arith.index_castui %c : i16 to index
  %4 = arith.index_castui %a : index to i32
  %5 = arith.index_cast %d : i32 to index
  %6 = arith.divui %2, %5 : index
  %7 = arith.remsi %6, %3 : index
  %8 = arith.cmpi uge, %7, %a : index
  %9 = arith.select %8, %7, %6 : index
  return %9, %1, %2, %4 : index, i64, index, i32
}
