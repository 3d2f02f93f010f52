// RUN-DESCENT: opt --allow-unregistered-dialect --convert-to-llvm
// Folds MLIR's legalizer applies before the patterns: identities, constant folding,
// constants moved right, in-place cast chains, and the folds of what the ceil/floor
// division expansions create.
func.func @identities(%x: i32, %y: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %x, %c1 : i32
  %c = arith.muli %x, %c0 : i32
  %d = arith.andi %x, %m1 : i32
  %e = arith.ori %x, %m1 : i32
  %f = arith.xori %x, %x : i32
  %g = arith.subi %x, %x : i32
  %h = arith.andi %y, %y : i32
  %i = arith.divsi %x, %c1 : i32
  %j = arith.remui %x, %c1 : i32
  %k = arith.shli %x, %c0 : i32
  "test.use"(%a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

func.func @structural(%a: i64, %b: i64) {
  %s = arith.subi %a, %b : i64
  %t = arith.addi %s, %b : i64
  %u = arith.addi %a, %b : i64
  %v = arith.subi %u, %a : i64
  %w = arith.xori %a, %b : i64
  %x = arith.xori %w, %b : i64
  %c = arith.cmpi eq, %a, %b : i64
  %y = arith.select %c, %a, %b : i64
  "test.use"(%t, %v, %x, %y) : (i64, i64, i64, i64) -> ()
  return
}

func.func @constants() -> (i8, i16, index, i1, i1, f32, f64, i32) {
  %c100 = arith.constant 100 : i8
  %c27 = arith.constant 27 : i8
  %sum = arith.addi %c100, %c27 : i8
  %over = arith.addi %sum, %c100 : i8
  %w = arith.extsi %over : i8 to i16
  %i = arith.index_cast %w : i16 to index
  %c5 = arith.constant 5 : i16
  %lt = arith.cmpi slt, %c5, %w : i16
  %true = arith.constant true
  %n = arith.xori %lt, %true : i1
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant 2.25 : f32
  %fs = arith.mulf %f1, %f2 : f32
  %d0 = arith.constant 0.0 : f64
  %nan = arith.divf %d0, %d0 : f64
  %m = arith.constant -7 : i32
  %two = arith.constant 2 : i32
  %fd = arith.floordivsi %m, %two : i32
  return %over, %w, %i, %lt, %n, %fs, %nan, %fd : i8, i16, index, i1, i1, f32, f64, i32
}

func.func @commute(%x: i32, %v: vector<4xi32>) -> (i32, i1, vector<4xi32>, i32) {
  %c3 = arith.constant 3 : i32
  %a = arith.addi %c3, %x : i32
  %b = arith.cmpi ult, %c3, %x : i32
  %s = arith.constant dense<2> : vector<4xi32>
  %m = arith.muli %s, %v : vector<4xi32>
  %z = arith.constant 0 : i32
  %o = arith.ori %z, %x : i32
  return %a, %b, %m, %o : i32, i1, vector<4xi32>, i32
}

func.func @casts(%x: i8) -> (i64, i8, i16) {
  %a = arith.extui %x : i8 to i16
  %b = arith.extui %a : i16 to i64
  %c = arith.trunci %a : i16 to i8
  %d = arith.extsi %x : i8 to i32
  %e = arith.trunci %d : i32 to i16
  return %b, %c, %e : i64, i8, i16
}

func.func @expansions(%a: i32) -> (i32, i32, i32) {
  %c4 = arith.constant 4 : i32
  %m3 = arith.constant -3 : i32
  %x = arith.ceildivsi %a, %c4 : i32
  %y = arith.floordivsi %m3, %a : i32
  %z = arith.ceildivui %c4, %a : i32
  return %x, %y, %z : i32, i32, i32
}
