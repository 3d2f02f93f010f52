// RUN-DESCENT: opt --convert-to-llvm
// Under -convert-to-llvm the branch patterns convert the signatures of the other blocks
// before their ops fold: their index arguments are no symbols then either.
func.func @dims(%a: index, %b: index) -> i32 {
  %r = affine.if affine_set<(d0, d1)[] : (d1 >= 0, d0 - 3 >= 0)>(%a, %b)[] -> i32 {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  } else {
    %c = arith.constant 2 : i32
    affine.yield %c : i32
  }
  %s = arith.addi %a, %b : index
  %t = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%s, %a)
  %u = arith.index_cast %t : index to i32
  %v = arith.addi %r, %u : i32
  return %v : i32
}

// Other blocks keep their arguments: a block argument is a symbol.
func.func @blocks(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %r = affine.if affine_set<(d0, d1)[] : (d1 - 5 >= 0)>(%n, %i)[] -> i32 {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  } else {
    %c = arith.constant 2 : i32
    affine.yield %c : i32
  }
  return %r : i32
}

llvm.func @already(%x: i64) -> i32 {
  %a = builtin.unrealized_conversion_cast %x : i64 to index
  %r = affine.if affine_set<(d0)[] : (d0 >= 0)>(%a)[] -> i32 {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  } else {
    %c = arith.constant 2 : i32
    affine.yield %c : i32
  }
  llvm.return %r : i32
}
