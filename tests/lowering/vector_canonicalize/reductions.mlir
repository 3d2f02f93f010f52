// RUN-DESCENT: opt --canonicalize
// Reductions over one element or over unit dims are the arith op with the accumulator; a
// contraction into a zero accumulator absorbs the addition after it.

#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>

func.func @reductions(%v: vector<1xi32>, %acc: i32, %f: vector<1xf32>, %g: vector<f32>, %m: vector<3x1xf32>, %ma: vector<3xf32>) -> (i32, i32, f32, f32, vector<3xf32>) {
  %a = vector.reduction <maxsi>, %v, %acc : vector<1xi32> into i32
  %b = vector.reduction <xor>, %v : vector<1xi32> into i32
  %f2 = arith.constant 2.0 : f32
  %c = vector.reduction <mul>, %f, %f2 fastmath<fast> : vector<1xf32> into f32
  %d = vector.reduction <add>, %g : vector<f32> into f32
  %e = vector.multi_reduction <minimumf>, %m, %ma [1] : vector<3x1xf32> to vector<3xf32>
  return %a, %b, %c, %d, %e : i32, i32, f32, f32, vector<3xf32>
}

func.func @contract_add(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %z = arith.constant dense<0.0> : vector<2x2xf32>
  %p = vector.contract {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %z : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %r = arith.addf %c, %p : vector<2x2xf32>
  return %r : vector<2x2xf32>
}

func.func @masked(%v: vector<1xi32>, %acc: i32, %m: vector<1xi1>, %s: vector<4x1xf32>, %a: vector<4xf32>, %sm: vector<4x1xi1>) -> (i32, vector<4xf32>) {
  %r = vector.mask %m { vector.reduction <add>, %v, %acc : vector<1xi32> into i32 } : vector<1xi1> -> i32
  %q = vector.mask %sm { vector.multi_reduction <maxnumf>, %s, %a [1] : vector<4x1xf32> to vector<4xf32> } : vector<4x1xi1> -> vector<4xf32>
  return %r, %q : i32, vector<4xf32>
}
