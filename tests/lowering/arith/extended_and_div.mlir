// RUN-DESCENT: opt -convert-arith-to-llvm
func.func @ext(%a: i32, %b: i32, %v: vector<4xi16>, %w: vector<4xi16>) -> (i32, i1, i32, i32, vector<4xi16>, vector<4xi16>) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mului_extended %a, %b : i32
  %vl, %vh = arith.mulsi_extended %v, %w : vector<4xi16>
  return %s, %o, %l, %h, %vl, %vh : i32, i1, i32, i32, vector<4xi16>, vector<4xi16>
}
func.func @div(%a: index, %b: index, %v: vector<2xi8>, %w: vector<2xi8>) -> (index, index, index, vector<2xi8>) {
  %0 = arith.ceildivsi %a, %b : index
  %1 = arith.floordivsi %a, %b : index
  %2 = arith.ceildivui %a, %b : index
  %3 = arith.floordivsi %v, %w : vector<2xi8>
  return %0, %1, %2, %3 : index, index, index, vector<2xi8>
}
func.func @flags(%a: i32, %b: i32, %x: f64, %y: f64) -> (i32, i32, i32, f32, f32, f64, i1) {
  %0 = arith.divsi %a, %b exact : i32
  %1 = arith.shrui %a, %b exact : i32
  %2 = arith.subi %a, %b overflow<nsw> : i32
  %3 = arith.truncf %x downward : f64 to f32
  %4 = arith.truncf %x toward_zero fastmath<fast> : f64 to f32
  %5 = arith.maxnumf %x, %y fastmath<nnan,nsz> : f64
  %6 = arith.cmpf true, %x, %y : f64
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, f32, f32, f64, i1
}
func.func @vdiv(%a: vector<2xindex>, %b: vector<2xindex>) -> vector<2xindex> {
  %0 = arith.ceildivsi %a, %b : vector<2xindex>
  return %0 : vector<2xindex>
}
