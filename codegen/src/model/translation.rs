//! LLVM IR translation data of ops: `llvmInstruction` templates parsed and checked against
//! the op's operands, results and attributes, and the intrinsic call description of
//! `llvm.intr.*` ops (`llvmIntrinsic`, `llvmOverloadedOn`, `llvmImmArgs`, declaration
//! attributes). The template syntax is documented at the top of spec/dialects/llvm.td.

use super::OpDef;

/// What a `$name` / `%name` / `type($name)` in a template refers to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TplRef {
    Operand(usize),
    Result(usize),
    Attr(usize),
}

/// An argument of a `@helper(...)` call.
#[derive(Clone, Debug, PartialEq)]
pub enum HelperArg {
    /// `$name`: the operand group or attribute itself.
    Ref(TplRef),
    /// `type($name)`.
    TypeOf(TplRef),
    Str(String),
}

/// One piece of a parsed template.
#[derive(Clone, Debug, PartialEq)]
pub enum TplPiece {
    Text(String),
    /// `$operand`: `<type> <value>` (joined by ", " for a group).
    Typed(usize),
    /// `%operand`: the value alone.
    Value(usize),
    /// `$attr`: the attribute's LLVM IR spelling.
    Attr(usize),
    /// `type($x)`.
    TypeOf(TplRef),
    /// `?name{A}{B}`.
    Cond {
        on: TplRef,
        then: Vec<TplPiece>,
        els: Vec<TplPiece>,
    },
    /// `@fn(args)`.
    Helper {
        name: String,
        args: Vec<HelperArg>,
    },
}

/// How an intrinsic op becomes a call (see spec/dialects/llvm_intrinsics.td).
#[derive(Clone, Debug, Default)]
pub struct IntrinsicDef {
    pub name: String,
    /// Mangling sources: (reference, struct element index for `res.N`).
    pub overloaded: Vec<(TplRef, Option<usize>)>,
    /// Call arguments in `arguments` order: operands and immarg attributes.
    pub args: Vec<TplRef>,
    pub decl_ret_attrs: String,
    pub decl_param_attrs: Vec<String>,
    pub decl_attrs: String,
    /// Call-site parameter attributes per LLVM argument (`align $alignment`).
    pub call_arg_attrs: Vec<String>,
    /// The type of the `poison` passed for an absent Optional operand.
    pub poison_as: Option<TplRef>,
    /// Attributes (indices into `attrs`, also listed in `args`) passed as
    /// `metadata !"<spelling>"` arguments.
    pub metadata_args: Vec<usize>,
    /// Call-site function attributes: the call gets an attribute group with these.
    pub call_attrs: String,
    /// A template written after the call (metadata attachments).
    pub call_metadata: Vec<TplPiece>,
    /// The fixed LLVM IR return type (`token`, `void`), or `anyint`; empty: the result's.
    pub ret_type: String,
    /// The fixed LLVM IR type of each LLVM argument (`""` accepts any); empty: unchecked.
    pub param_types: Vec<String>,
}

/// The parts of an intrinsic description beyond its name and mangling (the
/// `llvm_intrinsics.td` fields of the same names).
#[derive(Default)]
pub struct IntrinsicFields {
    pub imm_args: Vec<String>,
    pub decl_ret_attrs: String,
    pub decl_param_attrs: Vec<String>,
    pub decl_attrs: String,
    pub call_arg_attrs: Vec<String>,
    pub poison_as: String,
    pub metadata_args: Vec<String>,
    pub call_attrs: String,
    pub call_metadata: String,
    pub ret_type: String,
    pub param_types: Vec<String>,
}

fn lookup(op: &OpDef, name: &str) -> Option<TplRef> {
    if let Some(i) = op.operand(name) {
        return Some(TplRef::Operand(i));
    }
    if let Some(i) = op.result(name) {
        return Some(TplRef::Result(i));
    }
    op.attrs.iter().position(|a| a.name == name).map(TplRef::Attr)
}

/// Parses a template; errors name the offending piece.
pub fn parse_template(op: &OpDef, text: &str) -> Result<Vec<TplPiece>, String> {
    let chars: Vec<char> = text.chars().collect();
    let mut pos = 0;
    let pieces = parse_seq(op, &chars, &mut pos, false)?;
    if pos != chars.len() {
        return Err(format!("unbalanced `}}` at offset {pos}"));
    }
    Ok(pieces)
}

fn ident(chars: &[char], pos: &mut usize) -> String {
    let start = *pos;
    while *pos < chars.len() && (chars[*pos].is_ascii_alphanumeric() || chars[*pos] == '_') {
        *pos += 1;
    }
    chars[start..*pos].iter().collect()
}

fn parse_seq(op: &OpDef, chars: &[char], pos: &mut usize, nested: bool) -> Result<Vec<TplPiece>, String> {
    let mut out = Vec::new();
    let mut text = String::new();
    let flush = |text: &mut String, out: &mut Vec<TplPiece>| {
        if !text.is_empty() {
            out.push(TplPiece::Text(std::mem::take(text)));
        }
    };
    while *pos < chars.len() {
        let c = chars[*pos];
        match c {
            '}' if nested => break,
            '{' if nested => {
                // Balanced braces inside a conditional's text are literal.
                let mut depth = 0;
                while *pos < chars.len() {
                    let c = chars[*pos];
                    if c == '{' {
                        depth += 1;
                    } else if c == '}' {
                        depth -= 1;
                    }
                    text.push(c);
                    *pos += 1;
                    if depth == 0 {
                        break;
                    }
                }
            }
            '\\' => {
                *pos += 1;
                match chars.get(*pos) {
                    Some(&c) => text.push(c),
                    None => return Err("a template ends with `\\`".into()),
                }
                *pos += 1;
            }
            '$' | '%' => {
                *pos += 1;
                let name = ident(chars, pos);
                let Some(r) = lookup(op, &name) else {
                    return Err(format!("`{c}{name}` names no operand, result or attribute of the op"));
                };
                flush(&mut text, &mut out);
                out.push(match (c, r) {
                    ('$', TplRef::Operand(i)) => TplPiece::Typed(i),
                    ('%', TplRef::Operand(i)) => TplPiece::Value(i),
                    ('$', TplRef::Attr(i)) => TplPiece::Attr(i),
                    _ => {
                        return Err(format!(
                            "`{c}{name}` must name an operand{}",
                            if c == '$' { " or attribute" } else { "" }
                        ))
                    }
                });
            }
            '?' => {
                *pos += 1;
                let name = ident(chars, pos);
                let Some(on) = lookup(op, &name) else {
                    return Err(format!("`?{name}` names no operand or attribute of the op"));
                };
                let then = braced(op, chars, pos)?;
                let els = if chars.get(*pos) == Some(&'{') { braced(op, chars, pos)? } else { Vec::new() };
                flush(&mut text, &mut out);
                out.push(TplPiece::Cond { on, then, els });
            }
            '@' => {
                *pos += 1;
                let name = ident(chars, pos);
                if chars.get(*pos) != Some(&'(') {
                    return Err(format!("helper `@{name}` needs an argument list"));
                }
                *pos += 1;
                let mut args = Vec::new();
                loop {
                    while chars.get(*pos) == Some(&' ') {
                        *pos += 1;
                    }
                    match chars.get(*pos) {
                        Some(')') => {
                            *pos += 1;
                            break;
                        }
                        Some(',') => *pos += 1,
                        Some('$') => {
                            *pos += 1;
                            let n = ident(chars, pos);
                            let r = lookup(op, &n).ok_or_else(|| format!("`${n}` in `@{name}` names nothing"))?;
                            args.push(HelperArg::Ref(r));
                        }
                        Some('"') => {
                            *pos += 1;
                            let mut s = String::new();
                            while let Some(&c) = chars.get(*pos) {
                                *pos += 1;
                                match c {
                                    '"' => break,
                                    '\\' => {
                                        if let Some(&n) = chars.get(*pos) {
                                            s.push(n);
                                            *pos += 1;
                                        }
                                    }
                                    c => s.push(c),
                                }
                            }
                            args.push(HelperArg::Str(s));
                        }
                        Some('t') => {
                            let r = type_of(op, chars, pos)?;
                            args.push(HelperArg::TypeOf(r));
                        }
                        _ => return Err(format!("bad argument list of `@{name}`")),
                    }
                }
                flush(&mut text, &mut out);
                out.push(TplPiece::Helper { name, args });
            }
            't' if chars[*pos..].starts_with(&['t', 'y', 'p', 'e', '(']) => {
                let r = type_of(op, chars, pos)?;
                flush(&mut text, &mut out);
                out.push(TplPiece::TypeOf(r));
            }
            c => {
                text.push(c);
                *pos += 1;
            }
        }
    }
    flush(&mut text, &mut out);
    Ok(out)
}

fn type_of(op: &OpDef, chars: &[char], pos: &mut usize) -> Result<TplRef, String> {
    if !chars[*pos..].starts_with(&['t', 'y', 'p', 'e', '(', '$']) {
        return Err("expected `type($name)`".into());
    }
    *pos += 6;
    let n = ident(chars, pos);
    if chars.get(*pos) != Some(&')') {
        return Err(format!("`type(${n}` is not closed"));
    }
    *pos += 1;
    match lookup(op, &n) {
        Some(r @ (TplRef::Operand(_) | TplRef::Result(_))) => Ok(r),
        _ => Err(format!("`type(${n})` must name an operand or result")),
    }
}

fn braced(op: &OpDef, chars: &[char], pos: &mut usize) -> Result<Vec<TplPiece>, String> {
    if chars.get(*pos) != Some(&'{') {
        return Err("a `?name` condition needs `{...}`".into());
    }
    *pos += 1;
    let inner = parse_seq(op, chars, pos, true)?;
    if chars.get(*pos) != Some(&'}') {
        return Err("a `?name{` is not closed".into());
    }
    *pos += 1;
    Ok(inner)
}

/// Resolves an intrinsic op's call description.
pub fn intrinsic_def(
    op: &OpDef,
    name: &str,
    overloaded: &[String],
    f: IntrinsicFields,
) -> Result<IntrinsicDef, String> {
    for a in &f.call_arg_attrs {
        let mut rest = a.as_str();
        while let Some(i) = rest.find('$') {
            let name: String = rest[i + 1..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            if !op.attrs.iter().any(|x| x.name == name) {
                return Err(format!("llvmCallArgAttrs entry `{a}` names `${name}`, not an attribute of the op"));
            }
            rest = &rest[i + 1 + name.len()..];
        }
    }
    let poison_as = if f.poison_as.is_empty() {
        None
    } else {
        Some(lookup(op, &f.poison_as).ok_or_else(|| format!("llvmPoisonAs `{}` names nothing", f.poison_as))?)
    };
    let call_metadata = parse_template(op, &f.call_metadata).map_err(|e| format!("in llvmCallMetadata: {e}"))?;
    let mut def = IntrinsicDef {
        name: name.to_string(),
        decl_ret_attrs: f.decl_ret_attrs,
        decl_param_attrs: f.decl_param_attrs,
        decl_attrs: f.decl_attrs,
        call_arg_attrs: f.call_arg_attrs,
        poison_as,
        call_attrs: f.call_attrs,
        call_metadata,
        ret_type: f.ret_type,
        param_types: f.param_types,
        ..Default::default()
    };
    if def.ret_type == "anyint" && !overloaded.iter().any(|o| lookup(op, o) == Some(TplRef::Result(0))) {
        return Err("llvmRetType `anyint` needs the result in llvmOverloadedOn".into());
    }
    if !def.ret_type.is_empty() && def.ret_type != "void" && op.results.is_empty() {
        return Err(format!("llvmRetType `{}` is set but the op has no result", def.ret_type));
    }
    for o in overloaded {
        let (base, elem) = match o.split_once('.') {
            Some((b, e)) => (b, Some(e.parse::<usize>().map_err(|_| format!("bad overload entry `{o}`"))?)),
            None => (o.as_str(), None),
        };
        let r = lookup(op, base).ok_or_else(|| format!("llvmOverloadedOn entry `{o}` names nothing"))?;
        def.overloaded.push((r, elem));
    }
    for (field, list) in [("llvmImmArgs", &f.imm_args), ("llvmMetadataArgs", &f.metadata_args)] {
        for a in list {
            if !op.attrs.iter().any(|x| &x.name == a) {
                return Err(format!("{field} entry `{a}` is not an attribute of the op"));
            }
        }
    }
    if let Some(a) = f.imm_args.iter().find(|a| f.metadata_args.contains(a)) {
        return Err(format!("`{a}` is in both llvmImmArgs and llvmMetadataArgs"));
    }
    for arg in &op.args {
        match *arg {
            super::Arg::Operand(i) => def.args.push(TplRef::Operand(i)),
            super::Arg::Attr(i) => {
                let name = &op.attrs[i].name;
                if f.metadata_args.contains(name) {
                    def.metadata_args.push(i);
                    def.args.push(TplRef::Attr(i));
                } else if f.imm_args.contains(name) {
                    def.args.push(TplRef::Attr(i));
                }
            }
        }
    }
    if !def.param_types.is_empty() {
        if op.operands.iter().any(|o| o.arity != super::Arity::Single) {
            return Err("llvmParamTypes needs single operands".into());
        }
        if def.param_types.len() != def.args.len() {
            return Err(format!(
                "llvmParamTypes has {} entries for {} LLVM arguments",
                def.param_types.len(),
                def.args.len()
            ));
        }
    }
    Ok(def)
}
