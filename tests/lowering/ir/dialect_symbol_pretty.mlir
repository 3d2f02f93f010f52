// RUN-DESCENT: opt --allow-unregistered-dialect
// Opaque types and attributes of unregistered dialects print in the pretty form
// `!dialect.symbol` whenever the symbol is an identifier (with an optional `<...>` tail),
// however they were written; other symbols keep the bracketed form.
func.func @types() -> !bar<> {
  %0 = "foo"() : () -> !bar<>
  %1 = "foo"() : () -> !bar<baz>
  %2 = "foo"() : () -> !bar<baz.qux_1<i32, "x>">>
  %3 = "foo"() : () -> !bar<"quoted">
  %4 = "foo"() : () -> !bar<1x>
  %5 = "foo"() : () -> !bar<f(i32) -> i32>
  %6 = "foo"() : () -> !bar.pretty<a>
  return %0 : !bar<>
}
func.func @attrs() {
  "foo"() {a = #bar<baz>, b = #bar<"s">, c = #bar<baz> : i32, d = #bar<x<y>>, e = #bar.q<1>, f = #bar<>} : () -> ()
  return
}
