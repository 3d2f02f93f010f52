//! Generic transforms that every pipeline runs between lowering steps, as MLIR's:
//! `-cse` (common subexpressions over dominance, with MLIR's side-effect rules) and
//! `-canonicalize` (the greedy driver: folding, dead-op erasure, constant uniquing and
//! hoisting, region simplification).
//!
//! They know no dialect: what an op may do comes from its registered traits (`Pure`,
//! `MemoryRead`, ...), folds from its fold hook, constants from the materializers the
//! dialects register with the conversion layer.

#![warn(missing_docs)]

pub mod branches;
pub mod canonicalize;
pub mod cse;
pub mod dominance;
pub mod effects;
pub mod region;
mod region_merge;
mod walk;

pub use canonicalize::{apply_greedily, canonicalize, CanonicalizeOptions, Patterns as GreedyPatterns, RegionSimplify};
pub use cse::cse;
