// RUN-DESCENT: opt --allow-unregistered-dialect
// The single-block regions of an unregistered op may be graph regions (MLIR's
// mayBeGraphRegion): their ops may use results defined later in the block, also from
// nested regions. Regions of several blocks and registered ops keep SSA dominance.
"u.graph"() ({
  %1 = "foo"(%1, %2) : (i64, i64) -> i64
  %2 = "bar"(%1) : (i64) -> i64
  "u.nested"() ({
    "u.use"(%3) : (i64) -> ()
  }) : () -> ()
  %3 = "baz"() : () -> i64
  "u.terminator"() : () -> ()
}) {sym_name = "g"} : () -> ()
func.func @f() {
  "u.op"() ({
    %a = "foo"(%b) : (i64) -> i64
    %b = "bar"(%a) : (i64) -> i64
    "u.t"() : () -> ()
  }) : () -> ()
  return
}
