// RUN-DESCENT: opt -convert-vector-to-llvm
func.func @broadcast_extract_insert(%x: f32, %v: vector<4xf32>, %w: vector<2x4xf32>, %i: index, %z: vector<f32>, %t: vector<2x3x4xi8>, %b: i8) -> (vector<4xf32>, vector<2x4xf32>, f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<f32>, f32, vector<f32>, vector<2x3x4xi8>, vector<3x4xi8>, i8, vector<[4]xf32>) {
  %0 = vector.broadcast %x : f32 to vector<4xf32>
  %1 = vector.broadcast %x : f32 to vector<2x4xf32>
  %3 = vector.extract %v[1] : f32 from vector<4xf32>
  %4 = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
  %5 = vector.extract %w[1, 2] : f32 from vector<2x4xf32>
  %6 = vector.extract %v[%i] : f32 from vector<4xf32>
  %7 = vector.insert %x, %v [2] : f32 into vector<4xf32>
  %8 = vector.insert %v, %w [0] : vector<4xf32> into vector<2x4xf32>
  %9 = vector.insert %x, %w [1, %i] : f32 into vector<2x4xf32>
  %10 = vector.broadcast %x : f32 to vector<f32>
  %11 = vector.extract %z[] : f32 from vector<f32>
  %12 = vector.insert %x, %z [] : f32 into vector<f32>
  %13 = vector.insert %b, %t [1, 2, 3] : i8 into vector<2x3x4xi8>
  %14 = vector.extract %t[1] : vector<3x4xi8> from vector<2x3x4xi8>
  %15 = vector.extract %t[0, 2, %i] : i8 from vector<2x3x4xi8>
  %16 = vector.broadcast %x : f32 to vector<[4]xf32>
  return %0, %1, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : vector<4xf32>, vector<2x4xf32>, f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<f32>, f32, vector<f32>, vector<2x3x4xi8>, vector<3x4xi8>, i8, vector<[4]xf32>
}

func.func @shuffles(%v: vector<4xf32>, %u: vector<2xf32>, %w: vector<2x4xf32>, %x: f32, %y: f32, %s: vector<[4]xf32>, %b: vector<4xi8>) -> (vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, vector<3x4xf32>, vector<[8]xf32>, vector<[4]xindex>, vector<1xi32>) {
  %0 = vector.shuffle %v, %v [0, 5, 2] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %v, %u [0, 5, 2] : vector<4xf32>, vector<2xf32>
  %2 = vector.bitcast %v : vector<4xf32> to vector<8xi16>
  %3 = vector.from_elements %x, %y : vector<2xf32>
  %4:2 = vector.to_elements %u : vector<2xf32>
  %5 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %6, %7 = vector.deinterleave %v : vector<4xf32> -> vector<2xf32>
  %8 = vector.shuffle %w, %w [0, 3, 1] : vector<2x4xf32>, vector<2x4xf32>
  %10 = vector.interleave %s, %s : vector<[4]xf32> -> vector<[8]xf32>
  %11 = vector.step : vector<[4]xindex>
  %12 = vector.bitcast %b : vector<4xi8> to vector<1xi32>
  return %0, %1, %2, %3, %4#0, %4#1, %5, %6, %7, %8, %10, %11, %12 : vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, vector<3x4xf32>, vector<[8]xf32>, vector<[4]xindex>, vector<1xi32>
}
func.func @reductions_and_memory(%v: vector<4xf32>, %x: f32, %vi: vector<4xi32>, %y: i32, %m: memref<?xf32>, %i: index, %mk: vector<4xi1>) -> (f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %1 = vector.reduction <add>, %v, %x : vector<4xf32> into f32
  %2 = vector.reduction <mul>, %v fastmath<nnan> : vector<4xf32> into f32
  %3 = vector.reduction <maxnumf>, %v, %x : vector<4xf32> into f32
  %4 = vector.reduction <minimumf>, %v : vector<4xf32> into f32
  %5 = vector.reduction <add>, %vi, %y : vector<4xi32> into i32
  %6 = vector.reduction <maxsi>, %vi, %y : vector<4xi32> into i32
  %7 = vector.reduction <xor>, %vi : vector<4xi32> into i32
  %8 = vector.reduction <minui>, %vi : vector<4xi32> into i32
  %9 = vector.fma %v, %v, %v : vector<4xf32>
  %10 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  vector.store %v, %m[%i] {nontemporal = true} : memref<?xf32>, vector<4xf32>
  %11 = vector.maskedload %m[%i], %mk, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %mk, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

func.func @more_reductions(%v: vector<4xf64>, %x: f64, %vi: vector<8xindex>, %i: index, %h: vector<[4]xi16>, %k: i16) -> (f64, f64, f64, index, index, i16, i16, i16) {
  %0 = vector.reduction <minnumf>, %v, %x : vector<4xf64> into f64
  %1 = vector.reduction <maximumf>, %v, %x fastmath<nnan,ninf> : vector<4xf64> into f64
  %2 = vector.reduction <mul>, %v, %x fastmath<fast> : vector<4xf64> into f64
  %3 = vector.reduction <and>, %vi, %i : vector<8xindex> into index
  %4 = vector.reduction <minsi>, %vi : vector<8xindex> into index
  %5 = vector.reduction <or>, %h, %k : vector<[4]xi16> into i16
  %6 = vector.reduction <minui>, %h, %k : vector<[4]xi16> into i16
  %7 = vector.reduction <maxui>, %h, %k : vector<[4]xi16> into i16
  return %0, %1, %2, %3, %4, %5, %6, %7 : f64, f64, f64, index, index, i16, i16, i16
}

func.func @print(%x: f32, %d: f64, %i: index, %b: i1, %u: ui8, %s: si16, %h: f16, %l: i64, %v: vector<3xf32>) {
  vector.print %x : f32
  vector.print %d : f64 punctuation <comma>
  vector.print %i : index
  vector.print %b : i1
  vector.print %u : ui8
  vector.print %s : si16 punctuation <no_punctuation>
  vector.print %h : f16
  vector.print %l : i64
  vector.print str "hello"
  vector.print str "again\n"
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print
  vector.print %v : vector<3xf32>
  return
}

func.func @memory_and_scalable(%m: memref<?xf32>, %i: index, %idx: vector<4xi32>, %mk: vector<4xi1>, %v: vector<4xf32>, %s: memref<8x8xf32>, %sv: vector<[8]xf32>, %m2: memref<4x?xf32>) -> (vector<4xf32>, vector<4xf32>, memref<vector<8x8xf32>>, index, vector<4xf32>, vector<[8]xf32>, vector<4xf32>) {
  %0 = vector.gather %m[%i][%idx], %mk, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i][%idx], %mk, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %1 = vector.expandload %m[%i], %mk, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %mk, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %2 = vector.type_cast %s : memref<8x8xf32> to memref<vector<8x8xf32>>
  %3 = vector.vscale
  %4 = vector.scalable.extract %sv[4] : vector<4xf32> from vector<[8]xf32>
  %5 = vector.scalable.insert %v, %sv[0] : vector<4xf32> into vector<[8]xf32>
  %6 = vector.gather %m2[%i, %i][%idx], %mk, %v : memref<4x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xf32>, vector<4xf32>, memref<vector<8x8xf32>>, index, vector<4xf32>, vector<[8]xf32>, vector<4xf32>
}

func.func @masked_reductions(%v: vector<4xf32>, %m: vector<4xi1>, %vi: vector<4xi8>, %s: vector<[4]xf32>, %ms: vector<[4]xi1>) -> (f32, f32, i8, i8, i8, i8, i8, f32, f32) {
  %0 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.reduction <minnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %2 = vector.mask %m { vector.reduction <minui>, %vi : vector<4xi8> into i8 } : vector<4xi1> -> i8
  %3 = vector.mask %m { vector.reduction <minsi>, %vi : vector<4xi8> into i8 } : vector<4xi1> -> i8
  %4 = vector.mask %m { vector.reduction <maxsi>, %vi : vector<4xi8> into i8 } : vector<4xi1> -> i8
  %5 = vector.mask %m { vector.reduction <and>, %vi : vector<4xi8> into i8 } : vector<4xi1> -> i8
  %6 = vector.mask %m { vector.reduction <mul>, %vi : vector<4xi8> into i8 } : vector<4xi1> -> i8
  %7 = vector.mask %ms { vector.reduction <add>, %s : vector<[4]xf32> into f32 } : vector<[4]xi1> -> f32
  %8 = vector.mask %m { vector.reduction <mul>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, i8, i8, i8, i8, i8, f32, f32
}

func.func @masked_reductions_acc(%v: vector<4xf32>, %m: vector<4xi1>, %a: f32, %vi: vector<4xi32>, %b: i32) -> (f32, i32, f32) {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.reduction <maxsi>, %vi, %b : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %2 = vector.mask %m { vector.reduction <maxnumf>, %v, %a : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1, %2 : f32, i32, f32
}
