//! Module-wide facts a function's translation needs: the data layout and the globals
//! (kept apart from the module skeleton so that function translation does not depend on it).

use rustc_hash::FxHashMap;

use super::types::DataLayout;
use crate::ir::{Body, Context, OpRef, Type};
use crate::ods;

/// Module-wide facts functions need while they are translated.
pub struct ModuleInfo {
    /// The module's data layout (from `llvm.data_layout` or `dlti.dl_spec`; LLVM's defaults
    /// without either).
    pub dl: DataLayout,
    /// Global variables and their types (constant offsets inside them are in bounds).
    pub globals: FxHashMap<String, Type>,
    /// The debug-info global variable expressions of each compile unit.
    pub di_globals: super::debuginfo::GlobalsOfUnits,
}

impl ModuleInfo {
    /// Records the `llvm.mlir.global`s of a module body.
    pub fn collect_globals(&mut self, ctx: &Context, mbody: &Body, regions: &[crate::ir::RegionId]) {
        for &r in regions {
            for &b in &mbody.region(r).blocks {
                for o in mbody.block_ops(b) {
                    let op = OpRef::new(ctx, mbody, o);
                    if op.name() == "llvm.mlir.global" {
                        if let Some(crate::ir::AttrData::Array(exprs)) = op.attr("dbg_exprs").map(|a| ctx.attr_data(a))
                        {
                            for &gve in exprs.iter() {
                                let Some(cu) = super::debuginfo::unit_of_global(ctx, gve) else { continue };
                                match self.di_globals.iter_mut().find(|(c, _)| *c == cu) {
                                    Some((_, list)) => list.push(gve),
                                    None => self.di_globals.push((cu, vec![gve])),
                                }
                            }
                        }
                        if let (Some(n), Some(t)) = (ods::attr_str(op, "sym_name"), ods::attr_type(op, "global_type")) {
                            self.globals.insert(n.to_string(), t);
                        }
                    }
                }
            }
        }
    }
}
