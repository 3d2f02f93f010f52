// Calls: functions returning several results (packed into an LLVM struct by the lowering
// and unpacked at the call site), recursion, mutual recursion, mixed argument types and
// results that are passed straight on to another call.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

// Returns (quotient, remainder, a flag) of an unsigned division by a non-zero divisor.
func.func @divmod(%a: i32, %b: i32) -> (i32, i32, i1) {
  %q = arith.divui %a, %b : i32
  %r = arith.remui %a, %b : i32
  %z = arith.constant 0 : i32
  %exact = arith.cmpi eq, %r, %z : i32
  return %q, %r, %exact : i32, i32, i1
}

// Fibonacci pair (fib(n), fib(n+1)) by recursion on n.
func.func @fibpair(%n: i64) -> (i64, i64) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %base = arith.cmpi eq, %n, %z : i64
  cf.cond_br %base, ^b, ^r
^b:
  return %z, %one : i64, i64
^r:
  %m = arith.subi %n, %one : i64
  %p:2 = call @fibpair(%m) : (i64) -> (i64, i64)
  %s = arith.addi %p#0, %p#1 : i64
  return %p#1, %s : i64, i64
}

// Naive doubly recursive Fibonacci.
func.func @fib(%n: i64) -> i64 {
  %two = arith.constant 2 : i64
  %one = arith.constant 1 : i64
  %small = arith.cmpi slt, %n, %two : i64
  %r = scf.if %small -> (i64) {
    scf.yield %n : i64
  } else {
    %a = arith.subi %n, %one : i64
    %b = arith.subi %n, %two : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @is_even(%n: i32) -> i1 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %t = arith.constant true
  %is0 = arith.cmpi eq, %n, %z : i32
  cf.cond_br %is0, ^yes, ^no
^yes:
  return %t : i1
^no:
  %m = arith.subi %n, %one : i32
  %r = call @is_odd(%m) : (i32) -> i1
  return %r : i1
}

func.func @is_odd(%n: i32) -> i1 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %f = arith.constant false
  %is0 = arith.cmpi eq, %n, %z : i32
  cf.cond_br %is0, ^yes, ^no
^yes:
  return %f : i1
^no:
  %m = arith.subi %n, %one : i32
  %r = call @is_even(%m) : (i32) -> i1
  return %r : i1
}

// Ackermann function for small arguments.
func.func @ack(%m: i64, %n: i64) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m0 = arith.cmpi eq, %m, %z : i64
  cf.cond_br %m0, ^a, ^b
^a:
  %r = arith.addi %n, %one : i64
  return %r : i64
^b:
  %m1 = arith.subi %m, %one : i64
  %n0 = arith.cmpi eq, %n, %z : i64
  cf.cond_br %n0, ^c, ^d
^c:
  %r2 = call @ack(%m1, %one) : (i64, i64) -> i64
  return %r2 : i64
^d:
  %n1 = arith.subi %n, %one : i64
  %inner = call @ack(%m, %n1) : (i64, i64) -> i64
  %r3 = call @ack(%m1, %inner) : (i64, i64) -> i64
  return %r3 : i64
}

// Mixed argument types; results in a different order from the arguments.
func.func @mix(%a: i8, %b: f64, %c: index, %d: i1, %e: f32) -> (f32, i1, index, f64, i8) {
  return %e, %d, %c, %b, %a : f32, i1, index, f64, i8
}

func.func @print_i1(%b: i1) {
  %v = arith.extui %b : i1 to i64
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 1000 : i32
  %b = arith.constant 7 : i32
  %d:3 = call @divmod(%a, %b) : (i32, i32) -> (i32, i32, i1)
  %q = arith.extui %d#0 : i32 to i64
  %r = arith.extui %d#1 : i32 to i64
  call @printI64(%q) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  call @print_i1(%d#2) : (i1) -> ()
  %n = arith.constant 90 : i64
  %f:2 = call @fibpair(%n) : (i64) -> (i64, i64)
  call @printI64(%f#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%f#1) : (i64) -> ()
  call @printNewline() : () -> ()
  %n20 = arith.constant 20 : i64
  %f20 = call @fib(%n20) : (i64) -> i64
  call @printI64(%f20) : (i64) -> ()
  call @printNewline() : () -> ()
  %e1 = arith.constant 37 : i32
  %ev = call @is_even(%e1) : (i32) -> i1
  call @print_i1(%ev) : (i1) -> ()
  %od = call @is_odd(%e1) : (i32) -> i1
  call @print_i1(%od) : (i1) -> ()
  %m = arith.constant 2 : i64
  %k = arith.constant 3 : i64
  %ak = call @ack(%m, %k) : (i64, i64) -> i64
  call @printI64(%ak) : (i64) -> ()
  call @printNewline() : () -> ()
  %i8v = arith.constant -5 : i8
  %fv = arith.constant 2.5 : f64
  %iv = arith.constant 77 : index
  %tv = arith.constant true
  %f32v = arith.constant -1.25 : f32
  %x:5 = call @mix(%i8v, %fv, %iv, %tv, %f32v) : (i8, f64, index, i1, f32) -> (f32, i1, index, f64, i8)
  %y:5 = call @mix(%x#4, %x#3, %x#2, %x#1, %x#0) : (i8, f64, index, i1, f32) -> (f32, i1, index, f64, i8)
  %y0 = arith.extf %y#0 : f32 to f64
  call @printF64(%y0) : (f64) -> ()
  call @printNewline() : () -> ()
  call @print_i1(%y#1) : (i1) -> ()
  %y2 = arith.index_cast %y#2 : index to i64
  call @printI64(%y2) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printF64(%y#3) : (f64) -> ()
  call @printNewline() : () -> ()
  %y4 = arith.extsi %y#4 : i8 to i64
  call @printI64(%y4) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
