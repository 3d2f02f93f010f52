//! The generated code builds the spec's default values (the runtime never parses spec
//! text); what it builds must be the attribute the spec's text denotes.

use descent::ir::Context;

#[test]
fn built_defaults_are_the_attributes_their_text_denotes() {
    let ctx = Context::new();
    descent::dialects::register_all(&ctx);
    let mut checked = 0;
    let mut check = |what: String, d: &'static descent::ir::SpecDefault| {
        let parsed = descent::parse::ops::parse_attr_text(&ctx, d.text);
        assert_eq!(parsed, Some(ctx.default_attr(d)), "{what}: default `{}`", d.text);
        checked += 1;
    };
    ctx.with_registry(|r| {
        for op in r.ops() {
            for a in op.attrs {
                if let Some(d) = a.default {
                    check(format!("{}'s {}", op.name, a.name), d);
                }
            }
        }
        for def in r.defs().0 {
            for p in def.params {
                if let Some(d) = p.default {
                    check(format!("#{}.{}'s {}", def.dialect, def.mnemonic, p.name), d);
                }
            }
        }
    });
    assert!(checked >= 100, "only {checked} defaults found");
}
