//! The native cf -> llvm pattern (MLIR's ControlFlowToLLVM): `cf.assert`, which splits
//! its block and calls the C runtime. Named from `spec/conversion/cf_to_llvm.td`; the
//! branches are rules there.

use crate::conversion::Rewriter;
use crate::ir::OpId;

/// `cf.assert %c, "msg"`: branch on `%c` to the rest of the block, or to a new block at
/// the end of the region that prints the message with `puts` and calls `abort`.
pub fn assert(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(cond) = rw.operand(op, 0) else { return false };
    let msg = rw.body.attr(op, ctx.ident("msg")).and_then(|a| ctx.str_value(a)).unwrap_or("").to_string();
    // The runtime functions are checked before the block is split, which cannot be undone.
    let (ptr, void) = (ctx.llvm_ptr(0), ctx.llvm_void());
    if !rw.runtime_function_fits("puts", ctx.llvm_func_type(void, &[ptr], false))
        || !rw.runtime_function_fits("abort", ctx.llvm_func_type(void, &[], false))
    {
        return false;
    }
    let here = rw.current_block();
    let Some(fail) = rw.append_block() else { return false };
    // The op itself moves with the continuation; it is erased below.
    let Some(cont) = rw.split_at_current() else { return false };
    rw.set_insertion(fail, None);
    let mut bytes = msg.into_bytes();
    bytes.push(0);
    let n = bytes.len() as u64;
    let addr = rw.string_global_address("assert_msg", bytes);
    let mut gep = rw.state("llvm.getelementptr");
    gep.operands.push(addr);
    gep.add_attr(ctx.ident("rawConstantIndices"), ctx.dense_i32_array(&[0]));
    gep.add_attr(ctx.ident("elem_type"), ctx.type_attr(ctx.llvm_array(n, ctx.common().i8)));
    gep.add_attr(ctx.ident("noWrapFlags"), ctx.integer_attr(ctx.common().i32, 0));
    gep.result_types.push(ptr);
    let p = rw.insert_value(gep);
    super::lower_func::call_declared_void(rw, "puts", &[p]);
    super::lower_func::call_declared_void(rw, "abort", &[]);
    let st = rw.state("llvm.unreachable");
    rw.insert(st);
    rw.set_insertion(here, None);
    let mut br = rw.state("llvm.cond_br");
    br.operands.push(cond);
    br.successors.extend([cont, fail]);
    br.add_attr(ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[1, 0, 0]));
    rw.insert(br);
    rw.erase_op(op);
    true
}
