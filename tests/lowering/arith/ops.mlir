// RUN-DESCENT: opt -convert-arith-to-llvm
func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %i: index, %v: vector<2x3xf32>, %w: vector<2x3xi32>, %c: i1) {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.addf %x, %y fastmath<fast> : f32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpf oge, %x, %y : f32
  %30 = arith.cmpf false, %x, %y : f32
  %4 = arith.addf %v, %v : vector<2x3xf32>
  %5 = arith.maxsi %a, %b : i32
  %6 = arith.maximumf %x, %y : f32
  %7 = arith.index_cast %i : index to i32
  %8 = arith.index_castui %a : i32 to index
  %9 = arith.ceildivsi %a, %b : i32
  %10 = arith.floordivsi %a, %b : i32
  %11 = arith.ceildivui %a, %b : i32
  %12:2 = arith.addui_extended %a, %b : i32, i1
  %13:2 = arith.mulsi_extended %a, %b : i32
  %14 = arith.select %c, %a, %b : i32
  %15 = arith.constant dense<1.0> : vector<2x3xf32>
  %16 = arith.constant 1.5 : f32
  %17 = arith.truncf %x : f32 to f16
  %18 = arith.truncf %x to_nearest_even : f32 to f16
  %19 = arith.extui %c : i1 to i32
  %20 = arith.sitofp %w : vector<2x3xi32> to vector<2x3xf32>
  %21 = arith.negf %x : f32
  %22 = arith.shrsi %a, %b : i32
  %23 = arith.bitcast %x : f32 to i32
  %24 = arith.trunci %a overflow<nsw> : i32 to i8
  %27 = arith.remf %x, %y : f32
  %28 = arith.uitofp %a : i32 to f32
  %29 = arith.ori %a, %b : i32
  %31 = arith.divsi %a, %b : i32
  return
}
func.func @attrs(%x: f64, %y: f32, %i: i32) -> (f32, f64, f32, i32, f32) {
  %0 = arith.truncf %x fastmath<fast> : f64 to f32
  %1 = arith.extf %y fastmath<fast> : f32 to f64
  %2 = arith.truncf %x to_nearest_even fastmath<nnan> : f64 to f32
  %3 = arith.addi %i, %i {foo = 1 : i32} : i32
  %4 = arith.addf %y, %y {bar} : f32
  return %2, %1, %0, %3, %4 : f32, f64, f32, i32, f32
}
