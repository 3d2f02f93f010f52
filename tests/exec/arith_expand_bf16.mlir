// EXEC-PASSES: --pass-pipeline=builtin.module(func.func(arith-expand{include-bf16=true}),test-lower-to-llvm)
// f32 -> bf16 -> f32 round trips with -arith-expand's include-bf16 expansion: ties to
// even in both directions, carries into the exponent, overflow to infinity, NaN,
// infinities, zeros and subnormals, on scalars and a vector.
func.func @round_trip(%bits : i32) {
  %f = arith.bitcast %bits : i32 to f32
  %b = arith.truncf %f : f32 to bf16
  %r = arith.extf %b : bf16 to f32
  %rb = arith.bitcast %r : f32 to i32
  vector.print %r : f32 punctuation <comma>
  vector.print %rb : i32
  return
}

func.func @main() {
  %values = arith.constant dense<[1065385984, 1065451520, -1082097664, -1082097663,
      2139095040, -8388608, 2139095039, -8388609, 2139029503, 1070596095, 2143289344,
      -4194304, 0, -2147483648, 1, 8388607, 1078530011, -1068953637]> : vector<18xi32>
  %e:18 = vector.to_elements %values : vector<18xi32>
  call @round_trip(%e#0) : (i32) -> ()
  call @round_trip(%e#1) : (i32) -> ()
  call @round_trip(%e#2) : (i32) -> ()
  call @round_trip(%e#3) : (i32) -> ()
  call @round_trip(%e#4) : (i32) -> ()
  call @round_trip(%e#5) : (i32) -> ()
  call @round_trip(%e#6) : (i32) -> ()
  call @round_trip(%e#7) : (i32) -> ()
  call @round_trip(%e#8) : (i32) -> ()
  call @round_trip(%e#9) : (i32) -> ()
  call @round_trip(%e#10) : (i32) -> ()
  call @round_trip(%e#11) : (i32) -> ()
  call @round_trip(%e#12) : (i32) -> ()
  call @round_trip(%e#13) : (i32) -> ()
  call @round_trip(%e#14) : (i32) -> ()
  call @round_trip(%e#15) : (i32) -> ()
  call @round_trip(%e#16) : (i32) -> ()
  call @round_trip(%e#17) : (i32) -> ()
  %v = arith.bitcast %values : vector<18xi32> to vector<18xf32>
  %vb = arith.truncf %v : vector<18xf32> to vector<18xbf16>
  %vr = arith.extf %vb : vector<18xbf16> to vector<18xf32>
  %vi = arith.bitcast %vr : vector<18xf32> to vector<18xi32>
  vector.print %vi : vector<18xi32>
  return
}
