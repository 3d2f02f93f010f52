//! `randprog SEED [--flavor=base|affine|vector|complex|all]`: prints the random test
//! program for SEED (see `descent_tests::randprog`), so a failing seed from
//! `tests/tests/exec.rs` or `scripts/exec_diff.sh` can be regenerated and inspected by
//! hand. The flavor adds statements of the `affine`, `vector` and `complex` dialects.

use descent_tests::randprog::{generate_with, Flavor};

fn main() {
    let mut seed = None;
    let mut flavor = Flavor::BASE;
    for a in std::env::args().skip(1) {
        match a.strip_prefix("--flavor=") {
            Some("base") => flavor = Flavor::BASE,
            Some("all") => flavor = Flavor::ALL,
            Some("affine") => flavor = Flavor { affine: true, ..Flavor::BASE },
            Some("vector") => flavor = Flavor { vector: true, ..Flavor::BASE },
            Some("complex") => flavor = Flavor { complex: true, ..Flavor::BASE },
            Some(other) => {
                eprintln!("randprog: unknown flavor '{other}' (base, affine, vector, complex, all)");
                std::process::exit(2);
            }
            None => seed = a.parse::<u64>().ok(),
        }
    }
    let Some(seed) = seed else {
        eprintln!("usage: randprog SEED [--flavor=base|affine|vector|complex|all]   (SEED: unsigned 64-bit integer)");
        std::process::exit(2);
    };
    print!("{}", generate_with(seed, flavor));
}
