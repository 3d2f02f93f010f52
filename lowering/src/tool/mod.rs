//! The command-line tool's subcommands, as library code so tests can call them.

pub mod cli;
pub mod opt;
pub mod roundtrip;

/// `descent list-ops`: every registered op and where it is defined, one per line.
pub fn list_ops() {
    let ctx = crate::dialects::context();
    let mut lines = String::new();
    ctx.with_registry(|r| {
        for op in r.ops() {
            lines.push_str(&format!("{} {}\n", op.name, op.defined_at));
        }
    });
    let _ = opt::write_output(None, &lines);
}
