// EXEC-CONVENTION: bare-ptr
// Static memrefs passed and returned as bare pointers (use-bare-ptr-memref-call-conv).
func.func private @printI64(i64)
func.func private @printNewline()

func.func @fill(%m: memref<4xi64>, %base: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %iv = arith.index_cast %i : index to i64
    %v = arith.muli %iv, %base : i64
    memref.store %v, %m[%i] : memref<4xi64>
  }
  return
}

func.func @sum(%m: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %m[%i] : memref<4xi64>
    %n = arith.addi %acc, %x : i64
    scf.yield %n : i64
  }
  return %s : i64
}

func.func @twice(%m: memref<4xi64>) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi64>
  %y = arith.addi %x, %x : i64
  memref.store %y, %m[%c0] : memref<4xi64>
  return %m : memref<4xi64>
}

func.func @main() {
  %m = memref.alloc() : memref<4xi64>
  %b = arith.constant 7 : i64
  call @fill(%m, %b) : (memref<4xi64>, i64) -> ()
  %r = call @twice(%m) : (memref<4xi64>) -> memref<4xi64>
  %s = call @sum(%r) : (memref<4xi64>) -> i64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<4xi64>
  return
}
