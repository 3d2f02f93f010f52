// Small whole programs mixing everything: a xorshift generator (wrapping shifts and xors
// on i64), insertion sort with scf.while over a dynamic memref, binary search as a cf
// loop, a sieve of Eratosthenes over memref<?xi1>, and an f32 dot product.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @xorshift(%s: i64) -> i64 {
  %c13 = arith.constant 13 : i64
  %c7 = arith.constant 7 : i64
  %c17 = arith.constant 17 : i64
  %a = arith.shli %s, %c13 : i64
  %s1 = arith.xori %s, %a : i64
  %b = arith.shrui %s1, %c7 : i64
  %s2 = arith.xori %s1, %b : i64
  %c = arith.shli %s2, %c17 : i64
  %s3 = arith.xori %s2, %c : i64
  return %s3 : i64
}

func.func @fill(%m: memref<?xi64>, %seed: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %mod = arith.constant 1000 : i64
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%s = %seed) -> (i64) {
    %s1 = func.call @xorshift(%s) : (i64) -> i64
    %v = arith.remui %s1, %mod : i64
    memref.store %v, %m[%i] : memref<?xi64>
    scf.yield %s1 : i64
  }
  return
}

func.func @insertion_sort(%m: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  scf.for %i = %c1 to %n step %c1 {
    %key = memref.load %m[%i] : memref<?xi64>
    // Shift larger elements right; j ends at the slot for key.
    %j = scf.while (%j = %i) : (index) -> index {
      %pos = arith.cmpi ugt, %j, %c0 : index
      %go = scf.if %pos -> (i1) {
        %jm = arith.subi %j, %c1 : index
        %prev = memref.load %m[%jm] : memref<?xi64>
        %gt = arith.cmpi sgt, %prev, %key : i64
        scf.yield %gt : i1
      } else {
        %f = arith.constant false
        scf.yield %f : i1
      }
      scf.condition(%go) %j : index
    } do {
    ^bb0(%j: index):
      %jm = arith.subi %j, %c1 : index
      %prev = memref.load %m[%jm] : memref<?xi64>
      memref.store %prev, %m[%j] : memref<?xi64>
      scf.yield %jm : index
    }
    memref.store %key, %m[%j] : memref<?xi64>
  }
  return
}

// Index of the first element >= key in a sorted memref (n when there is none).
func.func @lower_bound(%m: memref<?xi64>, %key: i64) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  cf.br ^loop(%c0, %n : index, index)
^loop(%lo: index, %hi: index):
  %more = arith.cmpi ult, %lo, %hi : index
  cf.cond_br %more, ^body, ^done
^body:
  %w = arith.subi %hi, %lo : index
  %h = arith.shrui %w, %c1 : index
  %mid = arith.addi %lo, %h : index
  %v = memref.load %m[%mid] : memref<?xi64>
  %lt = arith.cmpi slt, %v, %key : i64
  %mid1 = arith.addi %mid, %c1 : index
  cf.cond_br %lt, ^loop(%mid1, %hi : index, index), ^loop(%lo, %mid : index, index)
^done:
  return %lo : index
}

func.func @count_primes(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant true
  %f = arith.constant false
  %sieve = memref.alloc(%n) : memref<?xi1>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %t, %sieve[%i] : memref<?xi1>
  }
  scf.for %i = %c2 to %n step %c1 {
    %p = memref.load %sieve[%i] : memref<?xi1>
    %sq = arith.muli %i, %i : index
    %small = arith.cmpi ult, %sq, %n : index
    %go = arith.andi %p, %small : i1
    scf.if %go {
      scf.for %j = %sq to %n step %i {
        memref.store %f, %sieve[%j] : memref<?xi1>
      }
    }
  }
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %cnt = scf.for %i = %c2 to %n step %c1 iter_args(%a = %z) -> (i64) {
    %p = memref.load %sieve[%i] : memref<?xi1>
    %inc = arith.extui %p : i1 to i64
    %a1 = arith.addi %a, %inc : i64
    scf.yield %a1 : i64
  }
  memref.dealloc %sieve : memref<?xi1>
  return %cnt : i64
}

func.func @dot(%a: memref<16xf32>, %b: memref<16xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (f32) {
    %x = memref.load %a[%i] : memref<16xf32>
    %y = memref.load %b[%i] : memref<16xf32>
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 40 : index
  %m = memref.alloc(%n) : memref<?xi64>
  %seed = arith.constant 88172645463325252 : i64
  call @fill(%m, %seed) : (memref<?xi64>, i64) -> ()
  call @insertion_sort(%m) : (memref<?xi64>) -> ()
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c8 {
    %v = memref.load %m[%i] : memref<?xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  %c39 = arith.constant 39 : index
  %mx = memref.load %m[%c39] : memref<?xi64>
  call @printI64(%mx) : (i64) -> ()
  call @printNewline() : () -> ()
  // Sortedness check with cf.assert.
  %ok0 = arith.constant true
  %ok = scf.for %i = %c1 to %n step %c1 iter_args(%a = %ok0) -> (i1) {
    %im = arith.subi %i, %c1 : index
    %x = memref.load %m[%im] : memref<?xi64>
    %y = memref.load %m[%i] : memref<?xi64>
    %le = arith.cmpi sle, %x, %y : i64
    %a1 = arith.andi %a, %le : i1
    scf.yield %a1 : i1
  }
  cf.assert %ok, "insertion sort must sort"
  %k1 = arith.constant 500 : i64
  %k2 = arith.constant 0 : i64
  %k3 = arith.constant 1000 : i64
  %b1 = call @lower_bound(%m, %k1) : (memref<?xi64>, i64) -> index
  %b2 = call @lower_bound(%m, %k2) : (memref<?xi64>, i64) -> index
  %b3 = call @lower_bound(%m, %k3) : (memref<?xi64>, i64) -> index
  %b1w = arith.index_cast %b1 : index to i64
  %b2w = arith.index_cast %b2 : index to i64
  %b3w = arith.index_cast %b3 : index to i64
  call @printI64(%b1w) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b2w) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b3w) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<?xi64>
  %lim = arith.constant 1000 : index
  %np = call @count_primes(%lim) : (index) -> i64
  call @printI64(%np) : (i64) -> ()
  call @printNewline() : () -> ()
  %va = memref.alloca() : memref<16xf32>
  %vb = memref.alloca() : memref<16xf32>
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %iw = arith.index_cast %i : index to i32
    %f = arith.sitofp %iw : i32 to f32
    %q = arith.constant 0.125 : f32
    %g = arith.mulf %f, %q : f32
    %h = arith.constant 1.0 : f32
    %k = arith.subf %h, %g : f32
    memref.store %g, %va[%i] : memref<16xf32>
    memref.store %k, %vb[%i] : memref<16xf32>
  }
  %d = call @dot(%va, %vb) : (memref<16xf32>, memref<16xf32>) -> f32
  %dw = arith.extf %d : f32 to f64
  call @printF64(%dw) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
