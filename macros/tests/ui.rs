//! UI tests of the macros' errors: each `ui/*.rs` must fail to compile with exactly the
//! messages in its `.stderr` file. Run with `TRYBUILD=overwrite` to re-bless them (and
//! read every changed `.stderr` before keeping it).

#[test]
fn ui() {
    // trybuild compiles each case in a crate of its own; keep spec paths relative to this
    // crate (see `descent_codegen::derive::manifest_dir`).
    std::env::set_var("CARGO_MANIFEST_DIR_OVERRIDE", env!("CARGO_MANIFEST_DIR"));
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
