//! Fuzz target: any byte string through the MLIR parser, verifier and printer must give
//! a module or a diagnostic, never a panic or a hang.
//!
//! Run (cargo-fuzz needs nightly features; the stable toolchain allows them with
//! RUSTC_BOOTSTRAP=1):
//!     cargo install cargo-fuzz
//!     cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run parse -- -max_total_time=600

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let ctx = descent::dialects::context();
    for allow_unregistered in [false, true] {
        if let Ok(m) = descent::parse::ops::parse_module(&ctx, text, "fuzz.mlir", 0, allow_unregistered) {
            let diags = descent::verify::verify(&ctx, &m.body, m.op);
            if diags.is_empty() {
                let flags = descent::print::ops::PrintFlags::default();
                let _ = descent::print::ops::print_module(&ctx, &m.body, m.op, flags);
            }
        }
    }
});
