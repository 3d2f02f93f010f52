//! The dialects: code generated from `spec/` (in `gen`) and the native Rust it names.

pub mod native;

/// Generated from the spec files by the build script.
#[allow(clippy::all, unused, missing_docs, non_camel_case_types, non_upper_case_globals)]
pub mod gen {
    include!(concat!(env!("OUT_DIR"), "/dialects.rs"));
}

use crate::ir::Context;

/// Every dialect defined in `spec/`.
pub const ALL: &[&crate::ir::DialectInfo] = gen::ALL_DIALECTS;

/// Registers every dialect defined in `spec/`.
pub fn register_all(ctx: &Context) {
    for d in ALL {
        ctx.register_dialect(d);
    }
}

/// A context with every dialect defined in `spec/` registered.
pub fn context() -> Context {
    Context::with_dialects(ALL)
}
