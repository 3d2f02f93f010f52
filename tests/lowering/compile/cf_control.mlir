// RUN-DESCENT: compile
// Unstructured control flow: cf loops carrying values in block arguments, nested loops
// in one CFG, cf.switch with case operands (including a negative case value and a shared
// destination), and cf.assert conditions that hold.
func.func private @printI64(i64)
func.func private @printNewline()

// gcd by Euclid's algorithm as a cf loop.
func.func @gcd(%a0: i64, %b0: i64) -> i64 {
  %z = arith.constant 0 : i64
  cf.br ^loop(%a0, %b0 : i64, i64)
^loop(%a: i64, %b: i64):
  %done = arith.cmpi eq, %b, %z : i64
  cf.cond_br %done, ^exit(%a : i64), ^body
^body:
  %r = arith.remui %a, %b : i64
  cf.br ^loop(%b, %r : i64, i64)
^exit(%g: i64):
  return %g : i64
}

// Classifies %x with a switch; several cases share a destination with different operands.
func.func @classify(%x: i32) -> i64 {
  %c100 = arith.constant 100 : i64
  %c200 = arith.constant 200 : i64
  %c300 = arith.constant 300 : i64
  cf.switch %x : i32, [
    default: ^other(%x : i32),
    0: ^small(%c100 : i64),
    1: ^small(%c200 : i64),
    -7: ^neg,
    42: ^small(%c300 : i64)
  ]
^small(%v: i64):
  return %v : i64
^neg:
  %m = arith.constant -7000 : i64
  return %m : i64
^other(%y: i32):
  %w = arith.extsi %y : i32 to i64
  %k = arith.constant 1000000 : i64
  %r = arith.addi %w, %k : i64
  return %r : i64
}

// Counts pairs (i, j), 0 <= j < i < n, with i + j divisible by 3, with two nested cf loops.
func.func @pairs(%n: i64) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %three = arith.constant 3 : i64
  cf.br ^outer(%z, %z : i64, i64)
^outer(%i: i64, %acc: i64):
  %oc = arith.cmpi slt, %i, %n : i64
  cf.cond_br %oc, ^inner(%z, %acc : i64, i64), ^done(%acc : i64)
^inner(%j: i64, %acc2: i64):
  %ic = arith.cmpi slt, %j, %i : i64
  cf.cond_br %ic, ^test, ^next_i(%acc2 : i64)
^test:
  %s = arith.addi %i, %j : i64
  %m = arith.remsi %s, %three : i64
  %hit = arith.cmpi eq, %m, %z : i64
  %inc = arith.select %hit, %one, %z : i64
  %acc3 = arith.addi %acc2, %inc : i64
  %j1 = arith.addi %j, %one : i64
  cf.br ^inner(%j1, %acc3 : i64, i64)
^next_i(%acc4: i64):
  %i1 = arith.addi %i, %one : i64
  cf.br ^outer(%i1, %acc4 : i64, i64)
^done(%r: i64):
  return %r : i64
}

// Block arguments swapped on a back edge (a parallel copy the lowering must get right).
func.func @swap_loop(%n: i64) -> (i64, i64) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %a0 = arith.constant 3 : i64
  %b0 = arith.constant 11 : i64
  cf.br ^h(%a0, %b0, %z : i64, i64, i64)
^h(%a: i64, %b: i64, %i: i64):
  %c = arith.cmpi ult, %i, %n : i64
  %i1 = arith.addi %i, %one : i64
  %a1 = arith.addi %a, %i : i64
  cf.cond_br %c, ^h(%b, %a1, %i1 : i64, i64, i64), ^x
^x:
  return %a, %b : i64, i64
}

func.func @main() {
  %a = arith.constant 1071 : i64
  %b = arith.constant 462 : i64
  %g = call @gcd(%a, %b) : (i64, i64) -> i64
  call @printI64(%g) : (i64) -> ()
  call @printNewline() : () -> ()
  %t = arith.constant 21 : i64
  %ok = arith.cmpi eq, %g, %t : i64
  cf.assert %ok, "gcd(1071, 462) must be 21"
  %v0 = arith.constant 0 : i32
  %v1 = arith.constant 1 : i32
  %v2 = arith.constant 2 : i32
  %vm7 = arith.constant -7 : i32
  %v42 = arith.constant 42 : i32
  %vm1 = arith.constant -1 : i32
  %r0 = call @classify(%v0) : (i32) -> i64
  %r1 = call @classify(%v1) : (i32) -> i64
  %r2 = call @classify(%v2) : (i32) -> i64
  %r3 = call @classify(%vm7) : (i32) -> i64
  %r4 = call @classify(%v42) : (i32) -> i64
  %r5 = call @classify(%vm1) : (i32) -> i64
  call @printI64(%r0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r2) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r3) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r4) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r5) : (i64) -> ()
  call @printNewline() : () -> ()
  %n = arith.constant 30 : i64
  %p = call @pairs(%n) : (i64) -> i64
  call @printI64(%p) : (i64) -> ()
  call @printNewline() : () -> ()
  %pos = arith.constant 0 : i64
  %nonneg = arith.cmpi sge, %p, %pos : i64
  cf.assert %nonneg, "pair count is non-negative"
  %k = arith.constant 7 : i64
  %s:2 = call @swap_loop(%k) : (i64) -> (i64, i64)
  call @printI64(%s#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%s#1) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
