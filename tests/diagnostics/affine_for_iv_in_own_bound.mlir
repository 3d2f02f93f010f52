#map0 = affine_map<(d0) -> (d0 floordiv 4)>
func.func @reference_to_iv_in_bound() {
  affine.for %i0 = #map0(%i0) to 10 {
  }
  return
}
