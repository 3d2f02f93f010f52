//! The dialects: code generated from `spec/` (in `gen`) and the native Rust it names.

pub mod native;

/// Generated from the spec files by the build script.
#[allow(clippy::all, unused, non_camel_case_types, non_upper_case_globals)]
pub mod gen {
    include!(concat!(env!("OUT_DIR"), "/dialects.rs"));
}

use crate::ir::Context;

/// Registers every dialect defined in `spec/`.
pub fn register_all(ctx: &Context) {
    for d in gen::ALL_DIALECTS {
        ctx.register_dialect(d);
    }
    crate::print::ops::register_custom_form_attrs(ctx, "affine", native::affine::custom_form_attrs);
}

impl Context {
    /// A context with every spec dialect registered.
    pub fn with_all_dialects() -> Context {
        let ctx = Context::new();
        register_all(&ctx);
        ctx
    }
}
