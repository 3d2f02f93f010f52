//! The patterns of MLIR's `-test-llvm-legalize-patterns` (its test library's
//! `TestLLVMLegalizePatternsPass`), which upstream's type-conversion tests run beside the
//! func, arith and cf lowerings: `test.direct_replacement` is replaced by its operands,
//! and a `func.func` marked `is_legal` is left as it is (its body still converts). Only
//! that pass applies them. (Its test type converter's `i17 -> (i18, i18)` rule is not
//! implemented: those tests still fail.)
//!
//! Also the test dialect's native hooks: the memory effects `test.side_effect_op` lists.

use smallvec::SmallVec;

use crate::conversion::descriptor;
use crate::conversion::{Pattern, Rewriter};
use crate::dialects::gen::builtin;
use crate::ir::{OpId, Value};

const DEFINED_AT: crate::ir::SpecPos = crate::ir::SpecPos { file: file!(), line: &line!() };

/// Registers the test patterns with the `test` dialect (`onRegister`).
pub fn on_register(ctx: &crate::ir::Context) {
    crate::conversion::register_patterns(ctx, TEST_PATTERNS);
}

/// The test patterns, tagged with the dialect `test`.
pub static TEST_PATTERNS: &[Pattern] = &[
    Pattern {
        root: "test.direct_replacement",
        dialect: "test",
        target: "llvm",
        also_targets: &[],
        name: "TestDirectReplacementOp",
        defined_at: DEFINED_AT,
        benefit: 1,
        apply: direct_replacement,
    },
    Pattern {
        root: "func.func",
        dialect: "test",
        target: "llvm",
        also_targets: &[],
        name: "LegalFuncOp",
        defined_at: DEFINED_AT,
        // Ahead of the func.func lowering: legality is decided before any pattern.
        benefit: 100,
        apply: legal_func,
    },
];

/// A function marked `is_legal` is legal: it stays a `func.func`.
fn legal_func(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    rw.body.attr(op, rw.ctx.ident("is_legal")).is_some()
}

/// The single result becomes the operands. Its remaining users see them through the
/// LLVM type converter's materialization: a memref descriptor built from fields of the
/// right types, else a plain cast of all of them.
fn direct_replacement(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    if rw.body.op(op).num_results != 1 {
        return false;
    }
    let Some(values) = rw.operands(op) else { return false };
    let result = rw.body.result(op, 0);
    let ty = rw.value_type(result);
    let v = materialize(rw, &values, ty);
    rw.replace_op(op, &[v]);
    true
}

fn materialize(rw: &mut Rewriter<'_, '_>, values: &[Value], ty: crate::ir::Type) -> Value {
    if let (Some(rank), Some(desc)) = (descriptor::memref_rank(rw, ty), rw.convert_type(ty)) {
        let fields = descriptor_field_types(rw, desc, rank);
        let types: SmallVec<[crate::ir::Type; 8]> = values.iter().map(|&v| rw.value_type(v)).collect();
        if fields.as_slice() == types.as_slice() {
            if let Some(d) = descriptor::pack(rw, desc, rank, values) {
                let st = builtin::UnrealizedConversionCastOp::build(rw.ctx, rw.loc, &[d], &[ty]);
                return rw.insert_value(st);
            }
        }
    }
    let st = builtin::UnrealizedConversionCastOp::build(rw.ctx, rw.loc, values, &[ty]);
    rw.insert_value(st)
}

/// The types of a descriptor's fields in argument order.
fn descriptor_field_types(
    rw: &Rewriter<'_, '_>,
    desc: crate::ir::Type,
    rank: Option<usize>,
) -> SmallVec<[crate::ir::Type; 8]> {
    let ctx = rw.ctx;
    descriptor::argument_positions(rank)
        .iter()
        .filter_map(|pos| crate::dialects::native::llvm::directives::element_type_at(ctx, desc, pos).ok())
        .collect()
}

/// The memory effects of `test.side_effect_op` (MLIR's test `SideEffectOp::getEffects`):
/// one per entry of its `effects` array, `{effect = "read" | "write" | "allocate" |
/// "free", ...}`; none without the array. Resources are not told apart.
pub fn side_effect_op_effects(op: crate::ir::OpRef<'_>) -> crate::ir::MemoryEffects {
    use crate::ir::AttrData;
    let ctx = op.ctx;
    let mut e = crate::ir::MemoryEffects::default();
    let Some(list) = op.attr("effects") else { return e };
    let AttrData::Array(items) = ctx.attr_data(list) else { return e };
    let effect = ctx.ident("effect");
    for &item in items.iter() {
        let AttrData::Dictionary(entries) = ctx.attr_data(item) else { continue };
        let Some(kind) = entries.iter().find(|a| a.name == effect).and_then(|a| ctx.str_value(a.value)) else {
            continue;
        };
        match kind {
            "read" => e.read = true,
            "write" => e.write = true,
            "allocate" => e.alloc = true,
            "free" => e.free = true,
            _ => {}
        }
    }
    e
}
