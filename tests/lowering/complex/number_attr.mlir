// RUN-DESCENT: opt
// `#complex.number<:T re, im>`, printed as MLIR prints it: its parts as floats of the
// element type, and its type.
func.func @numbers() attributes {a = #complex.number<:f64 1.0, 0.0>, b = #complex.number<:f32 -0.1, 3.0> : complex<f32>, c = #complex.number<:f16 65504.0, -2.5e-3>, d = [#complex.number<:bf16 1.5, -1.5>]} {
  "test.number_attr"() {attr = #complex.number<:f32 1.0, 0.0>} : () -> ()
  return
}
