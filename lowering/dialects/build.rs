//! Generates the dialect code (op views, syntax, verifiers, registries, patterns) from the
//! workspace's `spec/` into OUT_DIR (see `descent_codegen::build_script`).

fn main() {
    if let Err(e) = descent_codegen::build_script::run(descent_codegen::build_script::Part::Dialects) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}
