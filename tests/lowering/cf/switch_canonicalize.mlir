// RUN-DESCENT: opt -canonicalize -allow-unregistered-dialect
// cf.switch canonicalization: only a default, cases matching the default, a constant flag,
// destinations that only branch on.
func.func @a(%x: i32, %y: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1(%y : i32)
  ]
^bb1(%r: i32):
  return %r : i32
}
func.func @b(%x: i32, %y: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1(%y : i32),
    42: ^bb1(%y : i32),
    43: ^bb2,
    44: ^bb1(%x : i32)
  ]
^bb1(%r: i32):
  return %r : i32
^bb2:
  return %x : i32
}
func.func @c(%y: i32) -> i32 {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1(%y : i32),
    42: ^bb1(%y : i32),
    43: ^bb2
  ]
^bb1(%r: i32):
  return %r : i32
^bb2:
  "foo.x"() : () -> ()
  return %c : i32
}
func.func @d(%x: i32, %y: i32, %z: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1,
    7: ^bb2(%y : i32)
  ]
^bb1:
  cf.br ^bb3(%z : i32)
^bb2(%q: i32):
  cf.br ^bb3(%q : i32)
^bb3(%r: i32):
  "foo.use"(%r) : (i32) -> ()
  "foo.use"(%r) : (i32) -> ()
  return %r : i32
}
