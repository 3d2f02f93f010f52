//! The state the debug-info import keeps per module and per function (see `debug.rs`),
//! apart from the importer that holds it, so that the importer's fields do not make it
//! depend on the translation code.

use descent_ir::Attribute;
use rustc_hash::FxHashMap;

use crate::ast::Md;

/// Per-module state of the debug-info import.
#[derive(Default)]
pub(crate) struct DebugState {
    /// Translated nodes by their metadata name (`None`: not representable).
    pub(crate) cache: FxHashMap<String, Option<Attribute>>,
    /// The `distinct[N]<>` id of each distinct node that has one, by name.
    pub(crate) ids: FxHashMap<String, Attribute>,
    /// The `recId` of each recursive node met inside itself, by name.
    pub(crate) rec_ids: FxHashMap<String, Attribute>,
    /// The nodes being translated: name, the lowest stack index a cycle from inside it
    /// reached (its result depends on that node), whether it was met inside itself.
    pub(crate) stack: Vec<(String, usize, bool)>,
    /// Locations by DILocation name.
    pub(crate) locs: FxHashMap<String, Attribute>,
    /// LLVM's metadata numbers (for warnings that quote a record), computed on first use.
    pub(crate) slots: Option<crate::debug_text::Slots>,
    /// The module's debug info is dropped: LLVM's parser strips it from a module whose
    /// "Debug Info Version" flag is missing or not 3.
    pub(crate) stripped: bool,
}

/// A `llvm.dbg.declare`/`value`/`assign` call (or record) kept until the function's other
/// instructions are imported: MLIR places its op right after the value's definition (and
/// warns about the ones it drops).
pub(crate) struct PendingDbg {
    /// `declare`, `value` or `assign` (dropped, as MLIR does).
    pub(crate) kind: &'static str,
    /// The operands: the value, the variable, the expression (then those of an assign).
    pub(crate) args: Vec<Md>,
    /// The `!dbg` location node.
    pub(crate) dbg: Option<Md>,
    /// The op's location.
    pub(crate) loc: Attribute,
}
