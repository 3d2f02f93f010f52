//! Native cf -> llvm patterns (MLIR's ControlFlowToLLVM): branches keep their shape,
//! their operands are converted and the argument types of their successor blocks with
//! them. Named from `spec/conversion/cf_to_llvm.td`.

use smallvec::SmallVec;

use crate::conversion::Rewriter;
use crate::ir::{BlockId, OpId};

/// Converts every successor's signature; `false` if a type has no conversion.
fn convert_successors(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let succs: SmallVec<[BlockId; 4]> = rw.body.op(op).successors.iter().copied().collect();
    succs.into_iter().all(|b| rw.convert_successor(b).is_some())
}

/// The branch rebuilt as `name` with converted operands, the same successors and all its
/// attributes (the LLVM branches name theirs alike; discardable ones such as
/// `llvm.loop_annotation` carry over as in MLIR).
fn rebuild(rw: &mut Rewriter<'_, '_>, op: OpId, name: &str) -> bool {
    if !convert_successors(rw, op) {
        return false;
    }
    let Some(vals) = rw.operands(op) else { return false };
    let mut st = rw.state(name);
    st.operands.extend_from_slice(&vals);
    st.successors.extend(rw.body.op(op).successors.iter().copied());
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}

/// `cf.br` -> `llvm.br` with converted operands and successor signatures.
pub fn br(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    rebuild(rw, op, "llvm.br")
}

/// `cf.cond_br` -> `llvm.cond_br` with converted operands and successor signatures.
pub fn cond_br(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    rebuild(rw, op, "llvm.cond_br")
}

/// `cf.switch` -> `llvm.switch` with converted operands and successor signatures.
pub fn switch(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    rebuild(rw, op, "llvm.switch")
}

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
