// RUN-DESCENT: opt
// Aliases are numbered in the order the printer meets them: scf.index_switch prints its
// cases before its default region (which it stores first).
func.func @f(%i: index, %n: index) -> index {
  %r = scf.index_switch %i -> index
  case 3 {
    %a = affine.min affine_map<(d0, d1) -> (-3, d1)>(%n, %n)
    scf.yield %a : index
  }
  default {
    %b = affine.max affine_map<(d0) -> (0, d0, (d0 ceildiv 5) ceildiv 4)>(%n)
    scf.yield %b : index
  }
  return %r : index
}
