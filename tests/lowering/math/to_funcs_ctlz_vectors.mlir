// RUN-DESCENT: opt --convert-math-to-funcs=convert-ctlz
// -convert-math-to-funcs with convert-ctlz: math.ctlz becomes a call of a software count
// (a loop of shifts in scf), one function per integer type; ops on vectors (ctlz, ipowi,
// fpowi, 1-D and 2-D) are unrolled into the scalar op per element first, which then
// becomes a call. Index and float ctlz operands stay.
func.func @scalars(%a: i32, %b: i8) -> (i32, i8, i32) {
  %0 = math.ctlz %a : i32
  %1 = math.ctlz %b : i8
  %2 = math.ctlz %a : i32
  return %0, %1, %2 : i32, i8, i32
}

func.func @vectors(%a: vector<2x2xf32>, %b: vector<2x2xi32>, %c: vector<3xi64>)
    -> (vector<2x2xf32>, vector<3xi64>, vector<3xi64>) {
  %0 = math.fpowi %a, %b fastmath<fast> : vector<2x2xf32>, vector<2x2xi32>
  %1 = math.ctlz %c : vector<3xi64>
  %2 = math.ipowi %c, %1 : vector<3xi64>
  return %0, %1, %2 : vector<2x2xf32>, vector<3xi64>, vector<3xi64>
}
