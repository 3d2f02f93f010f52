// RUN-DESCENT: opt --canonicalize --split-input-file
// Selects drop a poison choice (shifts of poison do not fold), f16/bf16 arithmetic, remf
// and in-range float-to-int casts fold, trunci(shrsi) becomes trunci(shrui), and a
// self-using op in an unreachable block verifies (dominance is not checked there) and
// goes away with its block, as in MLIR 22.

func.func @poison(%c: i1, %x: i32, %f: f16) -> (i32, i32, i32, i32) {
  %p = ub.poison : i32
  %0 = arith.select %c, %p, %x : i32
  %1 = arith.select %c, %x, %p : i32
  %2 = arith.shli %p, %x : i32
  %3 = arith.shrsi %x, %p : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

func.func @constants(%x: i64) -> (f16, bf16, i8, i16, vector<2xi32>, f32, i32, i32) {
  %a = arith.constant 1.5 : f16
  %b = arith.constant 0.25 : f16
  %0 = arith.divf %a, %b : f16
  %c = arith.constant 3.0 : bf16
  %d = arith.constant 1.0 : bf16
  %1 = arith.subf %d, %c : bf16
  %e = arith.constant -7.9 : f32
  %2 = arith.fptosi %e : f32 to i8
  %g = arith.constant 65535.5 : f32
  %3 = arith.fptoui %g : f32 to i16
  %v = arith.constant dense<[2.5, -0.5]> : vector<2xf64>
  %4 = arith.fptosi %v : vector<2xf64> to vector<2xi32>
  %h = arith.constant 7.5 : f32
  %k = arith.constant -2.0 : f32
  %5 = arith.remf %h, %k : f32
  %big = arith.constant 3.0e9 : f32
  %6 = arith.fptosi %big : f32 to i32
  %neg = arith.constant -1.0 : f32
  %7 = arith.fptoui %neg : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, bf16, i8, i16, vector<2xi32>, f32, i32, i32
}

// -----

func.func @trunc_of_shift(%a: i64, %v: vector<4xi32>) -> (i32, i16, vector<4xi8>) {
  %c32 = arith.constant 32 : i64
  %c40 = arith.constant 40 : i64
  %0 = arith.shrsi %a, %c32 exact : i64
  %1 = arith.trunci %0 : i64 to i32
  %2 = arith.shrsi %a, %c40 : i64
  %3 = arith.trunci %2 : i64 to i16
  %c24 = arith.constant dense<24> : vector<4xi32>
  %4 = arith.shrsi %v, %c24 : vector<4xi32>
  %5 = arith.trunci %4 : vector<4xi32> to vector<4xi8>
  return %1, %3, %5 : i32, i16, vector<4xi8>
}

// -----

func.func @unreachable_self_use(%x: i32) -> i32 {
  return %x : i32
^dead:
  %c1 = arith.constant 1 : i32
  %y = arith.muli %y, %c1 : i32
  %z = arith.addi %z, %y : i32
  cf.br ^dead
}
