//! Generates the LLVM IR translations the spec describes into OUT_DIR (see
//! `descent_codegen::build_script`).

fn main() {
    if let Err(e) = descent_codegen::build_script::run(descent_codegen::build_script::Part::Translations) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}
