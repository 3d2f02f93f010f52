//! Tables the dialects register with a context for the conversion framework (pattern
//! tables, type conversion rules), kept as a context extension.

use crate::ir::Context;

/// Tables of `T` registered with a context (Descent's own, by the `builtin` dialect, and
/// those of other crates' dialects), in registration order, each once.
struct Registered<T: 'static>(Vec<&'static [T]>);

impl<T> Default for Registered<T> {
    fn default() -> Self {
        Registered(Vec::new())
    }
}

/// Adds `table` to the tables of its kind registered with `ctx`, unless it is there.
pub(crate) fn register_table<T: Send + Sync + 'static>(ctx: &Context, table: &'static [T]) {
    ctx.with_extension_mut(|r: &mut Registered<T>| {
        if !r.0.iter().any(|t| std::ptr::eq(*t, table)) {
            r.0.push(table);
        }
    });
}

/// The tables of a kind registered with `ctx`, in registration order.
pub(crate) fn registered_tables<T: Send + Sync + 'static>(ctx: &Context) -> Vec<&'static [T]> {
    ctx.with_extension(|r: &Registered<T>| r.0.clone())
}
