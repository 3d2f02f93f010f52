//! `randprog SEED`: prints the random test program for SEED (see `descent_tests::randprog`),
//! so a failing seed from `tests/tests/exec.rs` or `scripts/exec_diff.sh` can be
//! regenerated and inspected by hand.

fn main() {
    let arg = std::env::args().nth(1);
    let Some(seed) = arg.as_deref().and_then(|s| s.parse::<u64>().ok()) else {
        eprintln!("usage: randprog SEED   (SEED: unsigned 64-bit integer)");
        std::process::exit(2);
    };
    print!("{}", descent_tests::randprog::generate(seed));
}
