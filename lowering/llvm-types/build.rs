//! Generates the statics describing the LLVM dialect's `TypeDef`s (those with
//! `staticsIn = "llvm_types"` in spec/) into OUT_DIR (see `descent_codegen::build_script`).

fn main() {
    if let Err(e) = descent_codegen::build_script::run(descent_codegen::build_script::Part::TypeDefs("llvm_types")) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}
