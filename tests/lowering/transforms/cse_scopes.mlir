// RUN-DESCENT: opt -cse -allow-unregistered-dialect
// CSE across the dominator tree, commutative operands, regions compared structurally,
// reads replaced only with no write between, and fresh scopes in isolated and
// unregistered ops.
func.func @dom(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.muli %0, %1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %3 = arith.addi %a, %b : i32
  %4 = arith.muli %3, %3 : i32
  cf.br ^bb3(%4 : i32)
^bb2:
  %5 = arith.muli %0, %0 : i32
  %6 = arith.subi %a, %b : i32
  cf.br ^bb3(%6 : i32)
^bb3(%r: i32):
  %7 = arith.subi %a, %b : i32
  %8 = arith.addi %r, %7 : i32
  return %8, %2 : i32, i32
}

func.func @regions(%c: i1, %x: f32) -> (f32, f32) {
  %0 = scf.if %c -> f32 {
    %e = math.exp %x : f32
    scf.yield %e : f32
  } else {
    scf.yield %x : f32
  }
  %1 = scf.if %c -> f32 {
    %e = math.exp %x : f32
    scf.yield %e : f32
  } else {
    scf.yield %x : f32
  }
  return %0, %1 : f32, f32
}

func.func @reads(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %2 = memref.load %m[%i] : memref<4xf32>
  %3 = memref.load %m[%i] : memref<4xf32>
  %dead = memref.load %m[%i] : memref<4xf32>
  %alloc = memref.alloc() : memref<8xf32>
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

func.func @nested(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  "foo.op"() ({
    %c1_0 = arith.constant 1 : i32
    "foo.use"(%c1_0) : (i32) -> ()
  }) : () -> ()
  scf.execute_region {
    %c1_1 = arith.constant 1 : i32
    "foo.use"(%c1_1) : (i32) -> ()
    scf.yield
  }
  %y = arith.addi %x, %c1 : i32
  %z = arith.addi %x, %c1 : i32
  %w = arith.addi %y, %z : i32
  return %w : i32
}
