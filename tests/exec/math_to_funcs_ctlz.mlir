// EXEC-PASSES: --pass-pipeline=builtin.module(convert-math-to-funcs{convert-ctlz},func.func(convert-scf-to-cf),convert-vector-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)
// math.ctlz through -convert-math-to-funcs's software count (convert-ctlz) for i8, i32 and
// i64 values, zero, the sign bit and all ones, and an i16 vector unrolled per element;
// math.ipowi on a vector unrolled the same way.
func.func @count(%x: i32) {
  %c = math.ctlz %x : i32
  vector.print %c : i32
  return
}

func.func @main() {
  %v = arith.constant dense<[0, 1, 7, 255, 65536, 2147483647, -1, -2147483648]> : vector<8xi32>
  %e:8 = vector.to_elements %v : vector<8xi32>
  call @count(%e#0) : (i32) -> ()
  call @count(%e#1) : (i32) -> ()
  call @count(%e#2) : (i32) -> ()
  call @count(%e#3) : (i32) -> ()
  call @count(%e#4) : (i32) -> ()
  call @count(%e#5) : (i32) -> ()
  call @count(%e#6) : (i32) -> ()
  call @count(%e#7) : (i32) -> ()
  %b = arith.constant 5 : i8
  %cb = math.ctlz %b : i8
  vector.print %cb : i8
  %w = arith.constant 7 : i64
  %cw = math.ctlz %w : i64
  vector.print %cw : i64
  %h = arith.constant dense<[1, 0, 255, -1]> : vector<4xi16>
  %ch = math.ctlz %h : vector<4xi16>
  %h0 = vector.extract %ch[0] : i16 from vector<4xi16>
  %h3 = vector.extract %ch[3] : i16 from vector<4xi16>
  %h2 = vector.extract %ch[2] : i16 from vector<4xi16>
  vector.print %h0 : i16
  vector.print %h2 : i16
  vector.print %h3 : i16
  %base = arith.constant dense<[2, -3, -1, 5]> : vector<4xi32>
  %exp = arith.constant dense<[10, 3, -1, 0]> : vector<4xi32>
  %p = math.ipowi %base, %exp : vector<4xi32>
  %pe:4 = vector.to_elements %p : vector<4xi32>
  vector.print %pe#0 : i32
  vector.print %pe#1 : i32
  vector.print %pe#2 : i32
  vector.print %pe#3 : i32
  return
}
