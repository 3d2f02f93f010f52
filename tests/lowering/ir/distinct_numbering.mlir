// RUN-DESCENT: opt --allow-unregistered-dialect
// distinct[N] attributes are renumbered in the order the printer meets them: attribute
// dictionaries in name order, whatever order the names were first seen in.
#a = distinct[5]<42 : i32>
"foo.op"() {x = #a, y = distinct[5]<42 : i32>, z = distinct[7]<>, w = distinct[9]<[1, 2]>} : () -> ()
"foo.op"() {b = distinct[11]<"s">, a = distinct[12]<unit>} : () -> ()
