//! LLVM's own IR rules, checked on the LLVM dialect before `translate` writes text.
//!
//! mlir-translate builds an `llvm::Module` and runs LLVM's verifier on it
//! (`llvm/lib/IR/Verifier.cpp`); a module the MLIR dialect verifier accepted can still be
//! rejected there, and mlir-translate then writes no IR. Descent writes text directly, so
//! without these checks it would print IR that `llvm-as` rejects. This module checks the
//! rules of LLVM's verifier that the LLVM dialect's own verifier (`llvm_verify.rs` in the
//! dialects crate) leaves open and that a translation can break:
//!
//! - function signatures and parameter attributes (`verifyFunctionAttrs`,
//!   `verifyParameterAttrs`), on functions and on call sites: one `sret`/`nest`/
//!   `returned` parameter, incompatible attribute pairs, `sret` position and return type,
//!   `returned` types, unsized `byval`, huge parameter alignments and ones that are not
//!   powers of two, `range` widths, intrinsic-only `elementtype`;
//! - function attributes: `vscale_range`, inlining and `optnone` combinations (from the
//!   op's attributes and its `passthrough`), `frame-pointer` and denormal-mode values;
//!   calling-convention rules; token and metadata parameters; intrinsics with a body;
//! - global values (`visitGlobalValue`, `visitGlobalVariable`, `visitGlobalAlias`):
//!   declarations in a comdat, huge alignments, `common` globals that are constant or in
//!   a comdat, scalable global types, integer values for non-integer globals, aliases of
//!   declarations, alias cycles, aliases of interposable aliases;
//! - calls: `musttail` (`verifyMustTailCall`), and calls of intrinsics — immediate
//!   (`immarg`) arguments, argument counts, fixed argument and return types, and the
//!   mangled name — with the per-intrinsic data of `spec/dialects/llvm_intrinsics.td`
//!   (the generated [`super::Intrinsic`] descriptions), not a table of its own;
//! - exception handling: a landing pad outside the entry block and reached only by the
//!   unwind edges of invokes, `llvm.resume` in a function with a personality;
//! - no token-typed block arguments (LLVM phis).
//!
//! The message is LLVM's (or, for `llvm.call_intrinsic`, mlir-translate's own translation
//! error), reported as an MLIR diagnostic at the op that breaks the rule: mlir-translate
//! prints LLVM's verifier text without a location, Descent says where. One diagnostic per
//! function (and global), the first LLVM would report for it.
//!
//! Cost: the module checks read each global op's attributes once; the block check looks
//! at block arguments and terminators only; the op walk runs only for functions whose
//! translation wrote a call or a landing pad (the only ops it looks at), tells them apart
//! by their registry entry, and allocates nothing unless a call names an intrinsic or
//! carries attributes. LLVM types are read through the small helpers at the top
//! (`ptr_space`, `fn_sig`, `is_sized`, ...), so that a change of how types are stored
//! touches only them.

use std::sync::OnceLock;

use rustc_hash::FxHashMap;

use super::{Intrinsic, Ref, Translation};
use crate::diag::Diagnostic;
use crate::dialects::gen::llvm_enums as en;
use crate::ir::{AttrData, Attribute, Body, Context, OpId, OpRef, RegionId, Type, TypeData, Value, ValueDef};
use crate::llvm_types::{self, LlvmType};
use crate::ods;

type R = Result<(), Diagnostic>;

// ---- LLVM type views --------------------------------------------------------------------

/// The address space of a pointer type.
fn ptr_space(ctx: &Context, t: Type) -> Option<u32> {
    llvm_types::ptr_addr_space(ctx, t)
}

fn is_integer(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. })
}

fn is_void(ctx: &Context, t: Type) -> bool {
    llvm_types::is_void(ctx, t)
}

fn is_token(ctx: &Context, t: Type) -> bool {
    matches!(llvm_types::view(ctx, t), Some(LlvmType::Token))
}

fn is_metadata(ctx: &Context, t: Type) -> bool {
    matches!(llvm_types::view(ctx, t), Some(LlvmType::Metadata))
}

/// LLVM's `Type::isScalableTy`: a scalable vector, or an aggregate holding one.
fn is_scalable(ctx: &Context, t: Type) -> bool {
    if let TypeData::Vector { scalable, .. } = ctx.type_data(t) {
        return scalable.iter().any(|s| *s);
    }
    match llvm_types::view(ctx, t) {
        Some(LlvmType::Array { elem, .. }) => is_scalable(ctx, elem),
        Some(LlvmType::Struct(s)) => s.body.is_some_and(|b| b.iter().any(|f| is_scalable(ctx, *f))),
        _ => false,
    }
}

fn is_struct(ctx: &Context, t: Type) -> bool {
    llvm_types::is_struct(ctx, t)
}

/// The bit width of an integer type or of a vector's integer elements.
fn scalar_int_width(ctx: &Context, t: Type) -> Option<u32> {
    let elem = match ctx.type_data(t) {
        TypeData::Vector { elem, .. } => *elem,
        _ => t,
    };
    match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// An LLVM function type's return type, parameters and variadic flag.
fn fn_sig(ctx: &Context, t: Type) -> Option<(Type, &[Type], bool)> {
    match llvm_types::view(ctx, t) {
        Some(LlvmType::Func { ret, params, var_arg }) => Some((ret, params, var_arg)),
        _ => None,
    }
}

/// LLVM's `Type::isSized`: opaque structs (and what contains them) and non-data types
/// have no size.
fn is_sized(ctx: &Context, t: Type) -> bool {
    match llvm_types::view(ctx, t) {
        Some(LlvmType::Struct(s)) => s.body.is_some_and(|b| b.iter().all(|f| is_sized(ctx, *f))),
        Some(LlvmType::Array { elem, .. }) => is_sized(ctx, elem),
        Some(LlvmType::Void | LlvmType::Token | LlvmType::Label | LlvmType::Metadata | LlvmType::Func { .. }) => false,
        _ => true,
    }
}

/// The bit size of a fixed-length vector (LLVM's `getPrimitiveSizeInBits`), if known.
fn fixed_vector_bits(ctx: &Context, t: Type) -> Option<u64> {
    let TypeData::Vector { shape, scalable, elem } = ctx.type_data(t) else { return None };
    if scalable.iter().any(|s| *s) {
        return None;
    }
    let n: i64 = shape.iter().product();
    let bits = match ctx.type_data(*elem) {
        TypeData::Integer { width, .. } => u64::from(*width),
        TypeData::Float(k) => u64::from(k.width()),
        _ => return None,
    };
    Some(n as u64 * bits)
}

/// LLVM's `Type::canLosslesslyBitCastTo`, for the types a function can take and return.
fn lossless_bitcast(ctx: &Context, from: Type, to: Type) -> bool {
    if from == to {
        return true;
    }
    if let (Some(a), Some(b)) = (ptr_space(ctx, from), ptr_space(ctx, to)) {
        return a == b;
    }
    match (fixed_vector_bits(ctx, from), fixed_vector_bits(ctx, to)) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    }
}

/// The verifier's `isTypeCongruent`: the same type, or pointers of one address space.
fn congruent(ctx: &Context, a: Type, b: Type) -> bool {
    a == b || matches!((ptr_space(ctx, a), ptr_space(ctx, b)), (Some(x), Some(y)) if x == y)
}

// ---- parameter attributes -----------------------------------------------------------------

/// The LLVM attributes of one argument or result dictionary that the rules look at.
#[derive(Default)]
struct ParamAttrs {
    byval: Option<Type>,
    byref: bool,
    inalloca: bool,
    preallocated: bool,
    sret: bool,
    inreg: bool,
    nest: bool,
    returned: bool,
    zeroext: bool,
    signext: bool,
    readnone: bool,
    readonly: bool,
    elementtype: bool,
    writeonly: bool,
    writable: bool,
    align: Option<i128>,
    alignstack: Option<i128>,
    range: Option<Attribute>,
}

impl ParamAttrs {
    fn of(ctx: &Context, dict: Option<Attribute>) -> ParamAttrs {
        let mut a = ParamAttrs::default();
        let Some(dict) = dict else { return a };
        for e in ctx.dict_entries(dict) {
            let Some(k) = ctx.ident_str(e.name).strip_prefix("llvm.") else { continue };
            match k {
                "byval" => a.byval = type_attr(ctx, e.value),
                "byref" => a.byref = true,
                "inalloca" => a.inalloca = true,
                "preallocated" => a.preallocated = true,
                "sret" => a.sret = true,
                "inreg" => a.inreg = true,
                "nest" => a.nest = true,
                "returned" => a.returned = true,
                "zeroext" => a.zeroext = true,
                "signext" => a.signext = true,
                "readnone" => a.readnone = true,
                "elementtype" => a.elementtype = true,
                "readonly" => a.readonly = true,
                "writeonly" => a.writeonly = true,
                "writable" => a.writable = true,
                "align" => a.align = ctx.int_value(e.value),
                "alignstack" => a.alignstack = ctx.int_value(e.value),
                "range" => a.range = Some(e.value),
                _ => {}
            }
        }
        a
    }
}

fn type_attr(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_data(a) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

/// LLVM's `Value::MaximumAlignment` (2^32).
const MAX_ALIGNMENT: i128 = 1 << 32;

/// An alignment LLVM can hold: a power of two (the `.ll` parser rejects others; LLVM's
/// `Align` cannot represent them) no larger than 2^32.
fn check_alignment(loc: Attribute, align: Option<i128>) -> R {
    match align {
        Some(a) if a > MAX_ALIGNMENT => Err(Diagnostic::error(loc, "huge alignment values are unsupported")),
        Some(a) if a <= 0 || a & (a - 1) != 0 => Err(Diagnostic::error(loc, "alignment is not a power of two")),
        _ => Ok(()),
    }
}

/// `verifyParameterAttrs`: the attributes of one parameter or the result, of type `ty`.
fn check_param_attrs(ctx: &Context, loc: Attribute, a: &ParamAttrs, ty: Type) -> R {
    let err = |m: &str| Err(Diagnostic::error(loc, m));
    let exclusive = usize::from(a.byval.is_some())
        + usize::from(a.inalloca)
        + usize::from(a.preallocated)
        + usize::from(a.sret || a.inreg)
        + usize::from(a.nest)
        + usize::from(a.byref);
    if exclusive > 1 {
        return err(
            "Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', and 'sret' are incompatible!",
        );
    }
    if a.inalloca && a.readonly {
        return err("Attributes 'inalloca and readonly' are incompatible!");
    }
    if a.sret && a.returned {
        return err("Attributes 'sret and returned' are incompatible!");
    }
    if a.zeroext && a.signext {
        return err("Attributes 'zeroext and signext' are incompatible!");
    }
    if a.readnone && a.readonly {
        return err("Attributes 'readnone and readonly' are incompatible!");
    }
    if a.readnone && a.writeonly {
        return err("Attributes 'readnone and writeonly' are incompatible!");
    }
    if a.readonly && a.writeonly {
        return err("Attributes 'readonly and writeonly' are incompatible!");
    }
    if a.writable && a.readnone {
        return err("Attributes writable and readnone are incompatible!");
    }
    if a.writable && a.readonly {
        return err("Attributes writable and readonly are incompatible!");
    }
    // `AttributeFuncs::typeIncompatible`: a range applies to integers of its width.
    if let Some(r) = a.range {
        let text = descent_text::print::attrs::attr_to_string(ctx, r);
        if let Some([rty, lo, hi]) = text
            .strip_prefix("#llvm.constant_range<")
            .and_then(|b| b.strip_suffix('>'))
            .map(|b| b.split(',').map(str::trim).collect::<Vec<_>>())
            .and_then(|p| <[&str; 3]>::try_from(p).ok())
        {
            let width = scalar_int_width(ctx, ty).map(|w| w.to_string());
            if width.as_deref() != rty.strip_prefix('i') {
                return Err(Diagnostic::error(
                    loc,
                    format!("Attribute 'range({rty} {lo}, {hi})' applied to incompatible type!"),
                ));
            }
        }
    }
    if ptr_space(ctx, ty).is_some() {
        check_alignment(loc, a.align)?;
        if a.byval.is_some_and(|t| !is_sized(ctx, t)) {
            return err("Attribute 'byval' does not support unsized types!");
        }
    }
    // The dialect verifier takes any integer for `alignstack`; LLVM wants a power of two.
    if a.alignstack.is_some() {
        check_alignment(loc, a.alignstack)?;
    }
    Ok(())
}

/// Entry `i` of an `arg_attrs` / `res_attrs` array.
fn dict_at(ctx: &Context, list: Option<Attribute>, i: usize) -> Option<Attribute> {
    match ctx.attr_data(list?) {
        AttrData::Array(items) => items.get(i).copied(),
        _ => None,
    }
}

/// The LLVM keyword of an enum attribute's case ("" when absent: the default).
fn keyword(ctx: &Context, a: Option<Attribute>, def: &crate::ir::EnumDef) -> &'static str {
    enum_value(ctx, a).and_then(|v| def.llvm_keyword(v)).unwrap_or("")
}

fn enum_value(ctx: &Context, a: Option<Attribute>) -> Option<u64> {
    match ctx.attr_data(a?) {
        AttrData::Enum { value, .. } => Some(*value),
        AttrData::Integer { value, .. } => Some(*value as u64),
        _ => None,
    }
}

/// The attributes of a global op the rules read, found in one pass over its attributes
/// (looking each up by name would scan them a dozen times per function).
#[derive(Default)]
struct GlobalAttrs {
    function_type: Option<Attribute>,
    alignment: Option<Attribute>,
    linkage: Option<Attribute>,
    comdat: bool,
    value: Option<Attribute>,
    arg_attrs: Option<Attribute>,
    res_attrs: Option<Attribute>,
    vscale_range: Option<Attribute>,
    cconv: Option<Attribute>,
    sym_name: Option<Attribute>,
    constant: bool,
    global_type: Option<Attribute>,
    /// Whether any attribute the function-attribute rules read is set.
    fn_attrs: bool,
    passthrough: Option<Attribute>,
    denormal: Option<Attribute>,
    denormal_f32: Option<Attribute>,
}

impl GlobalAttrs {
    fn of(op: OpRef<'_>) -> GlobalAttrs {
        let mut g = GlobalAttrs::default();
        for a in op.data().attrs.iter() {
            let v = Some(a.value);
            match op.ctx.ident_str(a.name) {
                "function_type" => g.function_type = v,
                "alignment" => g.alignment = v,
                "linkage" => g.linkage = v,
                "comdat" => g.comdat = true,
                "value" => g.value = v,
                "arg_attrs" => g.arg_attrs = v,
                "res_attrs" => g.res_attrs = v,
                "vscale_range" => g.vscale_range = v,
                "CConv" => g.cconv = v,
                "sym_name" => g.sym_name = v,
                "constant" => g.constant = true,
                "global_type" => g.global_type = v,
                "no_inline" | "always_inline" | "optimize_none" => g.fn_attrs = true,
                "passthrough" => (g.fn_attrs, g.passthrough) = (true, v),
                "denormal_fp_math" => (g.fn_attrs, g.denormal) = (true, v),
                "denormal_fp_math_f32" => (g.fn_attrs, g.denormal_f32) = (true, v),
                _ => {}
            }
        }
        g
    }
}

// ---- module level -----------------------------------------------------------------------

/// `visitGlobalValue` and `visitFunction` on the module's top-level ops: function
/// signatures and attributes, and declarations in comdats. `declaration`: whether a
/// function has no body (its body may already be translated and freed, so the caller
/// says).
pub fn check_global(ctx: &Context, op: OpRef<'_>, declaration: bool) -> R {
    match op.name() {
        "llvm.func" => check_function(ctx, op, &GlobalAttrs::of(op), declaration),
        "llvm.mlir.global" => {
            let g = GlobalAttrs::of(op);
            // A global without an initializer (value or region) is a declaration.
            let declaration = g.value.is_none()
                && op.regions().first().is_none_or(|r| op.regions_body().region(*r).blocks.is_empty());
            check_global_variable(op, &g, declaration)
        }
        _ => Ok(()),
    }
}

/// `visitGlobalVariable`: the rules of `common` globals and scalable types, then
/// `visitGlobalValue`.
fn check_global_variable(op: OpRef<'_>, g: &GlobalAttrs, declaration: bool) -> R {
    let ctx = op.ctx;
    let err = |m: &str| Err(Diagnostic::error(op.loc(), m));
    if g.alignment.and_then(|a| ctx.int_value(a)).is_some_and(|v| v > MAX_ALIGNMENT) {
        return err("huge alignment values are unsupported");
    }
    // mlir-translate makes an integer constant of an integer value whatever the global's
    // type; only an integer global takes it. (For a struct, mlir-translate's own error
    // comes first: the module translation reports it.)
    if let (Some(v), Some(t)) = (g.value, g.global_type.and_then(|a| type_attr(ctx, a))) {
        let int_value = matches!(ctx.attr_data(v), AttrData::Integer { .. } | AttrData::Bool(_));
        if int_value && !is_integer(ctx, t) && !is_struct(ctx, t) {
            return err("Global variable initializer type does not match global variable type!");
        }
    }
    if !declaration && keyword(ctx, g.linkage, &en::LLVM_LINKAGE_ATTR_ENUM) == "common" {
        // The dialect verifier asks for a zero value.
        if g.constant {
            return err("'common' global may not be marked constant!");
        }
        if g.comdat {
            return err("'common' global may not be in a Comdat!");
        }
    }
    if g.global_type.and_then(|a| type_attr(ctx, a)).is_some_and(|t| is_scalable(ctx, t)) {
        return err("Globals cannot contain scalable types");
    }
    check_global_value(op, g, declaration)
}

/// `visitAliaseeSubExpr` for every `llvm.mlir.alias` of the module (top-level `ops` of
/// `mbody`): an alias points to definitions, not through a cycle of aliases nor through
/// an interposable alias. `has_body(f)`: whether function `f` is a definition (its body
/// may be translated and freed already). Nothing is built unless the module has aliases.
pub fn check_aliases(ctx: &Context, mbody: &Body, ops: &[OpId], has_body: &dyn Fn(OpId) -> bool) -> R {
    let is_alias = |o: OpId| OpRef::new(ctx, mbody, o).name() == "llvm.mlir.alias";
    if !ops.iter().any(|&o| is_alias(o)) {
        return Ok(());
    }
    let symbols: FxHashMap<&str, OpId> =
        ops.iter().filter_map(|&o| Some((ods::attr_str(OpRef::new(ctx, mbody, o), "sym_name")?, o))).collect();
    for &o in ops.iter().filter(|&&o| is_alias(o)) {
        let mut path = vec![o];
        check_aliasee(ctx, mbody, o, OpRef::new(ctx, mbody, o).loc(), &symbols, has_body, &mut path)?;
    }
    Ok(())
}

/// The symbols alias `alias`'s initializer takes the address of, checked for the alias at
/// `loc`; `path` holds the aliases followed so far.
fn check_aliasee(
    ctx: &Context,
    mbody: &Body,
    alias: OpId,
    loc: Attribute,
    symbols: &FxHashMap<&str, OpId>,
    has_body: &dyn Fn(OpId) -> bool,
    path: &mut Vec<OpId>,
) -> R {
    let aop = OpRef::new(ctx, mbody, alias);
    let body = aop.regions_body();
    let mut targets: Vec<OpId> = Vec::new();
    for &r in aop.regions() {
        for &b in &body.region(r).blocks {
            for o in body.block_ops(b) {
                let op = OpRef::new(ctx, body, o);
                if op.name() == "llvm.mlir.addressof" {
                    if let Some(t) = ods::attr_symbol(op, "global_name").and_then(|n| symbols.get(n)) {
                        targets.push(*t);
                    }
                }
            }
        }
    }
    for t in targets {
        let top = OpRef::new(ctx, mbody, t);
        let linkage = keyword(ctx, top.attr("linkage"), &en::LLVM_LINKAGE_ATTR_ENUM);
        let declaration = match top.name() {
            "llvm.func" => !has_body(t),
            "llvm.mlir.global" => {
                top.attr("value").is_none()
                    && top.regions().first().is_none_or(|r| top.regions_body().region(*r).blocks.is_empty())
            }
            _ => false,
        };
        if declaration || linkage == "available_externally" {
            return Err(Diagnostic::error(loc, "Alias must point to a definition"));
        }
        if top.name() == "llvm.mlir.alias" {
            if path.contains(&t) {
                return Err(Diagnostic::error(loc, "Aliases cannot form a cycle"));
            }
            if matches!(linkage, "weak" | "linkonce" | "common" | "extern_weak") {
                return Err(Diagnostic::error(loc, "Alias cannot point to an interposable alias"));
            }
            path.push(t);
            check_aliasee(ctx, mbody, t, loc, symbols, has_body, path)?;
            path.pop();
        }
    }
    Ok(())
}

/// `visitGlobalValue`: alignment, and no comdat on a declaration (or an
/// `available_externally` definition, a declaration to the linker).
fn check_global_value(op: OpRef<'_>, g: &GlobalAttrs, declaration: bool) -> R {
    let ctx = op.ctx;
    if g.alignment.and_then(|a| ctx.int_value(a)).is_some_and(|v| v > MAX_ALIGNMENT) {
        return Err(Diagnostic::error(op.loc(), "huge alignment values are unsupported"));
    }
    if g.comdat && (declaration || keyword(ctx, g.linkage, &en::LLVM_LINKAGE_ATTR_ENUM) == "available_externally") {
        return Err(Diagnostic::error(op.loc(), "Declaration may not be in a Comdat!"));
    }
    Ok(())
}

/// `visitFunction` and `verifyFunctionAttrs` for one `llvm.func`.
fn check_function(ctx: &Context, op: OpRef<'_>, g: &GlobalAttrs, declaration: bool) -> R {
    let Some((ret, params, var_arg)) = g.function_type.and_then(|a| type_attr(ctx, a)).and_then(|t| fn_sig(ctx, t))
    else {
        return Ok(());
    };
    let loc = op.loc();
    let err = |m: &str| Err(Diagnostic::error(loc, m));
    check_global_value(op, g, declaration)?;
    let arg_attrs = g.arg_attrs;
    let intrinsic = g.sym_name.and_then(|a| ctx.str_value(a)).is_some_and(|n| n.starts_with("llvm."));
    // Parameter attributes are rare: without them, none of their rules can fail.
    if arg_attrs.is_some() {
        let has_sret = (0..params.len()).any(|i| ParamAttrs::of(ctx, dict_at(ctx, arg_attrs, i)).sret);
        if has_sret && !is_void(ctx, ret) {
            return err("Invalid struct return type!");
        }
    }
    check_signature_attrs(ctx, loc, ret, params, g.arg_attrs, g.res_attrs, intrinsic)?;
    if g.fn_attrs {
        check_fn_attrs(op, g)?;
    }
    if let Some((min, max)) = g.vscale_range.and_then(|a| crate::dialects::native::llvm::vscale_bounds(ctx, a)) {
        // A maximum of 0 is no maximum.
        if min == 0 {
            return err("'vscale_range' minimum must be greater than 0");
        }
        if !(min as u64).is_power_of_two() {
            return err("'vscale_range' minimum must be power-of-two value");
        }
        if max != 0 && min > max {
            return err("'vscale_range' minimum cannot be greater than maximum");
        }
        if max != 0 && !(max as u64).is_power_of_two() {
            return err("'vscale_range' maximum must be power-of-two value");
        }
    }
    if g.fn_attrs {
        check_fn_attr_values(op, g)?;
    }
    // `ccc` (case 0, the default) has no rules.
    if enum_value(ctx, g.cconv).is_some_and(|v| v != 0) {
        let cc = keyword(ctx, g.cconv, &en::LLVM_C_CONV_ATTR_ENUM);
        check_calling_conv(ctx, loc, cc, ret, params, var_arg, arg_attrs)?;
    }
    if !intrinsic {
        for &ty in params {
            if is_metadata(ctx, ty) {
                return err("Function takes metadata but isn't an intrinsic");
            }
            if is_token(ctx, ty) {
                return err("Function takes token but isn't an intrinsic");
            }
        }
        if is_token(ctx, ret) {
            return err("Function returns a token but isn't an intrinsic");
        }
    }
    if intrinsic && !declaration {
        return err("llvm intrinsics cannot be defined!");
    }
    Ok(())
}

/// `verifyFunctionAttrs` on the result and parameter attributes of a function or a call
/// site (`loc`) of type `ret (params)`: each set's own rules, then those across
/// parameters. `intrinsic`: the function is an intrinsic.
fn check_signature_attrs(
    ctx: &Context,
    loc: Attribute,
    ret: Type,
    params: &[Type],
    arg_attrs: Option<Attribute>,
    res_attrs: Option<Attribute>,
    intrinsic: bool,
) -> R {
    let err = |m: &str| Err(Diagnostic::error(loc, m));
    if res_attrs.is_some() && !is_void(ctx, ret) {
        let res = ParamAttrs::of(ctx, dict_at(ctx, res_attrs, 0));
        check_param_attrs(ctx, loc, &res, ret)?;
    }
    // Parameter attributes are rare: without them, none of their rules can fail.
    if arg_attrs.is_none() {
        return Ok(());
    }
    let (mut saw_nest, mut saw_returned, mut saw_sret) = (false, false, false);
    for (i, &ty) in params.iter().enumerate() {
        let a = ParamAttrs::of(ctx, dict_at(ctx, arg_attrs, i));
        if a.elementtype && !intrinsic {
            return err("Attribute 'elementtype' can only be applied to intrinsics and inline asm.");
        }
        check_param_attrs(ctx, loc, &a, ty)?;
        if a.nest {
            if saw_nest {
                return err("More than one parameter has attribute nest!");
            }
            saw_nest = true;
        }
        if a.returned {
            if saw_returned {
                return err("More than one parameter has attribute returned!");
            }
            if !lossless_bitcast(ctx, ty, ret) {
                return err("Incompatible argument and return types for 'returned' attribute");
            }
            saw_returned = true;
        }
        if a.sret {
            if saw_sret {
                return err("Cannot have multiple 'sret' parameters!");
            }
            if i > 1 {
                return err("Attribute 'sret' is not on first or second parameter!");
            }
            saw_sret = true;
        }
        if a.inalloca && i + 1 != params.len() {
            return err("inalloca isn't on the last parameter!");
        }
    }
    Ok(())
}

/// The function attributes a `passthrough` list sets: LLVM's names, with their values.
fn passthrough(ctx: &Context, list: Option<Attribute>) -> impl Iterator<Item = (&str, Option<&str>)> {
    let items: &[Attribute] = match list.map(|l| ctx.attr_data(l)) {
        Some(AttrData::Array(items)) => items,
        _ => &[],
    };
    items.iter().filter_map(move |&it| match ctx.attr_data(it) {
        AttrData::String { value, .. } => Some((&**value, None)),
        AttrData::Array(kv) if kv.len() == 2 => Some((ctx.str_value(kv[0])?, ctx.str_value(kv[1]))),
        _ => None,
    })
}

/// The inlining and optimization function-attribute rules of `verifyFunctionAttrs`, on the
/// attributes the function op sets and those its `passthrough` list adds.
fn check_fn_attrs(op: OpRef<'_>, g: &GlobalAttrs) -> R {
    let ctx = op.ctx;
    let has =
        |attr: &str, name: &str| op.attr(attr).is_some() || passthrough(ctx, g.passthrough).any(|(k, _)| k == name);
    let err = |m: &str| Err(Diagnostic::error(op.loc(), m));
    let noinline = has("no_inline", "noinline");
    if noinline && has("always_inline", "alwaysinline") {
        return err("Attributes 'noinline and alwaysinline' are incompatible!");
    }
    if has("optimize_none", "optnone") {
        if !noinline {
            return err("Attribute 'optnone' requires 'noinline'!");
        }
        if has("", "optsize") {
            return err("Attributes 'optsize and optnone' are incompatible!");
        }
        if has("", "minsize") {
            return err("Attributes 'minsize and optnone' are incompatible!");
        }
        if has("", "optdebug") {
            return err("Attributes 'optdebug and optnone' are incompatible!");
        }
    }
    if has("", "optdebug") {
        if has("", "optsize") {
            return err("Attributes 'optsize and optdebug' are incompatible!");
        }
        if has("", "minsize") {
            return err("Attributes 'minsize and optdebug' are incompatible!");
        }
    }
    Ok(())
}

/// The string function attributes whose values LLVM's verifier parses: `frame-pointer`
/// (the op's own attribute is an enum of valid values) and the denormal modes.
fn check_fn_attr_values(op: OpRef<'_>, g: &GlobalAttrs) -> R {
    let ctx = op.ctx;
    let err = |m: String| Err(Diagnostic::error(op.loc(), m));
    for (k, v) in passthrough(ctx, g.passthrough) {
        if k == "frame-pointer" {
            let v = v.unwrap_or("");
            if !matches!(v, "all" | "non-leaf" | "none" | "reserved" | "non-leaf-no-reserve") {
                return err(format!("invalid value for 'frame-pointer' attribute: {v}"));
            }
        }
    }
    let value = |own: Option<Attribute>, key: &str| {
        own.and_then(|a| ctx.str_value(a))
            .or_else(|| passthrough(ctx, g.passthrough).find(|(k, _)| *k == key).and_then(|(_, v)| v))
    };
    for (own, key) in [(g.denormal, "denormal-fp-math"), (g.denormal_f32, "denormal-fp-math-f32")] {
        if let Some(v) = value(own, key) {
            if !valid_denormal(v) {
                return err(format!("invalid value for '{key}' attribute: {v}"));
            }
        }
    }
    Ok(())
}

/// LLVM's `parseDenormalFPAttribute`: one mode, or an output and an input mode (an
/// empty one is `ieee`).
fn valid_denormal(v: &str) -> bool {
    let mode = |m: &str| matches!(m, "" | "ieee" | "preserve-sign" | "positive-zero" | "dynamic");
    match v.split_once(',') {
        Some((out, inp)) => mode(out) && mode(inp),
        None => mode(v),
    }
}

/// The calling-convention rules of `visitFunction`, for a function of convention `cc`.
fn check_calling_conv(
    ctx: &Context,
    loc: Attribute,
    cc: &str,
    ret: Type,
    params: &[Type],
    var_arg: bool,
    arg_attrs: Option<Attribute>,
) -> R {
    let err = |m: &str| Err(Diagnostic::error(loc, m));
    let attrs = |i: usize| ParamAttrs::of(ctx, dict_at(ctx, arg_attrs, i));
    let amdgpu_shader = matches!(cc, "amdgpu_vs" | "amdgpu_hs" | "amdgpu_gs" | "amdgpu_ps" | "amdgpu_cs");
    let kernel = matches!(cc, "amdgpu_kernel" | "spir_kernel" | "amdgpu_cs_chain" | "amdgpu_cs_chain_preserve");
    if cc == "x86_intrcc" && !params.is_empty() && attrs(0).byval.is_none() {
        return err("Calling convention parameter requires byval");
    }
    if kernel && !is_void(ctx, ret) {
        return err("Calling convention requires void return type");
    }
    if kernel || amdgpu_shader {
        if (0..params.len()).any(|i| attrs(i).sret) {
            return err("Calling convention does not allow sret");
        }
        if cc != "spir_kernel" {
            for i in 0..params.len() {
                let a = attrs(i);
                if a.byval.is_some() {
                    return err("Calling convention disallows byval");
                }
                if a.preallocated {
                    return err("Calling convention disallows preallocated");
                }
                if a.inalloca {
                    return err("Calling convention disallows inalloca");
                }
            }
        }
    }
    let no_varargs =
        kernel || amdgpu_shader || matches!(cc, "fastcc" | "coldcc" | "intel_ocl_bicc" | "ptx_kernel" | "ptx_device");
    if no_varargs && var_arg {
        return err("Calling convention does not support varargs or perfect forwarding!");
    }
    Ok(())
}

// ---- function bodies ----------------------------------------------------------------------

/// A `musttail` call, kept for the checks against the caller's function op.
pub struct MustTailSite {
    /// The call's location.
    pub loc: Attribute,
    /// Its calling convention's LLVM keyword.
    pub cc: &'static str,
    /// Whether it calls a variadic function.
    pub var_arg: bool,
}

/// What a function body's rules compare with the function op, checked once the module
/// has it (`descent compile` translates a body without its op): empty for most
/// functions, so nothing is allocated.
#[derive(Default)]
pub struct Deferred {
    /// The `musttail` calls.
    pub musttail: Vec<MustTailSite>,
    /// The first `llvm.resume`, which needs a personality.
    pub resume: Option<Attribute>,
}

/// The block-level rules, for every function: no token-typed block argument (an LLVM phi)
/// and, noted for [`check_deferred`], an `llvm.resume`. Looks at each block's arguments
/// and terminator only.
pub fn check_blocks(ctx: &Context, fbody: &Body, region: RegionId, deferred: &mut Deferred) -> R {
    use crate::dialects::gen::llvm::RESUME_OP_INFO;
    let blocks = &fbody.region(region).blocks;
    for (i, &b) in blocks.iter().enumerate() {
        let term = fbody.terminator(b).map(|t| OpRef::new(ctx, fbody, t));
        if i > 0 {
            for &a in &fbody.block(b).args {
                if is_token(ctx, fbody.value_type(a)) {
                    let loc = fbody.value(a).loc.or(term.map(|t| t.loc()));
                    if let Some(loc) = loc {
                        return Err(Diagnostic::error(loc, "PHI nodes cannot have token type!"));
                    }
                }
            }
        }
        if let Some(t) = term {
            if deferred.resume.is_none() && t.info().is_some_and(|info| std::ptr::eq(info, &RESUME_OP_INFO)) {
                deferred.resume = Some(t.loc());
            }
        }
    }
    Ok(())
}

/// The rules LLVM checks on a function's instructions that the dialect verifier leaves
/// open: call sites (calls and invokes: attributes, `musttail`, intrinsics) and landing
/// pads. The first broken rule,
/// in op order; the `musttail` calls are noted for [`check_deferred`].
pub fn check_body(ctx: &Context, fbody: &Body, region: RegionId, deferred: &mut Deferred) -> R {
    let blocks = &fbody.region(region).blocks;
    let Some(&entry) = blocks.first() else { return Ok(()) };
    let params = &fbody.block(entry).args;
    use crate::dialects::gen::llvm::{CALL_INTRINSIC_OP_INFO, CALL_OP_INFO, INVOKE_OP_INFO, LANDINGPAD_OP_INFO};
    for &b in blocks {
        for o in fbody.block_ops(b) {
            let op = OpRef::new(ctx, fbody, o);
            let Some(info) = op.info() else { continue };
            // An invoke is a call (`visitCallBase`) without a tail call kind.
            if std::ptr::eq(info, &CALL_OP_INFO) || std::ptr::eq(info, &INVOKE_OP_INFO) {
                let (mut tail, mut callee, mut arg_attrs, mut res_attrs) = (None, None, None, None);
                for a in op.data().attrs.iter() {
                    match ctx.ident_str(a.name) {
                        "TailCallKind" => tail = Some(a.value),
                        "callee" => callee = Some(a.value),
                        "arg_attrs" => arg_attrs = Some(a.value),
                        "res_attrs" => res_attrs = Some(a.value),
                        _ => {}
                    }
                }
                let callee_name = match callee.map(|c| ctx.attr_data(c)) {
                    Some(AttrData::SymbolRef { root, .. }) => ctx.ident_str(*root),
                    _ => "",
                };
                // The call site's attributes follow the function's rules (`visitCallBase`).
                if arg_attrs.is_some() || res_attrs.is_some() {
                    let args = call_args(op);
                    let types: smallvec::SmallVec<[Type; 8]> = args.iter().map(|&v| op.value_type(v)).collect();
                    let intrinsic = callee_name.starts_with("llvm.");
                    check_signature_attrs(
                        ctx,
                        op.loc(),
                        result_type(ctx, op),
                        &types,
                        arg_attrs,
                        res_attrs,
                        intrinsic,
                    )?;
                }
                // `visitCallBase` (intrinsic calls), then `verifyMustTailCall`.
                if callee_name.starts_with("llvm.") {
                    check_intrinsic_call(ctx, op, callee_name)?;
                }
                if keyword(ctx, tail, &en::LLVM_TAIL_CALL_KIND_ATTR_ENUM) == "musttail" {
                    check_musttail(ctx, op, fbody.block_ops(b).skip_while(|&x| x != o).skip(1), params, region)?;
                    let cc = keyword(ctx, op.attr("CConv"), &en::LLVM_C_CONV_ATTR_ENUM);
                    let var_arg = op
                        .attr("var_callee_type")
                        .and_then(|t| type_attr(ctx, t))
                        .and_then(|t| fn_sig(ctx, t))
                        .is_some_and(|s| s.2);
                    deferred.musttail.push(MustTailSite { loc: op.loc(), cc, var_arg });
                }
            } else if std::ptr::eq(info, &CALL_INTRINSIC_OP_INFO) {
                check_call_intrinsic(ctx, op)?;
            } else if std::ptr::eq(info, &LANDINGPAD_OP_INFO) {
                check_landingpad(ctx, op, b, region)?;
            }
        }
    }
    Ok(())
}

/// The call's own arguments (without operand-bundle operands).
fn call_args<'a>(op: OpRef<'a>) -> &'a [Value] {
    let Some(info) = op.info() else { return &[] };
    match ods::operand_group(op, info.operand_arities, 0) {
        ods::Group::Slice(s) => s,
        _ => &[],
    }
}

fn result_type(ctx: &Context, op: OpRef<'_>) -> Type {
    if op.num_results() > 0 {
        op.value_type(op.result(0))
    } else {
        llvm_types::void(ctx)
    }
}

/// `verifyMustTailCall`, for the checks that a caller's signature decides: the return
/// (the next op), the types, the calling convention. `next` is the op after the call.
fn check_musttail(
    ctx: &Context,
    op: OpRef<'_>,
    after: impl Iterator<Item = OpId>,
    caller_params: &[Value],
    region: RegionId,
) -> R {
    let err = |m: &str| Err(Diagnostic::error(op.loc(), m));
    let callee_ret = result_type(ctx, op);
    let args = call_args(op);
    if let Some(caller_ret) = caller_return_type(ctx, op.body, region) {
        if !congruent(ctx, caller_ret, callee_ret) {
            return err("cannot guarantee tail call due to mismatched return types");
        }
    }
    // The instructions after the call: constants and debug records are none (they are
    // folded into operands or attached), nor is a bitcast to the same type (LLVM's
    // builder returns its operand).
    // The value the return must give back (the call's, or a bitcast's of it).
    let tracked = std::cell::Cell::new((op.num_results() > 0).then(|| op.result(0)));
    let mut after = after.map(|n| OpRef::new(ctx, op.body, n)).filter(|n| {
        if n.name() == "llvm.bitcast" && n.value_type(n.operand(0)) == n.value_type(n.result(0)) {
            // The folded bitcast is its operand.
            if Some(n.operand(0)) == tracked.get() {
                tracked.set(Some(n.result(0)));
            }
            return false;
        }
        !writes_no_instruction(n)
    });
    let mut next = after.next();
    let mut returned = tracked.get();
    if let Some(bc) = next.filter(|n| n.name() == "llvm.bitcast") {
        if Some(bc.operand(0)) != returned {
            return Err(Diagnostic::error(bc.loc(), "bitcast following musttail call must use the call"));
        }
        tracked.set(Some(bc.result(0)));
        next = after.next();
        returned = tracked.get();
    }
    let Some(r) = next.filter(|n| n.name() == "llvm.return") else {
        return err("musttail call must precede a ret with an optional bitcast");
    };
    if let Some(&v) = r.operands().first() {
        // An undef return value is allowed too.
        let undef = matches!(r.body.value(v).def, ValueDef::OpResult { op: d, .. } if OpRef::new(ctx, r.body, d).name() == "llvm.mlir.undef");
        if Some(v) != returned && !undef {
            return Err(Diagnostic::error(r.loc(), "musttail call result must be returned"));
        }
    }
    if args.len() != caller_params.len() {
        return err("cannot guarantee tail call due to mismatched parameter counts");
    }
    for (&a, &p) in args.iter().zip(caller_params) {
        if !congruent(ctx, op.value_type(a), op.body.value_type(p)) {
            return err("cannot guarantee tail call due to mismatched parameter types");
        }
    }
    Ok(())
}

/// Whether an op becomes no LLVM instruction of its own: a constant (folded into its
/// uses) or a debug record.
fn writes_no_instruction(op: &OpRef<'_>) -> bool {
    matches!(
        op.name(),
        "llvm.mlir.constant"
            | "llvm.mlir.undef"
            | "llvm.mlir.poison"
            | "llvm.mlir.zero"
            | "llvm.mlir.none"
            | "llvm.mlir.addressof"
            | "llvm.dso_local_equivalent"
            | "llvm.intr.dbg.declare"
            | "llvm.intr.dbg.value"
            | "llvm.intr.dbg.label"
    )
}

/// The function's return type, as its `llvm.return`s say (the dialect verifier holds them
/// to the signature); `None` when no block returns.
fn caller_return_type(ctx: &Context, fbody: &Body, region: RegionId) -> Option<Type> {
    fbody.region(region).blocks.iter().find_map(|&b| {
        let t = OpRef::new(ctx, fbody, fbody.terminator(b)?);
        (t.name() == "llvm.return").then(|| t.operands().first().map_or(llvm_types::void(ctx), |&v| t.value_type(v)))
    })
}

/// `visitEHPadPredecessors` for a landing pad in block `block`: not in the entry block,
/// and reached only by the unwind edge of `llvm.invoke`s.
fn check_landingpad(ctx: &Context, op: OpRef<'_>, block: crate::ir::BlockId, region: RegionId) -> R {
    use crate::dialects::gen::llvm::INVOKE_OP_INFO;
    let fbody = op.body;
    let blocks = &fbody.region(region).blocks;
    if blocks.first() == Some(&block) {
        return Err(Diagnostic::error(op.loc(), "EH pad cannot be in entry block."));
    }
    for &p in blocks {
        let Some(t) = fbody.terminator(p).map(|t| OpRef::new(ctx, fbody, t)) else { continue };
        let succ = t.successors();
        if !succ.contains(&block) {
            continue;
        }
        // `llvm.invoke`'s successors are its normal and its unwind destination.
        let invoke = t.info().is_some_and(|i| std::ptr::eq(i, &INVOKE_OP_INFO));
        if !invoke || succ.first() == Some(&block) || succ.get(1) != Some(&block) {
            return Err(Diagnostic::error(
                op.loc(),
                "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
            ));
        }
    }
    Ok(())
}

/// The rules of a body that compare with its function op: `verifyMustTailCall`'s varargs
/// and calling convention, and a personality for `llvm.resume`.
pub fn check_deferred(func: OpRef<'_>, deferred: &Deferred) -> R {
    let ctx = func.ctx;
    if let Some(loc) = deferred.resume {
        if func.attr("personality").is_none() {
            return Err(Diagnostic::error(loc, "ResumeInst needs to be in a function with a personality."));
        }
    }
    for site in &deferred.musttail {
        let var_arg = ods::attr_type(func, "function_type").and_then(|t| fn_sig(ctx, t)).is_some_and(|s| s.2);
        if var_arg != site.var_arg {
            return Err(Diagnostic::error(site.loc, "cannot guarantee tail call due to mismatched varargs"));
        }
        if keyword(ctx, func.attr("CConv"), &en::LLVM_C_CONV_ATTR_ENUM) != site.cc {
            return Err(Diagnostic::error(site.loc, "cannot guarantee tail call due to mismatched calling conv"));
        }
    }
    Ok(())
}

// ---- intrinsics -----------------------------------------------------------------------------

/// What the spec says of one LLVM intrinsic, enough to check a call of it by name.
struct IntrinsicFacts {
    desc: &'static Intrinsic,
    /// Whether the name takes overload suffixes.
    overloaded: bool,
    /// Whether it returns `void` (its op has no result).
    void: bool,
}

/// The intrinsic descriptions by LLVM name, for those whose LLVM arguments the
/// description fixes one to one (every operand group a single value): an intrinsic two
/// ops describe differently, or through variadic operands, is left out.
fn intrinsics_by_name(ctx: &Context) -> &'static FxHashMap<&'static str, Option<IntrinsicFacts>> {
    static TABLE: OnceLock<FxHashMap<&'static str, Option<IntrinsicFacts>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut m: FxHashMap<&'static str, Option<IntrinsicFacts>> = FxHashMap::default();
        for (op_name, t) in super::translations() {
            let Translation::Intrinsic(mut i) = t else { continue };
            let info = ctx.lookup_op(ctx.ident(op_name));
            // Operand bundles (`llvm.assume`'s) are the last operand group, not arguments:
            // the description by name leaves them out (built once, kept for the process).
            let mut operands = i.operands;
            if info.is_some_and(|info| info.attrs.iter().any(|a| a.name == "op_bundle_sizes")) {
                let last = i.operands.len().saturating_sub(1) as u16;
                operands = &i.operands[..last as usize];
                let args: Vec<Ref> =
                    i.args.iter().copied().filter(|r| !matches!(r, Ref::Operand(g) if *g == last)).collect();
                i = Box::leak(Box::new(Intrinsic { operands, args: Box::leak(args.into_boxed_slice()), ..*i }));
            }
            let exact = operands.iter().all(|a| *a == ods::Arity::Single)
                && i.args.iter().all(|r| matches!(r, Ref::Operand(_) | Ref::Attr(_)));
            let results = info.map(|info| info.result_arities.len());
            let facts = (exact && results.is_some()).then_some(IntrinsicFacts {
                desc: i,
                overloaded: !i.overloaded.is_empty(),
                void: results == Some(0) || i.ret_type == "void",
            });
            match m.get(i.name) {
                None => {
                    m.insert(i.name, facts);
                }
                Some(Some(f)) if facts.as_ref().is_some_and(|g| same_shape(f.desc, g.desc)) => {}
                Some(_) => {
                    m.insert(i.name, None);
                }
            }
        }
        m
    })
}

fn same_shape(a: &Intrinsic, b: &Intrinsic) -> bool {
    a.args.len() == b.args.len()
        && a.args.iter().zip(b.args).all(|(x, y)| matches!(x, Ref::Attr(_)) == matches!(y, Ref::Attr(_)))
        && a.overloaded.len() == b.overloaded.len()
        && a.ret_type == b.ret_type
}

/// LLVM's `lookupIntrinsicID`: the intrinsic `name` calls, the longest known name that is
/// `name` or a prefix of it before a `.` (overloaded intrinsics only take suffixes).
fn lookup_intrinsic(ctx: &Context, name: &str) -> Option<&'static IntrinsicFacts> {
    let table = intrinsics_by_name(ctx);
    let mut n = name;
    loop {
        if let Some(f) = table.get(n) {
            return f.as_ref().filter(|f| f.overloaded || n.len() == name.len());
        }
        n = &n[..n.rfind('.')?];
        if n == "llvm" {
            return None;
        }
    }
}

/// The spec's description of the intrinsic `name` calls, when it has one that fixes its
/// arguments (see `intrinsics_by_name`).
pub fn intrinsic_desc(ctx: &Context, name: &str) -> Option<&'static Intrinsic> {
    lookup_intrinsic(ctx, name).map(|f| f.desc)
}

/// The LLVM argument position of description entry `r`.
fn arg_position(desc: &Intrinsic, r: Ref) -> Option<usize> {
    desc.args.iter().position(|a| match (a, r) {
        (Ref::Operand(x), Ref::Operand(y)) => *x == y,
        (Ref::Attr(x), Ref::Attr(y)) => *x == y,
        _ => false,
    })
}

/// The name LLVM gives the intrinsic for a call with these argument and result types
/// (`Intrinsic::getName` with the overload types read from the call), or `None` when the
/// description cannot say.
pub fn mangled_name(ctx: &Context, name: &str, arg_types: &[Type], ret: Type) -> Option<String> {
    let f = lookup_intrinsic(ctx, name)?;
    mangle_with(ctx, f.desc, arg_types, ret)
}

fn mangle_with(ctx: &Context, desc: &Intrinsic, arg_types: &[Type], ret: Type) -> Option<String> {
    let mut out = desc.name.to_string();
    for &(r, elem) in desc.overloaded {
        let t = match r {
            Ref::Result(0) => ret,
            Ref::Result(_) => return None,
            r => *arg_types.get(arg_position(desc, r)?)?,
        };
        let t = if elem >= 0 { *super::consts::field_types(ctx, t)?.get(elem as usize)? } else { t };
        out.push('.');
        super::types::mangle(&mut out, ctx, t);
    }
    Some(out)
}

/// The LLVM IR spelling of a type, for messages.
fn llvm_type(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    super::types::write_type(&mut s, ctx, t);
    s
}

/// LLVM's `immarg` rule: an immediate argument is a constant integer or float.
fn is_immediate(body: &Body, ctx: &Context, v: Value) -> bool {
    let ValueDef::OpResult { op, .. } = body.value(v).def else { return false };
    let def = OpRef::new(ctx, body, op);
    def.name() == "llvm.mlir.constant"
        && def.attr("value").is_some_and(|a| {
            matches!(ctx.attr_data(a), AttrData::Integer { .. } | AttrData::Float { .. } | AttrData::Bool(_))
        })
}

fn check_immargs(ctx: &Context, op: OpRef<'_>, desc: &Intrinsic, args: &[Value]) -> R {
    for (i, r) in desc.args.iter().enumerate() {
        if matches!(r, Ref::Attr(_)) && args.get(i).is_some_and(|&v| !is_immediate(op.body, ctx, v)) {
            return Err(Diagnostic::error(op.loc(), "immarg operand has non-immediate parameter"));
        }
    }
    Ok(())
}

/// `llvm.call @llvm.x.y(...)`: the verifier's `visitIntrinsicCall` (argument count and
/// fixed types, mangled name) and the `immarg` rule.
fn check_intrinsic_call(ctx: &Context, op: OpRef<'_>, callee: &str) -> R {
    let Some(f) = lookup_intrinsic(ctx, callee) else { return Ok(()) };
    let desc = f.desc;
    let err = |m: String| Err(Diagnostic::error(op.loc(), m));
    let args = call_args(op);
    let arg_types = || args.iter().map(|&v| op.value_type(v));
    let ret = result_type(ctx, op);
    if fixed_ret_mismatch(ctx, f, ret) {
        return err("Intrinsic has incorrect return type!".into());
    }
    if args.len() > desc.args.len() || fixed_param_mismatch(ctx, desc, arg_types()).is_some() {
        return err("Intrinsic has incorrect argument type!".into());
    }
    // LLVM matches the arguments it has, then finds the intrinsic's further parameters
    // where a non-variadic call has none.
    if args.len() < desc.args.len() {
        return err("Callsite was not defined with variable arguments!".into());
    }
    check_immargs(ctx, op, desc, args)?;
    let types: smallvec::SmallVec<[Type; 4]> = arg_types().collect();
    if let Some(expected) = mangle_with(ctx, desc, &types, ret) {
        if expected != callee {
            return err(format!("Intrinsic name not mangled correctly for type arguments! Should be: {expected}"));
        }
    }
    Ok(())
}

/// Whether the intrinsic's fixed return type (`llvmRetType`, or void) disagrees with `ret`.
fn fixed_ret_mismatch(ctx: &Context, f: &IntrinsicFacts, ret: Type) -> bool {
    if f.void {
        return !is_void(ctx, ret);
    }
    match f.desc.ret_type {
        "" => false,
        "anyint" => !is_integer(ctx, ret),
        want => llvm_type(ctx, ret) != want,
    }
}

/// The first argument whose type disagrees with a fixed `llvmParamTypes` entry: its
/// position, its type and the one wanted.
fn fixed_param_mismatch(
    ctx: &Context,
    desc: &Intrinsic,
    types: impl Iterator<Item = Type>,
) -> Option<(usize, String, &'static str)> {
    for (i, (t, want)) in types.zip(desc.param_types).enumerate() {
        if !want.is_empty() {
            let have = llvm_type(ctx, t);
            if have != *want {
                return Some((i, have, want));
            }
        }
    }
    None
}

/// `llvm.call_intrinsic "llvm.x.y"(...)`: mlir-translate's checks of the call against the
/// intrinsic (its errors, which it reports before LLVM's verifier runs), then `immarg`.
fn check_call_intrinsic(ctx: &Context, op: OpRef<'_>) -> R {
    let Some(name) = ods::attr_str(op, "intrin") else { return Ok(()) };
    let Some(f) = lookup_intrinsic(ctx, name) else { return Ok(()) };
    let desc = f.desc;
    let args = call_args(op);
    let ret = result_type(ctx, op);
    let fail = |m: String| {
        let mut d = Diagnostic::error(op.loc(), m);
        d.notes.push(Diagnostic::error(op.loc(), "LLVM Translation failed for operation: llvm.call_intrinsic"));
        Err(d)
    };
    let want = desc.args.len();
    if f.overloaded {
        // LLVM matches the call's signature against the intrinsic's overloads; more
        // arguments than it has, or a fixed type that differs, match none.
        if args.len() > want
            || fixed_ret_mismatch(ctx, f, ret)
            || fixed_param_mismatch(ctx, desc, args.iter().map(|&v| op.value_type(v))).is_some()
        {
            let mut sig = llvm_type(ctx, ret);
            sig.push_str(" (");
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    sig.push_str(", ");
                }
                sig.push_str(&llvm_type(ctx, op.value_type(a)));
            }
            sig.push(')');
            return fail(format!(
                "call intrinsic signature {sig} to overloaded intrinsic \"{name}\" does not match any of the overloads"
            ));
        }
    } else if desc.ret_type != "anyint" && fixed_ret_mismatch(ctx, f, ret) {
        let actual = if f.void { "void" } else { desc.ret_type };
        return fail(format!(
            "intrinsic call returns {} but \"{name}\" actually returns {actual}",
            llvm_type(ctx, ret)
        ));
    }
    if args.len() != want {
        return fail(format!("intrinsic call has {} operands but \"{name}\" expects {want}", args.len()));
    }
    if !f.overloaded {
        if let Some((i, have, want)) = fixed_param_mismatch(ctx, desc, args.iter().map(|&v| op.value_type(v))) {
            return fail(format!("intrinsic call operand #{i} has type {have} but \"{name}\" expects {want}"));
        }
    }
    check_immargs(ctx, op, desc, args)
}
