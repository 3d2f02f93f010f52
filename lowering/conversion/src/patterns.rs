//! Pattern tables: every rewrite the specs define, indexed by root op for a pass.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::ir::{Context, Ident};
use crate::rewriter::Pattern;

/// Makes a crate's generated pattern table (a spec module's `PATTERNS`) available to the
/// conversion passes run with `ctx`.
pub fn register_patterns(ctx: &Context, table: &'static [Pattern]) {
    crate::registered::register_table(ctx, table);
}

/// The patterns of a pass, by root op name, highest benefit first (declaration order
/// among equals).
#[derive(Default)]
pub struct PatternSet {
    by_root: FxHashMap<Ident, SmallVec<[&'static Pattern; 2]>>,
    /// The dialect the patterns produce: its ops are legal (`llvm`, `arith`, ...).
    target: String,
    /// Some pattern converts an op with successors (a branch), which converts the
    /// signatures of the blocks it jumps to.
    converts_branches: bool,
}

impl PatternSet {
    /// The spec patterns (Descent's and those registered with the context) producing
    /// `target` (as their target or one of their `alsoTargets`) from the dialects `keep`
    /// accepts.
    pub fn from_specs(ctx: &Context, target: &str, keep: impl Fn(&str) -> bool) -> PatternSet {
        let mut set = PatternSet { target: target.to_string(), ..PatternSet::default() };
        set.add_specs(ctx, target, keep);
        set
    }

    /// Adds the spec patterns producing `target` from the dialects `keep` accepts, to
    /// a set whose own target stays (a pass that also applies another step's rules).
    pub fn add_specs(&mut self, ctx: &Context, target: &str, keep: impl Fn(&str) -> bool) {
        for table in crate::registered::registered_tables::<Pattern>(ctx) {
            for p in table.iter() {
                if (p.target == target || p.also_targets.contains(&target)) && keep(p.dialect) {
                    self.add(ctx, p);
                }
            }
        }
    }

    /// Adds `p` among its root op's patterns, after those of equal or higher benefit.
    pub fn add(&mut self, ctx: &Context, p: &'static Pattern) {
        let root = ctx.ident(p.root);
        self.converts_branches |= ctx.lookup_op(root).is_some_and(|i| i.successors > 0 || i.variadic_successors);
        let v = self.by_root.entry(root).or_default();
        let at = v.iter().position(|q| q.benefit < p.benefit).unwrap_or(v.len());
        v.insert(at, p);
    }

    /// The patterns for the op named `name`, in the order they are tried; `None` when
    /// the set has none.
    pub fn lookup(&self, name: Ident) -> Option<&[&'static Pattern]> {
        self.by_root.get(&name).map(|v| v.as_slice())
    }

    /// Whether an op the conversion creates (a folded constant) is done: of the produced
    /// dialect, or one that a pattern of the set converts in turn.
    pub fn accepts(&self, ctx: &Context, name: Ident) -> bool {
        self.lookup(name).is_some() || ctx.lookup_op(name).is_some_and(|i| i.dialect == self.target)
    }

    /// The names of the ops the set has patterns for.
    pub fn roots(&self) -> impl Iterator<Item = Ident> + '_ {
        self.by_root.keys().copied()
    }

    /// Whether some pattern converts a branch (an op with successors).
    pub fn converts_branches(&self) -> bool {
        self.converts_branches
    }

    /// Whether the set has no pattern at all.
    pub fn is_empty(&self) -> bool {
        self.by_root.is_empty()
    }
}
