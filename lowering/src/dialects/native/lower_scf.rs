//! Native scf -> cf patterns (MLIR's SCFToControlFlow). Named from
//! `spec/conversion/scf_to_cf.td`.
