// RUN-DESCENT: opt --no-implicit-module --mlir-print-skip-regions --mlir-print-op-generic
// Regions print as {...}, in the generic form too.
func.func @f(%n: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%a2 = %acc) -> f32 {
      %v = memref.load %m[%j] : memref<?xf32>
      %w = arith.addf %a2, %v : f32
      scf.yield %w : f32
    }
    %b = arith.constant true
    %t = scf.if %b -> f32 {
      scf.yield %s : f32
    } else {
      scf.yield %acc : f32
    }
    scf.yield %t : f32
  }
  cf.br ^bb1(%r : f32)
^bb1(%x: f32):
  return %x : f32
}
