//! Stand-ins for native functions the spec names but Descent does not implement yet.
//! Each is visible: custom syntax reports an error naming the op, printers fall back to
//! the generic form, and checks accept (they are listed by `descent list-ops --pending`).

use crate::diag::Diagnostic;
use crate::ir::{Attribute, Context, OpRef, OperationState, Type};
use crate::parse::ops::OpParser;
use crate::parse::PResult;

/// Custom syntax not implemented yet: an error at the op.
pub fn pending_syntax(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = p.ctx().ident_str(st.name.ident).to_string();
    p.err(format!("custom assembly format of '{name}' is not supported yet; use the generic form"))
}

/// A C++ verifier of MLIR not ported yet: accepts.
pub fn pending_check(_op: OpRef<'_>) -> Result<(), Diagnostic> {
    Ok(())
}

/// A predicate trait not ported yet: holds.
pub fn pending_pred(_op: OpRef<'_>) -> bool {
    true
}

/// An attribute predicate (`Native "..."`) not ported yet: holds.
pub fn pending_attr_pred(_ctx: &Context, _a: Attribute) -> bool {
    true
}

/// A type predicate (`Native "..."`) not ported yet: holds.
pub fn pending_type_pred(_ctx: &Context, _t: Type) -> bool {
    true
}
