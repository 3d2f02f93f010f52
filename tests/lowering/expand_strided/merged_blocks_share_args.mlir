// RUN-DESCENT: opt --expand-strided-metadata
// Identical blocks merged by the pass's region simplification: operands that differ
// between the blocks become leader arguments, and two of them that receive the same
// value from every merged block are one argument (MLIR's pruneRedundantArguments).
func.func private @use(i32, i32, i32) -> i32
func.func @f(%sel: i32, %p: i32, %q: i32) -> i32 {
  cf.switch %sel : i32, [
    default: ^a,
    1: ^b,
    2: ^c
  ]
^a:
  %x = func.call @use(%p, %p, %q) : (i32, i32, i32) -> i32
  cf.br ^done(%x : i32)
^b:
  %y = func.call @use(%q, %q, %q) : (i32, i32, i32) -> i32
  cf.br ^done(%y : i32)
^c:
  %z = func.call @use(%p, %p, %p) : (i32, i32, i32) -> i32
  cf.br ^done(%z : i32)
^done(%r: i32):
  return %r : i32
}
