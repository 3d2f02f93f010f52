// RUN-DESCENT: opt --canonicalize
// A sum in an affine map that adds up every result of one affine.delinearize_index times
// its stride is the delinearized index again (a part of MLIR 22's map composition); the
// sum must be there as written, with a static basis and all the results.
func.func @whole(%i: index, %m: memref<?xindex>) {
  %d:3 = affine.delinearize_index %i into (6, 7) : index, index, index
  %a = affine.apply affine_map<()[s0, s1, s2] -> (s2 * 42 + s0 + s1 * 7)>()[%d#2, %d#1, %d#0]
  memref.store %a, %m[%a] : memref<?xindex>
  return
}
func.func @with_rest(%i: index, %j: index, %m: memref<?xindex>) {
  %d:2 = affine.delinearize_index %i into (3, 9) : index, index
  %a = affine.apply affine_map<()[s0, s1, s2] -> (s0 * 9 + s2 - 4 + s1)>()[%d#0, %d#1, %j]
  %b = affine.apply affine_map<()[s0, s1] -> ((s0 * 9 + s1) * 3 + (s1 + s0 * 9) floordiv 2)>()[%d#0, %d#1]
  memref.store %a, %m[%b] : memref<?xindex>
  return
}
func.func @in_loop(%m: memref<?xindex>) {
  affine.for %i = 0 to 30 {
    %d:2 = affine.delinearize_index %i into (5, 6) : index, index
    %a = affine.apply affine_map<(d0, d1) -> (d1 + d0 * 6 + 1)>(%d#0, %d#1)
    memref.store %a, %m[%a] : memref<?xindex>
  }
  return
}
func.func @two(%i: index, %j: index, %m: memref<?xindex>) {
  %d:2 = affine.delinearize_index %i into (10) : index, index
  %e:2 = affine.delinearize_index %j into (4) : index, index
  %a = affine.min affine_map<()[s0, s1, s2, s3] -> (s1 * 10 + s0 + s2 + s3 * 4, 100)>()[%d#1, %d#0, %e#1, %e#0]
  memref.store %a, %m[%a] : memref<?xindex>
  return
}
func.func @kept(%i: index, %n: index, %m: memref<?xindex>) {
  %d:2 = affine.delinearize_index %i into (10) : index, index
  %e:2 = affine.delinearize_index %i into (%n) : index, index
  %f:3 = affine.delinearize_index %i into (2, 5) : index, index, index
  %a = affine.apply affine_map<()[s0, s1] -> (s0 * 2 + s1 * 10)>()[%d#1, %d#0]
  %b = affine.apply affine_map<()[s0, s1] -> (-s0 - s1 * 10)>()[%d#1, %d#0]
  %c = affine.apply affine_map<()[s0, s1, s2] -> (s0 + s1 * s2)>()[%e#1, %e#0, %n]
  %g = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 5)>()[%f#2, %f#1]
  memref.store %a, %m[%b] : memref<?xindex>
  memref.store %c, %m[%g] : memref<?xindex>
  return
}
