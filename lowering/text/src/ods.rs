//! Runtime support for code generated from `spec/`: the structural and trait checks with
//! MLIR's messages, and enum, dense-array and dialect-attribute syntax helpers, with the
//! IR-level groups and attribute getters (`ir::groups`) re-exported, so generated code
//! names one module (`ods::...`) and every op shares one implementation.

use smallvec::SmallVec;

use crate::diag::Diagnostic;
pub use crate::ir::groups::*;
use crate::ir::{AttrData, Attribute, Context, EnumDef, OpRef, Traits, Type, TypeData};
use crate::parse::lexer::TokenKind;
use crate::parse::ops::OpParser;
use crate::parse::PResult;
use crate::print::attrs::type_to_string;
use crate::print::ops::OpPrinter;

/// `'name' op message` at the op's location.
pub fn op_error(op: OpRef<'_>, msg: impl AsRef<str>) -> Diagnostic {
    Diagnostic::error(op.loc(), format!("'{}' op {}", op.name(), msg.as_ref()))
}

/// `operand #1 must be <summary>, but got 'f32'`.
pub fn value_error(op: OpRef<'_>, which: &str, index: usize, summary: &str, ty: Type) -> Diagnostic {
    op_error(op, format!("{which} #{index} must be {summary}, but got '{}'", type_to_string(op.ctx, ty)))
}

/// Region, result, successor and operand counts, with MLIR's messages, in MLIR's order,
/// against what the op's registered `OpInfo` declares.
pub fn verify_shape(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let Some(info) = op.info() else { return Ok(()) };
    let (operands, results) = (info.operand_arities, info.result_arities);
    let nr = op.regions().len();
    if info.variadic_regions {
        let fixed = info.regions - 1;
        if nr < fixed {
            return Err(op_error(op, format!("expected {fixed} or more regions")));
        }
    } else if nr != info.regions {
        return Err(op_error(
            op,
            match info.regions {
                0 => "requires zero regions".to_string(),
                1 => "requires one region".to_string(),
                n => format!("expected {n} regions"),
            },
        ));
    }
    let res = op.num_results();
    let fixed_res = results.iter().filter(|a| **a == Arity::Single).count();
    if results.iter().all(|a| *a == Arity::Single) {
        if res != fixed_res {
            return Err(op_error(
                op,
                match fixed_res {
                    0 => "requires zero results".to_string(),
                    1 => "requires one result".to_string(),
                    n => format!("expected {n} results"),
                },
            ));
        }
    } else if res < fixed_res {
        return Err(op_error(op, format!("expected {fixed_res} or more results, but found {res}")));
    }
    let ns = op.successors().len();
    if info.variadic_successors {
        let fixed = info.successors - 1;
        if ns < fixed {
            return Err(op_error(op, format!("requires at least {fixed} successors but found {ns}")));
        }
    } else if ns != info.successors {
        let noun = if info.successors == 1 { "successor" } else { "successors" };
        return Err(op_error(op, format!("requires {} {noun} but found {ns}", info.successors)));
    }
    let n = op.operands().len();
    let fixed = operands.iter().filter(|a| **a == Arity::Single).count();
    if info.has_trait(Traits::ATTR_SIZED_OPERAND_SEGMENTS) {
        check_segments(op, "operandSegmentSizes", operands.len(), n, "operand")?;
    } else if operands.iter().all(|a| *a == Arity::Single) {
        if n != fixed {
            return Err(op_error(op, format!("expected {fixed} operands, but found {n}")));
        }
    } else if n < fixed {
        return Err(op_error(op, format!("expected {fixed} or more operands, but found {n}")));
    }
    if info.has_trait(Traits::ATTR_SIZED_RESULT_SEGMENTS) {
        check_segments(op, "resultSegmentSizes", results.len(), res, "result")?;
    }
    // `SingleBlock` is one of MLIR's structural traits, checked before the op's invariants
    // (attributes, types, region constraints).
    if info.has_trait(Traits::SINGLE_BLOCK) || info.has_trait(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR) {
        let body = op.regions_body();
        for (i, &r) in op.regions().iter().enumerate() {
            if body.region(r).blocks.len() > 1 {
                return Err(op_error(op, format!("expects region #{i} to have 0 or 1 blocks")));
            }
        }
    }
    Ok(())
}

fn check_segments(op: OpRef<'_>, attr: &str, groups: usize, total: usize, what: &str) -> Result<(), Diagnostic> {
    let Some(sizes) = op.attr(attr).and_then(|a| dense_ints(op.ctx, a)) else {
        return Err(op_error(op, format!("requires attribute '{attr}'")));
    };
    if sizes.len() != groups {
        return Err(op_error(
            op,
            format!(
                "'{attr}' attribute for specifying {what} segments must have {groups} elements, but got {}",
                sizes.len()
            ),
        ));
    }
    if sizes.iter().any(|&n| n < 0) {
        return Err(op_error(op, format!("'{attr}' attribute cannot have negative elements")));
    }
    let sum: i64 = sizes.iter().sum();
    if sum != total as i64 {
        return Err(op_error(
            op,
            format!(
                "{what} count ({total}) does not match with the total size ({sum}) specified in attribute '{attr}'"
            ),
        ));
    }
    Ok(())
}

// ---- trait checks ---------------------------------------------------------------------

fn all_types(op: OpRef<'_>, with_results: bool) -> SmallVec<[Type; 4]> {
    let mut v: SmallVec<[Type; 4]> = op.operands().iter().map(|&x| op.value_type(x)).collect();
    if with_results {
        v.extend(op.results().map(|x| op.value_type(x)));
    }
    v
}

/// MLIR's `SameOperandsAndResultType`: all operands and results have one type.
pub fn same_operands_and_result_type(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let tys = all_types(op, true);
    if tys.windows(2).any(|w| w[0] != w[1]) {
        return Err(op_error(op, "requires the same type for all operands and results"));
    }
    Ok(())
}

/// MLIR's `SameTypeOperands`: all operands have one type.
pub fn same_type_operands(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let tys = all_types(op, false);
    if tys.windows(2).any(|w| w[0] != w[1]) {
        return Err(op_error(op, "requires all operands to have the same type"));
    }
    Ok(())
}

/// The shape of a type for shape traits: `None` for scalars, `Some(None)` for unranked.
/// Dims carry their scalability (vectors only): `[4]` and `4` are different shapes.
fn shape_of(ctx: &Context, t: Type) -> Option<Option<Vec<(i64, bool)>>> {
    match ctx.type_data(t) {
        TypeData::Vector { shape, scalable, .. } => {
            Some(Some(shape.iter().enumerate().map(|(i, &d)| (d, scalable.get(i).copied().unwrap_or(false))).collect()))
        }
        TypeData::RankedTensor { shape, .. } | TypeData::MemRef { shape, .. } => {
            Some(Some(shape.iter().map(|&d| (d, false)).collect()))
        }
        TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

/// MLIR's `verifyCompatibleShapes`: all shaped or all scalar; an unranked shape matches
/// any; ranked ones need the same rank and equal or dynamic sizes.
fn compatible_shapes(ctx: &Context, tys: &[Type]) -> bool {
    let shapes: Vec<_> = tys.iter().map(|&t| shape_of(ctx, t)).collect();
    if shapes.iter().any(|s| s.is_none()) && shapes.iter().any(|s| s.is_some()) {
        return false;
    }
    let ranked: Vec<&Vec<(i64, bool)>> = shapes.iter().filter_map(|s| s.as_ref().and_then(|x| x.as_ref())).collect();
    let Some(first) = ranked.first() else { return true };
    let dyn_ = crate::ir::DYNAMIC;
    ranked.iter().all(|r| {
        r.len() == first.len()
            && r.iter().zip(first.iter()).all(|(&(a, sa), &(b, sb))| sa == sb && (a == b || a == dyn_ || b == dyn_))
    })
}

/// MLIR's `SameOperandsAndResultShape`: operand and result shapes are compatible
/// (`verifyCompatibleShapes`).
pub fn same_operands_and_result_shape(op: OpRef<'_>) -> Result<(), Diagnostic> {
    if !compatible_shapes(op.ctx, &all_types(op, true)) {
        return Err(op_error(op, "requires the same shape for all operands and results"));
    }
    Ok(())
}

/// MLIR's `Elementwise` trait: vector/tensor operands and results agree in kind and shape;
/// scalars only where all are scalar.
pub fn elementwise(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let kind = |t: Type| match ctx.type_data(t) {
        TypeData::Vector { .. } => Some(0),
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. } => Some(1),
        _ => None,
    };
    let results: SmallVec<[Type; 4]> = op.results().map(|v| op.value_type(v)).filter(|&t| kind(t).is_some()).collect();
    let operands: SmallVec<[Type; 4]> =
        op.operands().iter().map(|&v| op.value_type(v)).filter(|&t| kind(t).is_some()).collect();
    if results.is_empty() && operands.is_empty() {
        return Ok(());
    }
    if operands.is_empty() {
        return Err(op_error(op, "if a result is non-scalar, then at least one operand must be non-scalar"));
    }
    if results.is_empty() {
        return Err(op_error(op, "if an operand is non-scalar, then there must be at least one non-scalar result"));
    }
    if results.len() != op.num_results() {
        return Err(op_error(op, "if an operand is non-scalar, then all results must be non-scalar"));
    }
    let all: SmallVec<[Type; 8]> = operands.into_iter().chain(results).collect();
    let k0 = kind(all[0]);
    if all.iter().any(|&t| kind(t) != k0) || !compatible_shapes(ctx, &all) {
        return Err(op_error(op, "all non-scalar operands/results must have the same shape and base type"));
    }
    Ok(())
}

/// MLIR's `SameOperandsShape`: operand shapes are compatible (`verifyCompatibleShapes`).
pub fn same_operands_shape(op: OpRef<'_>) -> Result<(), Diagnostic> {
    if !compatible_shapes(op.ctx, &all_types(op, false)) {
        return Err(op_error(op, "requires the same shape for all operands"));
    }
    Ok(())
}

/// MLIR's `SameOperandsAndResultElementType`: operands and results share one element type,
/// a scalar counting as its own element type.
pub fn same_operands_and_result_element_type(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let tys = all_types(op, true);
    let el: Vec<_> = tys.iter().map(|&t| op.ctx.element_type_or_self(t)).collect();
    if el.windows(2).any(|w| w[0] != w[1]) {
        return Err(op_error(op, "requires the same element type for all operands and results"));
    }
    Ok(())
}

/// MLIR's `SameOperandsElementType`: operands share one element type, a scalar counting as
/// its own element type.
pub fn same_operands_element_type(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let tys = all_types(op, false);
    let el: Vec<_> = tys.iter().map(|&t| op.ctx.element_type_or_self(t)).collect();
    if el.windows(2).any(|w| w[0] != w[1]) {
        return Err(op_error(op, "requires the same element type for all operands"));
    }
    Ok(())
}

/// MLIR's `Terminator`: the op is the last in its block.
pub fn is_terminator(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let d = op.data();
    if d.parent.is_some() && d.next.is_some() {
        return Err(op_error(op, "must be the last operation in the parent block"));
    }
    Ok(())
}

/// `HasParent`: checked by the structural verifier, which knows the parent across bodies;
/// see `verify::parent_name`.
pub fn has_parent(op: OpRef<'_>, parents: &[&str]) -> Result<(), Diagnostic> {
    let Some(parent) = crate::verify::parent_name(op) else { return Ok(()) };
    if parents.contains(&parent.as_str()) {
        return Ok(());
    }
    let msg = if parents.len() == 1 {
        format!("expects parent op '{}'", parents[0])
    } else {
        format!("expects parent op to be one of '{}'", parents.join(", "))
    };
    Err(op_error(op, msg))
}

/// `AllTypesMatch`: the known types (`None` for an absent optional value) are equal, else
/// `msg`.
pub fn all_equal(op: OpRef<'_>, tys: &[Option<Type>], msg: &str) -> Result<(), Diagnostic> {
    let known: SmallVec<[Type; 4]> = tys.iter().flatten().copied().collect();
    if known.windows(2).any(|w| w[0] != w[1]) {
        return Err(op_error(op, msg));
    }
    Ok(())
}

/// `AllElementTypesMatch`: the known types have one element type, else `msg`.
pub fn all_equal_element_types(op: OpRef<'_>, tys: &[Option<Type>], msg: &str) -> Result<(), Diagnostic> {
    let known: SmallVec<[Type; 4]> = tys.iter().flatten().map(|&t| op.ctx.element_type_or_self(t)).collect();
    if known.windows(2).any(|w| w[0] != w[1]) {
        return Err(op_error(op, msg));
    }
    Ok(())
}

/// `AllShapesMatch`: the known types have compatible shapes, else `msg`.
pub fn all_equal_shapes(op: OpRef<'_>, tys: &[Option<Type>], msg: &str) -> Result<(), Diagnostic> {
    let known: Vec<Type> = tys.iter().flatten().copied().collect();
    if !compatible_shapes(op.ctx, &known) {
        return Err(op_error(op, msg));
    }
    Ok(())
}

// ---- parsing and printing helpers -------------------------------------------------------

/// Whether the next token is a keyword (or string) naming a case of `def`.
pub fn at_enum_keyword(p: &OpParser<'_>, def: &EnumDef) -> bool {
    let t = p.peek();
    match t.kind {
        TokenKind::BareIdent => def.value(t.text).is_some(),
        TokenKind::String => def.value(t.text.trim_matches('"')).is_some(),
        _ => false,
    }
}

/// A case keyword (bare or quoted) of an enum attribute `attr`, with MLIR's errors.
pub fn parse_enum_keyword(p: &mut OpParser<'_>, def: &EnumDef, attr: &str) -> PResult<u64> {
    let t = p.peek();
    let expected = || {
        format!(
            "expected string or keyword containing one of the following enum values for attribute '{attr}' [{}]",
            keywords(def)
        )
    };
    match t.kind {
        TokenKind::BareIdent => match def.value(t.text) {
            Some(v) => {
                p.bump();
                parse_more_bit_keywords(p, def, v)
            }
            None => p.custom_err_at(t.offset, expected()),
        },
        TokenKind::String => {
            let kw = p.parse_string()?;
            match def.value(&kw) {
                Some(v) => Ok(v),
                None => p.custom_err_at(t.offset, format!("invalid {attr} attribute specification: \"{kw}\"")),
            }
        }
        _ => p.custom_err_at(t.offset, expected()),
    }
}

/// The keywords after the first of a bit enum written bare (`inbounds|nuw`), each after
/// the enum's separator, or-ed into `v`.
fn parse_more_bit_keywords(p: &mut OpParser<'_>, def: &EnumDef, mut v: u64) -> PResult<u64> {
    let sep = def.separator.trim();
    while def.bit_enum && !sep.is_empty() && p.eat_literal(sep) {
        let t = p.peek();
        match (t.kind, def.value(t.text)) {
            (TokenKind::BareIdent, Some(x)) => {
                p.bump();
                v |= x;
            }
            _ => {
                let msg = format!("expected one of [{}] for {}, got: {}", keywords(def), def.summary, t.text);
                return p.custom_err_at(t.offset, msg);
            }
        }
    }
    Ok(v)
}

fn keywords(def: &EnumDef) -> String {
    def.cases.iter().map(|c| c.0).collect::<Vec<_>>().join(", ")
}

/// `<nsw, nuw>`: an enum attribute without its `#dialect.mnemonic` prefix.
pub fn parse_enum_stripped(p: &mut OpParser<'_>, def: &EnumDef) -> PResult<u64> {
    p.expect_literal("<")?;
    let v = parse_enum_payload(p, def)?;
    p.expect_literal(">")?;
    Ok(v)
}

/// The keywords between the angle brackets of an enum attribute.
pub fn parse_enum_payload(p: &mut OpParser<'_>, def: &EnumDef) -> PResult<u64> {
    let mut v = 0u64;
    loop {
        let t = p.peek();
        if t.kind != TokenKind::BareIdent {
            return p.err(format!("expected keyword for {}", def.name));
        }
        p.bump();
        match def.value(t.text) {
            Some(x) => v |= x,
            None => {
                return p
                    .err_at(t.offset, format!("expected one of [{}] for {}, got: {}", keywords(def), def.name, t.text))
            }
        }
        if !def.bit_enum || !(p.eat_literal(",") || p.eat_literal("|")) {
            break;
        }
    }
    Ok(v)
}

/// Keywords of an enum value (see `print::attrs::write_enum_keywords`).
pub fn enum_keywords(def: &EnumDef, value: u64) -> String {
    let mut s = String::new();
    crate::print::attrs::write_enum_keywords(&mut s, def, value);
    s
}

/// `<nsw, nuw>`: an enum attribute (or its integer value) without its
/// `#dialect.mnemonic` prefix; the inverse of `parse_enum_stripped`.
pub fn print_enum_stripped(p: &mut OpPrinter<'_>, def: &EnumDef, a: Attribute) {
    let v = match p.ctx.attr_data(a) {
        AttrData::Enum { value, .. } => *value,
        AttrData::Integer { value, .. } => *value as u64,
        _ => 0,
    };
    p.write("<");
    p.write(&enum_keywords(def, v));
    p.write(">");
}

/// The case keywords of an enum attribute (or its integer value), bare; the inverse of
/// `parse_enum_keyword`.
pub fn print_enum_keyword(p: &mut OpPrinter<'_>, def: &EnumDef, a: Attribute) {
    let v = match p.ctx.attr_data(a) {
        AttrData::Enum { value, .. } => *value,
        AttrData::Integer { value, .. } => *value as u64,
        _ => 0,
    };
    p.write(&enum_keywords(def, v));
}

/// The required inherent attributes present, then the constraints of those present (the
/// op's `verify_attrs`), as MLIR's generated verifiers check them.
pub fn verify_attributes(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let Some(info) = op.info() else { return Ok(()) };
    if let Some(a) = info.attrs.iter().find(|a| !a.optional && op.attr(a.name).is_none()) {
        return Err(op_error(op, format!("requires attribute '{}'", a.name)));
    }
    (info.verify_attrs)(op)
}

/// Checks every operand, then every result, against its group's type constraint in the
/// op's registered `OpInfo`, reporting the first that fails as MLIR does.
pub fn verify_types(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let Some(info) = op.info() else { return Ok(()) };
    for (i, c) in info.operand_types.iter().enumerate() {
        check_group(op, false, i, c.summary, c.check)?;
    }
    for (i, c) in info.result_types.iter().enumerate() {
        check_group(op, true, i, c.summary, c.check)?;
    }
    Ok(())
}

/// Checks every value of an operand or result group against a type predicate, reporting
/// `operand #N must be <summary>, but got '<type>'` for the first that fails.
pub fn check_group(
    op: OpRef<'_>,
    results: bool,
    index: usize,
    summary: &str,
    pred: fn(&Context, Type) -> bool,
) -> Result<(), Diagnostic> {
    let arities = op.info().map_or(&[][..], |i| if results { i.result_arities } else { i.operand_arities });
    let start = group_start(op, arities, index, results);
    let group = if results { results_group(op, arities, index) } else { operand_group(op, arities, index) };
    for (k, v) in group.iter().enumerate() {
        let t = op.value_type(v);
        if !pred(op.ctx, t) {
            return Err(value_error(op, if results { "result" } else { "operand" }, start + k, summary, t));
        }
    }
    Ok(())
}

/// `[1, 2, 3]`: a dense integer array written without its `array<iN: ...>` wrapper, as
/// formats show DenseI64ArrayAttr and friends. `width` 1 accepts `true`/`false`.
pub fn parse_dense_array_literal(p: &mut OpParser<'_>, width: u32) -> PResult<Attribute> {
    let ctx = p.ctx();
    p.expect_literal("[")?;
    let mut values = Vec::new();
    if !p.eat_literal("]") {
        loop {
            if width == 1 && (p.at_literal("true") || p.at_literal("false")) {
                values.push(i64::from(p.eat_literal("true") || !p.eat_literal("false")));
            } else {
                let v = p.parse_integer()?;
                values.push(v as i64);
            }
            if !p.eat_literal(",") {
                break;
            }
        }
        p.expect_literal("]")?;
    }
    let elem = ctx.integer_type(width);
    Ok(ctx.intern_attr(AttrData::DenseArrayInt { elem, values: values.into() }))
}

/// `[1, 2, 3]`: a dense integer array without its `array<iN: ...>` wrapper, `i1` ones as
/// `true`/`false`; the inverse of `parse_dense_array_literal`. Other attributes print in
/// full.
pub fn print_dense_array_literal(p: &mut OpPrinter<'_>, a: Attribute) {
    let ctx = p.ctx;
    let AttrData::DenseArrayInt { elem, values } = ctx.attr_data(a) else {
        p.print_attr(a);
        return;
    };
    let is_bool = ctx.int_width(*elem) == Some(1);
    p.write("[");
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if is_bool {
            p.write(if *v != 0 { "true" } else { "false" });
        } else {
            p.write(&v.to_string());
        }
    }
    p.write("]");
}

/// The stripped form of an AttrDef attribute in a format (`<function = @f, tag = <id = 1>>`
/// for `#llvm.blockaddress<...>`).
pub fn parse_dialect_attr_stripped(p: &mut OpParser<'_>, name: &str) -> PResult<Attribute> {
    let ctx = p.ctx();
    let (d, m) = name.split_once('.').unwrap_or((name, ""));
    let Some(def) = ctx.with_registry(|r| r.attr_def(d, m)) else {
        return p.err(format!("unknown attribute #{name}"));
    };
    if def.params.is_empty() || p.at(TokenKind::Less) {
        return crate::parse::ops::parse_dialect_attr_params(p, def);
    }
    // Also the attribute in full, usually through its alias (`#alias_scope`).
    let at = p.peek().offset;
    let a = p.parse_attribute(None)?;
    match ctx.attr_data(a) {
        AttrData::Dialect { def: got, .. } if std::ptr::eq(got.0, def) => Ok(a),
        _ => p.err_at(at, "invalid kind of attribute specified"),
    }
}

/// The stripped form, or the alias when the attribute has one (as MLIR prints them).
pub fn print_dialect_attr_stripped(p: &mut OpPrinter<'_>, a: Attribute) {
    if let Some(name) = p.aliases().and_then(|al| al.attr_alias(a)) {
        let name = name.to_string();
        p.write(&name);
    } else if matches!(p.ctx.attr_data(a), AttrData::Dialect { .. }) {
        let mut s = String::new();
        crate::print::attrs::write_dialect_attr_params(&mut s, p.ctx, a, p.aliases());
        p.write(&s);
    } else {
        p.print_attr(a);
    }
}

/// The types a `TypesMatchWith` transform gives a group of `n` values: the members of a
/// tuple (transforms into variadic groups return one, e.g. a function's inputs), or `t`
/// repeated.
pub fn spread_types(ctx: &Context, t: Type, n: usize) -> Vec<Type> {
    match ctx.type_data(t) {
        TypeData::Tuple(ts) => ts.to_vec(),
        _ => vec![t; n],
    }
}
