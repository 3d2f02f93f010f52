// RUN-DESCENT: opt --allow-unregistered-dialect
// A distinct attribute's referenced attribute prints with its own aliases (a map, a
// nested distinct attribute), which puts the distinct alias after them.
#m = affine_map<(d0) -> (d0 + 1)>
#d = distinct[3]<#m>
"foo.op"() {a = #d, b = [distinct[4]<#m>, distinct[5]<{x = 1}>], c = {k = distinct[6]<"s">}} : () -> ()
"foo.op"() {a = distinct[7]<distinct[8]<1 : i8>>} : () -> ()
