//! The LLVM dialect's own passes, as MLIR's: `-llvm-request-c-wrappers` (every
//! `func.func` asks for its C wrapper), `-llvm-add-comdats` (linkonce functions get a
//! comdat of their own name) and `-llvm-legalize-for-export` (no terminator branches to one
//! block twice: later occurrences go through a new block holding an `llvm.br`).

use smallvec::SmallVec;

use crate::dialects::gen::llvm;
use crate::dialects::gen::llvm_enums::LLVM_COMDAT_ATTR_ENUM;
use crate::ir::{AttrData, BlockId, Body, Context, OpId, RegionId, Value};

/// What a native pass gets: the module's body and its regions.
pub type NativePassFn = fn(&Context, &mut Body, &[RegionId]);

/// `-llvm-request-c-wrappers`: sets `llvm.emit_c_interface` on every `func.func`.
pub fn request_c_wrappers(ctx: &Context, body: &mut Body, regions: &[RegionId]) {
    let name = ctx.ident("llvm.emit_c_interface");
    for op in top_level_ops(body, regions) {
        if ctx.ident_str(body.op(op).name.ident) == "func.func" {
            body.set_attr(op, name, ctx.unit_attr());
        }
    }
}

fn top_level_ops(body: &Body, regions: &[RegionId]) -> Vec<OpId> {
    regions
        .iter()
        .flat_map(|&r| body.region(r).blocks.iter().flat_map(|&b| body.block_ops(b)).collect::<Vec<_>>())
        .collect()
}

/// The case keyword of an enum attribute.
fn enum_keyword(ctx: &Context, a: crate::ir::Attribute) -> Option<&'static str> {
    match ctx.attr_data(a) {
        AttrData::Enum { def, value } => def.0.cases.iter().find(|c| c.1 == *value).map(|c| c.0),
        _ => None,
    }
}

/// `-llvm-add-comdats`: each `linkonce`/`linkonce_odr` `llvm.func` of the module gets the
/// comdat `@__llvm_comdat::@<name>` (selection `any`), in an `llvm.comdat @__llvm_comdat`
/// created at the start of the module when there is none.
pub fn add_comdats(ctx: &Context, body: &mut Body, regions: &[RegionId]) {
    const TABLE: &str = "__llvm_comdat";
    let Some(&region) = regions.first() else { return };
    let Some(module_block) = body.entry_block(region) else { return };
    let linkage = ctx.ident("linkage");
    let sym_name = ctx.ident("sym_name");
    let mut table: Option<(OpId, BlockId)> = None;
    for op in top_level_ops(body, regions) {
        let name = ctx.ident_str(body.op(op).name.ident);
        if name == "llvm.comdat" && body.attr(op, sym_name).and_then(|a| ctx.str_value(a)) == Some(TABLE) {
            let inner = body.regions_body(op);
            if let Some(b) = body.op(op).regions.first().and_then(|&r| inner.entry_block(r)) {
                if body.op(op).nested.is_none() {
                    table = Some((op, b));
                }
            }
        }
    }
    for op in top_level_ops(body, regions) {
        if ctx.ident_str(body.op(op).name.ident) != "llvm.func" {
            continue;
        }
        let kw = body.attr(op, linkage).and_then(|a| enum_keyword(ctx, a));
        if !matches!(kw, Some("linkonce" | "linkonce_odr")) {
            continue;
        }
        let Some(fname) = body.attr(op, sym_name).and_then(|a| ctx.str_value(a)).map(str::to_string) else {
            continue;
        };
        let loc = body.op(op).loc;
        let (_, block) = *table.get_or_insert_with(|| {
            let module_loc = loc;
            let r = body.new_region();
            let b = body.new_block();
            body.push_block(r, b);
            let mut st = llvm::ComdatOp::build(ctx, module_loc, Some(ctx.string_attr(TABLE)));
            st.regions.push(r);
            let c = body.create_op(st);
            let first = body.block(module_block).first;
            body.insert_op(module_block, first, c);
            (c, b)
        });
        let any = LLVM_COMDAT_ATTR_ENUM.cases.iter().find(|c| c.0 == "any").map_or(0, |c| c.1);
        let st = llvm::ComdatSelectorOp::build(
            ctx,
            loc,
            Some(ctx.string_attr(&fname)),
            Some(ctx.enum_attr(&LLVM_COMDAT_ATTR_ENUM, any)),
        );
        let sel = body.create_op(st);
        let first = body.block(block).first;
        body.insert_op(block, first, sel);
        let sym =
            ctx.intern_attr(AttrData::SymbolRef { root: ctx.ident(TABLE), nested: vec![ctx.ident(&fname)].into() });
        body.set_attr(op, ctx.ident("comdat"), sym);
    }
}

/// `-llvm-legalize-for-export`: in every region of the module (functions included), a
/// terminator that names a block a second time branches there through a new block (at the
/// region's end) taking the same arguments.
pub fn legalize_for_export(ctx: &Context, body: &mut Body, regions: &[RegionId]) {
    distinct_successors(ctx, body, regions);
}

fn distinct_successors(ctx: &Context, body: &mut Body, regions: &[RegionId]) {
    for &r in regions {
        for b in body.region(r).blocks.clone() {
            if let Some(t) = body.terminator(b) {
                split_repeated_successors(ctx, body, r, t);
            }
            for op in body.block_ops(b).collect::<Vec<_>>() {
                if body.op(op).nested.is_none() {
                    let inner: SmallVec<[RegionId; 2]> = body.op(op).regions.iter().copied().collect();
                    distinct_successors(ctx, body, &inner);
                }
            }
        }
    }
    for (_, rs, inner) in body.isolated_children_mut() {
        distinct_successors(ctx, inner, &rs);
    }
}

fn split_repeated_successors(ctx: &Context, body: &mut Body, region: RegionId, term: OpId) {
    let succs: SmallVec<[BlockId; 2]> = body.op(term).successors.iter().copied().collect();
    if succs.len() < 2 {
        return;
    }
    let loc = body.op(term).loc;
    for (i, &s) in succs.iter().enumerate() {
        if !succs[..i].contains(&s) {
            continue;
        }
        let dummy = body.new_block();
        body.push_block(region, dummy);
        let args: Vec<Value> = body
            .block(s)
            .args
            .clone()
            .into_iter()
            .map(|a| {
                let (ty, l) = (body.value_type(a), body.value(a).loc);
                body.add_block_arg(dummy, ty, l)
            })
            .collect();
        let st = llvm::BrOp::build(ctx, loc, &args, None, s);
        let br = body.create_op(st);
        body.append_op(dummy, br);
        body.op_mut(term).successors[i] = dummy;
    }
}
