// RUN-DESCENT: opt -pass-pipeline=builtin.module(func.func(canonicalize{max-num-rewrites=1}))
// max-num-rewrites bounds the pattern rewrites of one round of the driver; later rounds
// go on (up to max-iterations), so chains of rewrites still finish.
func.func @chain(%c: i1, %x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  %0 = scf.if %t -> (i32) {
    %1 = scf.if %c -> (i32) {
      scf.yield %x : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %y : i32
  }
  %z = arith.constant 0 : i32
  %2 = arith.addi %0, %z : i32
  %3 = arith.subi %2, %x : i32
  %4 = arith.addi %3, %x : i32
  return %4 : i32
}

func.func @cfg(%c: i1, %x: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%x : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}
