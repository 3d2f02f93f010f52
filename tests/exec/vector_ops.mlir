// Vector ops lowered to LLVM and printed with vector.print: scalar broadcast (1-D and
// 2-D), extract/insert with static and dynamic positions, shuffles (same and mixed
// operand types), fma, integer and float reductions with and without accumulator,
// load/store and masked load/store through a memref, from_elements/to_elements,
// interleave/deinterleave, bitcast, and vector.print of scalars, strings and
// punctuation.
func.func @row(%v: vector<4xf32>) {
  %e:4 = vector.to_elements %v : vector<4xf32>
  vector.print punctuation <open>
  vector.print %e#0 : f32 punctuation <comma>
  vector.print %e#1 : f32 punctuation <comma>
  vector.print %e#2 : f32 punctuation <comma>
  vector.print %e#3 : f32 punctuation <close>
  vector.print
  return
}

func.func @irow(%v: vector<4xi32>) {
  %e:4 = vector.to_elements %v : vector<4xi32>
  vector.print punctuation <open>
  vector.print %e#0 : i32 punctuation <comma>
  vector.print %e#1 : i32 punctuation <comma>
  vector.print %e#2 : i32 punctuation <comma>
  vector.print %e#3 : i32 punctuation <close>
  vector.print
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant -2.0 : f32
  %f3 = arith.constant 4.25 : f32
  %f4 = arith.constant 8.0 : f32
  %i7 = arith.constant 7 : i32
  %im = arith.constant -3 : i32
  vector.print str "vector ops\n"

  %b = vector.broadcast %f1 : f32 to vector<4xf32>
  func.call @row(%b) : (vector<4xf32>) -> ()
  %v0 = vector.from_elements %f1, %f2, %f3, %f4 : vector<4xf32>
  func.call @row(%v0) : (vector<4xf32>) -> ()
  %x = vector.extract %v0[%c2] : f32 from vector<4xf32>
  vector.print %x : f32
  %v1 = vector.insert %f4, %v0 [0] : f32 into vector<4xf32>
  %v2 = vector.insert %f2, %v1 [%c1] : f32 into vector<4xf32>
  func.call @row(%v2) : (vector<4xf32>) -> ()

  %m = vector.broadcast %f3 : f32 to vector<2x4xf32>
  %m1 = vector.insert %v0, %m [1] : vector<4xf32> into vector<2x4xf32>
  %m2 = vector.insert %f1, %m1 [0, %c2] : f32 into vector<2x4xf32>
  %r0 = vector.extract %m2[0] : vector<4xf32> from vector<2x4xf32>
  %r1 = vector.extract %m2[1] : vector<4xf32> from vector<2x4xf32>
  func.call @row(%r0) : (vector<4xf32>) -> ()
  func.call @row(%r1) : (vector<4xf32>) -> ()
  %m3 = vector.extract %m2[1, 3] : f32 from vector<2x4xf32>
  vector.print %m3 : f32

  %s = vector.shuffle %v0, %v2 [7, 0, 5, 2] : vector<4xf32>, vector<4xf32>
  func.call @row(%s) : (vector<4xf32>) -> ()
  %h = vector.from_elements %f4, %f2 : vector<2xf32>
  %s2 = vector.shuffle %v0, %h [4, 1, 5, 3] : vector<4xf32>, vector<2xf32>
  func.call @row(%s2) : (vector<4xf32>) -> ()

  %fma = vector.fma %v0, %v2, %b : vector<4xf32>
  func.call @row(%fma) : (vector<4xf32>) -> ()
  %sum = vector.reduction <add>, %v0 : vector<4xf32> into f32
  %sum2 = vector.reduction <add>, %v0, %f4 : vector<4xf32> into f32
  %prod = vector.reduction <mul>, %v0 : vector<4xf32> into f32
  %mx = vector.reduction <maxnumf>, %v0 : vector<4xf32> into f32
  %mn = vector.reduction <minimumf>, %v0, %f2 : vector<4xf32> into f32
  vector.print %sum : f32
  vector.print %sum2 : f32
  vector.print %prod : f32
  vector.print %mx : f32
  vector.print %mn : f32

  %iv = vector.from_elements %i7, %im, %i7, %i7 : vector<4xi32>
  func.call @irow(%iv) : (vector<4xi32>) -> ()
  %isum = vector.reduction <add>, %iv, %im : vector<4xi32> into i32
  %imax = vector.reduction <maxsi>, %iv : vector<4xi32> into i32
  %imin = vector.reduction <minsi>, %iv, %i7 : vector<4xi32> into i32
  %umax = vector.reduction <maxui>, %iv : vector<4xi32> into i32
  %ixor = vector.reduction <xor>, %iv : vector<4xi32> into i32
  vector.print %isum : i32
  vector.print %imax : i32
  vector.print %imin : i32
  vector.print %umax : i32
  vector.print %ixor : i32

  %il = vector.interleave %h, %h : vector<2xf32> -> vector<4xf32>
  func.call @row(%il) : (vector<4xf32>) -> ()
  %ev, %od = vector.deinterleave %v0 : vector<4xf32> -> vector<2xf32>
  %eo = vector.shuffle %ev, %od [0, 1, 2, 3] : vector<2xf32>, vector<2xf32>
  func.call @row(%eo) : (vector<4xf32>) -> ()
  %bits = vector.bitcast %iv : vector<4xi32> to vector<4xf32>
  %back = vector.bitcast %bits : vector<4xf32> to vector<4xi32>
  func.call @irow(%back) : (vector<4xi32>) -> ()

  %mem = memref.alloc() : memref<8xf32>
  %zero = vector.broadcast %f2 : f32 to vector<4xf32>
  vector.store %zero, %mem[%c0] : memref<8xf32>, vector<4xf32>
  %c4 = arith.constant 4 : index
  vector.store %v0, %mem[%c4] : memref<8xf32>, vector<4xf32>
  %ld = vector.load %mem[%c2] : memref<8xf32>, vector<4xf32>
  func.call @row(%ld) : (vector<4xf32>) -> ()
  %t = arith.constant true
  %fl = arith.constant false
  %mask = vector.from_elements %t, %fl, %t, %fl : vector<4xi1>
  %ml = vector.maskedload %mem[%c1], %mask, %b : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  func.call @row(%ml) : (vector<4xf32>) -> ()
  vector.maskedstore %mem[%c0], %mask, %v2 : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %ld2 = vector.load %mem[%c0] : memref<8xf32>, vector<4xf32>
  func.call @row(%ld2) : (vector<4xf32>) -> ()
  memref.dealloc %mem : memref<8xf32>

  %idx = vector.extract %v0[3] : f32 from vector<4xf32>
  %ii = arith.fptosi %idx : f32 to i64
  %ix = arith.index_cast %ii : i64 to index
  vector.print %ix : index
  %flag = arith.cmpf ogt, %f3, %f1 : f32
  vector.print %flag : i1
  vector.print str "done\n"
  return
}
