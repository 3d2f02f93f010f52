// RUN-DESCENT: opt --allow-unregistered-dialect --mlir-print-debuginfo
// Location aliases are numbered in print order (the module's own location first), also
// when a location is first used as an attribute; an affine.for induction variable prints
// its location.
#set = affine_set<(d0) : (d0 - 1 >= 0)>
func.func @f(%n: index) {
  affine.for %i loc("iv") = 0 to 8 {
    affine.if #set(%i) {
      "foo.a"() : () -> () loc("a")
    } loc(fused<"p">["a", "b"])
  } loc(callsite("c" at "file.cc":3:4))
  return
}
func.func private @g(i1 {x.loc = loc("first_as_attr")}) loc("g")
"foo.b"() : () -> () loc("first_as_attr")
