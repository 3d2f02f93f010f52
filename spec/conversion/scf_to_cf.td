// scf -> cf: the patterns of `-convert-scf-to-cf` (MLIR's SCFToControlFlow). Each one
// splits the enclosing block and moves the op's regions into it, which is native code
// (`lowering/dialects/src/dialects/native/lower_scf.rs`). MLIR 22 lowers scf.parallel through
// nested scf.for loops and scf.forall (without shared outputs) through scf.parallel; the
// do-while form of scf.while has its own pattern, tried first.

include "dialects/scf.td"

let target = "cf" in {
  def : NativePattern<SCF_ForallOp, "lower_scf::forall">;
  def : NativePattern<SCF_ForOp, "lower_scf::for_op">;
  def : NativePattern<SCF_IfOp, "lower_scf::if_op">;
  def : NativePattern<SCF_ParallelOp, "lower_scf::parallel">;
  def : NativePattern<SCF_WhileOp, "lower_scf::while_op">;
  def : NativePattern<SCF_WhileOp, "lower_scf::do_while", 2>;
  def : NativePattern<SCF_ExecuteRegionOp, "lower_scf::execute_region">;
  def : NativePattern<SCF_IndexSwitchOp, "lower_scf::index_switch">;
}
