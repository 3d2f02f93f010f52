#map = affine_map<(d0) -> (d0)>
func.func @e(%N: index) {
  affine.for %i = #map to 10 {
  }
  return
}
