//! Rules over ops generated elsewhere (`externalView`, what `dialect_spec!(..., rust_ops =
//! ...)` declares for a crate's `#[op]` structs): they match and build such ops through
//! the op's view path, and nothing of the op itself is generated again.

use std::path::{Path, PathBuf};

use descent_codegen::driver::compile_strs;

fn spec_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../spec")
}

const EXTERNAL: &str = r#"include "constraints.td"
def Ext_Dialect : Dialect { let name = "ext"; }
def WrapOp : Op<Ext_Dialect, "wrap", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnySignlessInteger:$value);
  let results = (outs AnySignlessInteger:$result);
  let externalView = "crate::ops::WrapOp";
}
"#;

const RULES: &str = r#"include "dialects/arith.td"
include "dialects/llvm.td"
def : Pat<(Arith_AndIOp $a, $b), (WrapOp (LLVM_AndOp $a, $b))>;
def : Pat<(WrapOp $x), (LLVM_FreezeOp $x)>;
"#;

#[test]
fn rules_match_and_build_ops_generated_elsewhere() {
    let files = [("ext.td".to_string(), EXTERNAL.to_string()), ("rules.td".to_string(), RULES.to_string())];
    let out = compile_strs(&files, &[spec_dir()], &Default::default()).unwrap_or_else(|e| panic!("{e}"));
    let code = |name: &str| out.files.iter().find(|f| f.spec == name).map(|f| f.code.clone()).unwrap_or_default();
    let rules = code("rules.td");
    assert!(rules.contains("crate::ops::WrapOp::build("), "{rules}");
    assert!(rules.contains("root: \"ext.wrap\""), "{rules}");
    assert!(rules.contains("llvm::FreezeOp::build("), "{rules}");
    // The op's own items come from where it is defined.
    let ext = code("ext.td");
    assert!(!ext.contains("WRAP_OP_INFO") && !ext.contains("pub struct WrapOp"), "{ext}");
}
