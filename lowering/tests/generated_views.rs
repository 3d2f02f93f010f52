//! Generated op views: builders, accessors (with spec defaults applied) and verifiers work
//! on IR built in Rust, not only on parsed text.

use descent::dialects::gen::arith::{AddIOp, IntegerOverflowFlags};
use descent::ir::{Body, OpRef, OperationState};

#[test]
fn builder_accessors_and_verifier() {
    let ctx = descent::dialects::context();
    let mut body = Body::new();
    let region = body.new_region();
    let block = body.new_block();
    body.push_block(region, block);
    let i32t = ctx.integer_type(32);
    let a = body.add_block_arg(block, i32t, None);
    let b = body.add_block_arg(block, i32t, None);
    let loc = ctx.common().unknown_loc;
    let st: OperationState = AddIOp::build(&ctx, loc, a, b, None, i32t);
    let op = body.create_op(st);
    body.append_op(block, op);
    let view = AddIOp::cast(OpRef::new(&ctx, &body, op)).expect("an arith.addi");
    assert_eq!(view.lhs(), a);
    assert_eq!(view.rhs(), b);
    assert_eq!(body.value_type(view.result()), i32t);
    // Not set by the builder: the accessor still sees the spec default (`none`).
    assert!(view.overflow_flags_attr().is_none());
    assert_eq!(view.overflow_flags(), Some(IntegerOverflowFlags(0)));
    let info = view.op().info().expect("registered");
    assert!((info.verify)(view.op()).is_ok());

    // A result of the wrong type fails the generated verifier with MLIR's message.
    let f32t = ctx.float_type(descent::ir::FloatKind::F32);
    let bad = body.create_op(AddIOp::build(&ctx, loc, a, b, None, f32t));
    body.append_op(block, bad);
    let err = (info.verify)(OpRef::new(&ctx, &body, bad)).unwrap_err();
    assert_eq!(err.message, "'arith.addi' op result #0 must be signless-integer-like, but got 'f32'");
}
