// RUN-DESCENT: opt --convert-scf-to-cf
// scf.while: "before" blocks end in a cf.cond_br to "after" or out of the loop; a loop
// whose "after" region only forwards its arguments (do-while) branches back to "before"
// directly.
func.func @general(%init: i32, %lim: i32) -> f32 {
  %r = scf.while (%a = %init) : (i32) -> f32 {
    %c = arith.cmpi slt, %a, %lim : i32
    %f = arith.sitofp %a : i32 to f32
    scf.condition(%c) %f : f32
  } do {
  ^bb0(%f: f32):
    %i = arith.fptosi %f : f32 to i32
    %one = arith.constant 1 : i32
    %n = arith.addi %i, %one : i32
    scf.yield %n : i32
  }
  return %r : f32
}

func.func @do_while(%init: i32, %lim: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %one = arith.constant 1 : i32
    %n = arith.addi %a, %one : i32
    %c = arith.cmpi slt, %n, %lim : i32
    scf.condition(%c) %n : i32
  } do {
  ^bb0(%x: i32):
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @swapped(%a: i32, %b: i64, %c: i1) -> (i64, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%p: i64, %q: i32):
    scf.yield %q, %p : i32, i64
  }
  return %r#0, %r#1 : i64, i32
}

func.func @no_args(%c: i1, %m: memref<i32>, %v: i32) {
  scf.while : () -> () {
    memref.store %v, %m[] : memref<i32>
    scf.condition(%c)
  } do {
    memref.store %v, %m[] : memref<i32>
    scf.yield
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {llvm.foo = #llvm.linkage<internal>}
  return
}

func.func @nested(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %n) : (index) -> index {
    %d = arith.cmpi sgt, %i, %c0 : index
    scf.if %d {
      memref.store %i, %m[%i] : memref<?xindex>
    }
    scf.condition(%d) %i : index
  } do {
  ^bb0(%j: index):
    scf.for %k = %c0 to %j step %c1 {
      memref.store %k, %m[%k] : memref<?xindex>
    }
    %next = arith.subi %j, %c1 : index
    scf.yield %next : index
  }
  return
}

func.func @do_while_attrs(%c: i1, %a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %y = arith.muli %x, %x : i32
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  } attributes {llvm.foo = #llvm.linkage<internal>}
  return %r : i32
}
