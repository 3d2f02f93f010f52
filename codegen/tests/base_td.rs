//! spec/base.td, the class library every spec builds on, must load cleanly, and its
//! classes must compute what the generators read.

use std::path::{Path, PathBuf};

use descent_codegen::{load_files, load_str, render_all, Loaded, Value};

fn spec_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../spec")
}

fn check(result: Result<Loaded, (descent_codegen::SourceMap, Vec<descent_codegen::Diagnostic>)>) -> Loaded {
    match result {
        Ok(loaded) => loaded,
        Err((sources, diags)) => panic!("{}", render_all(&diags, &sources)),
    }
}

#[test]
fn base_td_loads_without_diagnostics() {
    let base = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../spec/base.td"));
    let loaded = check(load_files(&[], &[base]));
    assert_eq!(loaded.sources.len(), 1);
    let k = &loaded.records;
    for class in ["Dialect", "PredOp", "TypeConstraint", "Variadic", "Op", "EnumAttr", "Pat"] {
        assert!(k.has_class(class), "{class}");
    }
    let pure = k.record(k.lookup("Pure").unwrap());
    assert_eq!(pure.superclasses, ["Trait", "NativeTrait"]);
    assert_eq!(pure.get_str("traitName"), Some("Pure"));
    let int_of_width = k.record(k.lookup("IntegerOfWidth").unwrap());
    assert_eq!(int_of_width.get_int("minArity"), Some(1));
    let and = k.record(k.lookup("And").unwrap());
    assert_eq!(and.get_int("maxArity"), Some(-1));
    assert!(k.defs_deriving("PredOp").len() > 40);
}

#[test]
fn base_td_classes_compute_through_instantiation() {
    let text = r#"
include "base.td"
def Test_Dialect : Dialect { let name = "test"; }
def I32 : Type<(IntegerOfWidth 32), "32-bit signless integer", "i32">;
def Test_AddOp : Op<Test_Dialect, "add", [Pure, Commutative]> {
  let arguments = (ins Variadic<I32>:$inputs, Optional<I32>:$extra);
  let results = (outs I32:$result);
}
def Uses {
  TypeConstraint v = Variadic<I32>;
  TypeConstraint v2 = Variadic<I32>;
  RegionConstraint r = SizedRegion<1>;
  RegionConstraint vr = VariadicRegion<AnyRegion>;
}
def Test_CmpPredicate : EnumAttr<Test_Dialect, "CmpPredicate", "comparison", [
  EnumCase<"eq", 0>, EnumCase<"ne", 1, "not_equal">]>;
def Test_Flag : DefaultValuedAttr<Attr<(BoolAttrPred), "flag", "bool">, "false">;
"#;
    let loaded = check(load_str("test.td", text, &[spec_dir()]));
    let names: Vec<_> = loaded.sources.files().map(|f| loaded.sources.name(f).to_string()).collect();
    assert_eq!(names.len(), 2);
    assert!(names[1].ends_with("base.td"));
    let k = &loaded.records;

    // Variadic<I32> reads `c.summary` and `c.predicate` from its template argument.
    let op = k.record(k.lookup("Test_AddOp").unwrap());
    let args = op.get_dag("arguments").unwrap();
    assert_eq!(*args.op, Value::Def(k.lookup("ins").unwrap()));
    let variadic = k.record(args.args[0].value.as_ref().unwrap().as_def().unwrap());
    assert!(variadic.anonymous);
    assert!(variadic.superclasses.iter().any(|c| c == "Variadic"));
    assert_eq!(variadic.get_str("summary"), Some("variadic of 32-bit signless integer"));
    assert_eq!(variadic.get_def("baseType"), k.lookup("I32"));
    let pred = variadic.get_dag("predicate").unwrap();
    assert_eq!(*pred.op, Value::Def(k.lookup("IntegerOfWidth").unwrap()));
    assert_eq!(pred.args[0].value, Some(Value::Int(32)));
    let optional = k.record(args.args[1].value.as_ref().unwrap().as_def().unwrap());
    assert_eq!(optional.get_str("summary"), Some("32-bit signless integer"));
    assert_eq!(op.get_str("opName"), Some("add"));
    assert_eq!(op.get_list("traits").map(<[Value]>::len), Some(2));
    assert_eq!(op.get_str("assemblyFormat"), Some(""));

    // Identical instantiations share one anonymous record.
    let uses = k.record(k.lookup("Uses").unwrap());
    assert_eq!(uses.get_def("v"), args.args[0].value.as_ref().unwrap().as_def());
    assert_eq!(uses.get_def("v"), uses.get_def("v2"));
    let sized = k.record(uses.get_def("r").unwrap());
    assert_eq!(sized.get_str("summary"), Some("region with 1 blocks"));
    assert_eq!(sized.get_int("maxBlocks"), Some(1));
    let vr = k.record(uses.get_def("vr").unwrap());
    assert_eq!(vr.get_str("summary"), Some("variadic of any region"));
    assert_eq!(vr.get_bit("variadic"), Some(true));

    let cmp = k.record(k.lookup("Test_CmpPredicate").unwrap());
    assert_eq!(cmp.get_str("kind"), Some("enum"));
    let pred = cmp.get_dag("predicate").unwrap();
    assert_eq!(pred.args[0].value, Some(Value::Str("CmpPredicate".into())));
    let cases = cmp.get_list("cases").unwrap();
    let keywords: Vec<_> = cases.iter().map(|c| k.record(c.as_def().unwrap()).get_str("keyword").unwrap()).collect();
    assert_eq!(keywords, ["eq", "not_equal"]);

    let flag = k.record(k.lookup("Test_Flag").unwrap());
    assert_eq!(flag.get_bit("optional"), Some(true));
    assert_eq!(flag.get_str("defaultValue"), Some("false"));
    assert_eq!(flag.get_str("kind"), Some("bool"));
}

/// Deterministic mutations of base.td (deleting, duplicating and swapping byte ranges, and
/// replacing words and literals by others, at points chosen by a fixed pseudo-random
/// sequence) must produce diagnostics or records, never a panic.
#[test]
fn mutated_specs_never_panic() {
    let base = std::fs::read_to_string(spec_dir().join("base.td")).unwrap();
    let extra = r#"
def D : Dialect { let name = "d"; }
def T : Type<(IntegerOfWidth 32), "i32", "i32">;
def O : Op<D, "o", [Pure]> { let arguments = (ins Variadic<T>:$a, T:$b); let summary = "x" # !size([1]); }
defvar v = !foreach(x, [1, 2], !cast<string>(x) # "!");
def P : Pat<(O $a, $b), (O $b, $a)>;
"#;
    let original = format!("{base}{extra}");
    let bytes = original.as_bytes();
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = |bound: usize| -> usize {
        // xorshift64*
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        (state.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % bound.max(1)
    };
    // Byte ranges of words (identifiers, numbers) and string literals.
    let mut words = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        if bytes[i] == b'"' {
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                i += 1;
            }
            if i < bytes.len() && bytes[i] == b'"' {
                words.push((start, i + 1));
            }
            i += 1;
        } else if bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            words.push((start, i));
        } else {
            i += 1;
        }
    }
    let mut loaded_ok = 0;
    for round in 0..400 {
        let mut text = bytes.to_vec();
        for _ in 0..1 + round % 3 {
            let len = text.len();
            let start = next(len);
            let width = 1 + next(12);
            let end = (start + width).min(len);
            match next(3) {
                0 => {
                    text.drain(start..end);
                }
                1 => {
                    let piece = text[start..end].to_vec();
                    let at = next(len);
                    text.splice(at..at, piece);
                }
                _ => {
                    let other = next(len.saturating_sub(width));
                    let other_end = (other + width).min(len);
                    if other_end <= start || other >= end {
                        let a = text[start..end].to_vec();
                        let b = text[other..other_end].to_vec();
                        if other < start {
                            text.splice(start..end, b);
                            text.splice(other..other_end, a);
                        } else {
                            text.splice(other..other_end, a);
                            text.splice(start..end, b);
                        }
                    }
                }
            }
        }
        let mut text = String::from_utf8_lossy(&text).into_owned();
        if round % 2 == 1 {
            // Byte edits mostly make syntax errors; word swaps mostly keep the syntax and
            // exercise resolution instead.
            text = original.clone();
            for _ in 0..1 + round % 4 {
                let a = words[next(words.len())];
                let b = words[next(words.len())];
                let replacement = original[b.0..b.1].to_string();
                if let Some(pos) = text.find(&original[a.0..a.1]) {
                    let skip = next(4);
                    let pos = text[pos..].match_indices(&original[a.0..a.1]).nth(skip).map_or(pos, |(i, _)| pos + i);
                    text.replace_range(pos..pos + (a.1 - a.0), &replacement);
                }
            }
        }
        match load_str("mutated.td", &text, &[]) {
            Ok(_) => loaded_ok += 1,
            Err((sources, diags)) => {
                assert!(!diags.is_empty());
                // Rendering must not panic either, wherever the spans point.
                let _ = render_all(&diags, &sources);
            }
        }
    }
    // Some mutations land in comments and are harmless.
    assert!(loaded_ok > 0);
}
