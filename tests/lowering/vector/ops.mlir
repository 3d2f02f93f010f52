// RUN-DESCENT: opt
#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %m: memref<?x?xf32>, %i: index, %v: vector<4xf32>, %p: f32, %mk: vector<4xi1>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %2 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %p, %mk {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i], %mk {in_bounds = [false]} : vector<4xf32>, memref<?x?xf32>
  %4 = vector.outerproduct %v, %v : vector<4xf32>, vector<4xf32>
  %5 = vector.outerproduct %v, %v, %4 {kind = #vector.kind<mul>} : vector<4xf32>, vector<4xf32>
  %6 = vector.outerproduct %v, %p, %v : vector<4xf32>, f32
  %7 = vector.mask %mk { vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %8 = vector.mask %mk, %v { vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mk { vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32> } : vector<4xi1>
  %9 = vector.shuffle %v, %v [0, 5, -1] : vector<4xf32>, vector<4xf32>
  %10 = vector.extract %a[0, %i] : f32 from vector<2x3xf32>
  %11 = vector.insert %p, %a[1, 2] : f32 into vector<2x3xf32>
  %12:4 = vector.to_elements %v : vector<4xf32>
  %13 = vector.from_elements %12#0, %12#1, %12#2, %12#3 : vector<4xf32>
  %14 = vector.step : vector<4xindex>
  %15 = vector.constant_mask [2] : vector<4xi1>
  %16 = vector.create_mask %i : vector<4xi1>
  %18 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %19, %20 = vector.deinterleave %18 : vector<8xf32> -> vector<4xf32>
  %21 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %17 = vector.multi_reduction <add>, %a, %21 [1] : vector<2x3xf32> to vector<2xf32>
  %22 = vector.insert_strided_slice %21, %v {offsets = [1], strides = [1]} : vector<2xf32> into vector<4xf32>
  %23 = vector.reduction <add>, %v, %p fastmath<fast> : vector<4xf32> into f32
  %c3 = arith.constant dense<0.0> : vector<3xf32>
  %24:2 = vector.scan <add>, %a, %c3 {inclusive = true, reduction_dim = 0 : i64} : vector<2x3xf32>, vector<3xf32>
  %25 = vector.vscale
  %26 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %27 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  vector.store %v, %m[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<2x4xf32>
}

func.func @memory(%m: memref<?xf32>, %t: tensor<?xf32>, %i: index, %idx: vector<16xi32>, %mk: vector<16xi1>, %v: vector<16xf32>, %s: memref<8x8xf32>) -> vector<16xf32> {
  %0 = vector.maskedload %m[%i], %mk, %v : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%i], %mk, %0 {alignment = 16 : i64} : memref<?xf32>, vector<16xi1>, vector<16xf32>
  %1 = vector.gather %m[%i][%idx], %mk, %v : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.scatter %m[%i][%idx], %mk, %1 : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  %2 = vector.scatter %t[%i][%idx], %mk, %1 : tensor<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> -> tensor<?xf32>
  %3 = vector.expandload %m[%i], %mk, %v : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.compressstore %m[%i], %mk, %3 : memref<?xf32>, vector<16xi1>, vector<16xf32>
  %4 = vector.type_cast %s : memref<8x8xf32> to memref<vector<8x8xf32>>
  %pad = arith.constant 0.0 : f32
  %5 = vector.transfer_read %t[%i], %pad {in_bounds = [true]} : tensor<?xf32>, vector<4xf32>
  return %3 : vector<16xf32>
}

func.func @shapes(%v: vector<2x3xf32>, %s: vector<[4]xf32>, %x: f32, %z: vector<f32>, %b: vector<4xi8>) {
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  %1 = vector.bitcast %b : vector<4xi8> to vector<1xi32>
  %2 = vector.broadcast %x : f32 to vector<[4]xf32>
  %3 = vector.broadcast %z : vector<f32> to vector<2x3xf32>
  %4 = vector.extract %z[] : f32 from vector<f32>
  %5 = vector.insert %x, %z [] : f32 into vector<f32>
  %6 = vector.scalable.extract %s[0] : vector<2xf32> from vector<[4]xf32>
  %7 = vector.scalable.insert %6, %s[2] : vector<2xf32> into vector<[4]xf32>
  %c4 = arith.constant 4 : index
  %8 = vector.create_mask %c4 : vector<[4]xi1>
  %9 = vector.extract %v[1] : vector<3xf32> from vector<2x3xf32>
  %10 = vector.reduction <maximumf>, %s : vector<[4]xf32> into f32
  vector.print %v : vector<2x3xf32>
  vector.print str "hello\n"
  vector.print %x : f32 punctuation <comma>
  vector.print punctuation <newline>
  vector.print punctuation <open>
  return
}


func.func @masked_ops(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %m: vector<2x4x3xi1>, %v: vector<4xf32>, %mo: vector<4x4xi1>, %t: tensor<?xf32>, %i: index, %p: f32, %mk: vector<4xi1>) -> (vector<2x4xf32>, vector<4x4xf32>, tensor<?xf32>) {
  %0 = vector.mask %m { vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32> } : vector<2x4x3xi1> -> vector<2x4xf32>
  %1 = vector.mask %mo { vector.outerproduct %v, %v : vector<4xf32>, vector<4xf32> } : vector<4x4xi1> -> vector<4x4xf32>
  %2 = vector.mask %mk { vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
  return %0, %1, %2 : vector<2x4xf32>, vector<4x4xf32>, tensor<?xf32>
}
