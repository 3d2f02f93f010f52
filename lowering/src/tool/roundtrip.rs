//! `--verify-roundtrip`, as mlir-opt: the module is printed, the text parsed back and
//! printed again, and the two texts must be identical. Descent checks the custom and the
//! generic form, on the input (as mlir-opt) and on the pipeline's result (what it prints),
//! so a printer that writes what the parser cannot read, or reads differently, is caught
//! on any input, not only on the ones with goldens.

use crate::diag::Diagnostic;
use crate::ir::Context;
use descent_text::parse::ops::{parse_module, Module};
use descent_text::print::ops::{print_module_chunks, PrintFlags};

/// Round-trips `module` through its custom and its generic text: each printed form, parsed
/// back and printed the same way, must give the same text. `flags` are the ones the output
/// is printed with (debug info included when asked for).
pub fn verify(
    ctx: &Context,
    module: &Module,
    name: &str,
    allow_unregistered: bool,
    flags: PrintFlags,
) -> Result<(), Box<Diagnostic>> {
    let loc = module.body.op(module.op).loc;
    let err = |msg: String| Box::new(Diagnostic::error(loc, format!("'builtin.module' op {msg}")));
    // Elided attributes and pretty locations do not parse back: the round trip prints
    // what mlir-opt's does, the full forms.
    let flags = PrintFlags { elide_elements_larger: None, pretty_debug_info: false, skip_regions: false, ..flags };
    for (test_type, generic) in [("textual", false), ("generic", true)] {
        let flags = PrintFlags { generic, ..flags };
        let reference = print_module_chunks(ctx, &module.body, module.op, flags).concat();
        let copy = parse_module(ctx, &reference, name, 0, allow_unregistered).map_err(|d| {
            err(format!(
                "failed to parse {test_type} content back, cannot verify round-trip: {}\n<<<<<<Printed\n{reference}\n>>>>>>",
                d.message
            ))
        })?;
        let again = print_module_chunks(ctx, &copy.body, copy.op, flags).concat();
        if again != reference {
            return Err(err(format!(
                "{test_type} roundTrip testing roundtripped module differs from reference:\n<<<<<<Reference\n{reference}\n=====\n{again}\n>>>>>roundtripped"
            )));
        }
    }
    Ok(())
}
