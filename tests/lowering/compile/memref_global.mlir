// RUN-DESCENT: compile
// memref.global and memref.get_global: constant globals (dense splat and element lists,
// 1-D, 2-D and rank 0, integer and float), a mutable global updated from several
// functions, an uninitialized global written before it is read, and private visibility.
// Writing to a constant global is undefined, so only the mutable ones are stored to.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

memref.global "private" constant @primes : memref<8xi32> = dense<[2, 3, 5, 7, 11, 13, 17, 19]>
memref.global "private" constant @table : memref<2x3xf64> = dense<[[1.5, -2.0, 0.25], [8.0, 1.0e-3, -0.0]]>
memref.global "private" constant @sevens : memref<4xi16> = dense<7>
memref.global "private" constant @answer : memref<i64> = dense<42>
memref.global "private" @counter : memref<i64> = dense<100>
memref.global @hist : memref<5xi64> = dense<[0, 0, 0, 0, 0]>
memref.global "private" @scratch : memref<3xi8> = uninitialized

func.func @bump(%by: i64) -> i64 {
  %g = memref.get_global @counter : memref<i64>
  %v = memref.load %g[] : memref<i64>
  %w = arith.addi %v, %by : i64
  memref.store %w, %g[] : memref<i64>
  return %w : i64
}

func.func @record(%x: i32) {
  %h = memref.get_global @hist : memref<5xi64>
  %five = arith.constant 5 : i32
  %b = arith.remui %x, %five : i32
  %bi = arith.index_cast %b : i32 to index
  %v = memref.load %h[%bi] : memref<5xi64>
  %one = arith.constant 1 : i64
  %w = arith.addi %v, %one : i64
  memref.store %w, %h[%bi] : memref<5xi64>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %p = memref.get_global @primes : memref<8xi32>
  %z = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %p[%i] : memref<8xi32>
    %w = arith.extsi %v : i32 to i64
    %a = arith.addi %acc, %w : i64
    func.call @record(%v) : (i32) -> ()
    %k = arith.constant 1 : i64
    %ignored = func.call @bump(%k) : (i64) -> i64
    scf.yield %a : i64
  }
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()
  %h = memref.get_global @hist : memref<5xi64>
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
    %v = memref.load %h[%i] : memref<5xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  call @printNewline() : () -> ()
  %ten = arith.constant 10 : i64
  %cnt = call @bump(%ten) : (i64) -> i64
  call @printI64(%cnt) : (i64) -> ()
  call @printNewline() : () -> ()
  // The same global seen through a second get_global.
  %g2 = memref.get_global @counter : memref<i64>
  %cv = memref.load %g2[] : memref<i64>
  call @printI64(%cv) : (i64) -> ()
  call @printNewline() : () -> ()
  %t = memref.get_global @table : memref<2x3xf64>
  %fz = arith.constant 0.0 : f64
  %fs = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %fz) -> (f64) {
    %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%acc2 = %acc) -> (f64) {
      %v = memref.load %t[%i, %j] : memref<2x3xf64>
      %a = arith.addf %acc2, %v : f64
      scf.yield %a : f64
    }
    scf.yield %r : f64
  }
  call @printF64(%fs) : (f64) -> ()
  call @printComma() : () -> ()
  %nz = memref.load %t[%c1, %c2] : memref<2x3xf64>
  %one = arith.constant 1.0 : f64
  %inv = arith.divf %one, %nz : f64
  call @printF64(%inv) : (f64) -> ()
  call @printNewline() : () -> ()
  %s = memref.get_global @sevens : memref<4xi16>
  %s3 = memref.load %s[%c3] : memref<4xi16>
  %s3w = arith.extsi %s3 : i16 to i64
  %a = memref.get_global @answer : memref<i64>
  %av = memref.load %a[] : memref<i64>
  %prod = arith.muli %s3w, %av : i64
  call @printI64(%prod) : (i64) -> ()
  call @printNewline() : () -> ()
  %sc = memref.get_global @scratch : memref<3xi8>
  scf.for %i = %c0 to %c3 step %c1 {
    %iv = arith.index_cast %i : index to i8
    %m = arith.constant -50 : i8
    %v = arith.muli %iv, %m : i8
    memref.store %v, %sc[%i] : memref<3xi8>
  }
  %x = memref.load %sc[%c2] : memref<3xi8>
  %xw = arith.extsi %x : i8 to i64
  call @printI64(%xw) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
