//! `TypeConversion` records: which rule converts each kind of type to the LLVM dialect.

use super::build::Builder;
use super::Model;
use crate::diag::Span;
use crate::records::Value;

/// The type kinds the runtime distinguishes (`conversion::TypeKind` in lowering/).
pub const TYPE_KINDS: &[&str] = &[
    "integer",
    "index",
    "float",
    "complex",
    "vector",
    "function",
    "memref",
    "unranked_memref",
    "llvm_array",
    "llvm_struct",
    "llvm_function",
    "llvm_other",
];

#[derive(Clone, Debug)]
pub struct TypeConversionDef {
    pub span: Span,
    pub file: String,
    pub line: u32,
    pub kind: String,
    pub rule: ConversionRule,
}

#[derive(Clone, Debug)]
pub enum ConversionRule {
    Keep,
    /// A literal struct of these type parameters, each converted.
    StructOf(Vec<String>),
    Native(String),
}

/// Parameters `StructOfConverted` may name, by kind.
fn type_params(kind: &str) -> &'static [&'static str] {
    match kind {
        "complex" | "vector" | "memref" | "unranked_memref" => &["elementType"],
        _ => &[],
    }
}

impl Builder<'_> {
    pub(crate) fn type_conversions(&mut self, m: &mut Model) {
        let rk = self.rk;
        for id in rk.defs_deriving("TypeConversion") {
            let r = rk.record(id);
            let span = r.span;
            let Some(kind_id) = self.def_field(r, "sourceKind") else {
                self.err(span, "a TypeConversion needs a TypeKind");
                continue;
            };
            let kind = self.str_field(rk.record(kind_id), "kindName").unwrap_or_default();
            if !TYPE_KINDS.contains(&kind.as_str()) {
                self.err(span, format!("unknown type kind '{kind}' (known: {})", TYPE_KINDS.join(", ")));
                continue;
            }
            let Some(d) = self.dag_field(r, "target").cloned() else {
                self.err(span, "a TypeConversion needs a target dag");
                continue;
            };
            let rule = match self.dag_op_name(&d).as_deref() {
                Some("KeepType") => ConversionRule::Keep,
                Some("NativeConversion") => match d.args.first().and_then(|a| a.value.as_ref()) {
                    Some(Value::Str(f)) => ConversionRule::Native(f.clone()),
                    _ => {
                        self.err(d.span, "expected `(NativeConversion \"fn\")`");
                        continue;
                    }
                },
                Some("StructOfConverted") => {
                    let mut params = Vec::new();
                    for a in &d.args {
                        match (&a.value, &a.name) {
                            (None, Some(n)) if type_params(&kind).contains(&n.as_str()) => params.push(n.clone()),
                            (None, Some(n)) => self.err(a.span, format!("'{kind}' types have no parameter '{n}'")),
                            _ => self.err(a.span, "expected a type parameter `$name`"),
                        }
                    }
                    ConversionRule::StructOf(params)
                }
                other => {
                    self.err(
                        d.op_span,
                        format!(
                            "unknown conversion '{}': expected KeepType, StructOfConverted or NativeConversion",
                            other.unwrap_or("?")
                        ),
                    );
                    continue;
                }
            };
            if let Some(prev) = m.type_conversions.iter().find(|c| c.kind == kind) {
                let at = format!("{}:{}", prev.file, prev.line);
                self.err(span, format!("'{kind}' types already convert by the rule at {at}"));
                continue;
            }
            let (line, _) = self.sources.line_col(span.file, span.start as usize);
            m.type_conversions.push(TypeConversionDef {
                span,
                file: self.file_of(span),
                line: line as u32,
                kind,
                rule,
            });
        }
    }
}
