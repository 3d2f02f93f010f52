//! The extern terms every rule may call, declared in `spec/terms.td`: small typed
//! questions about types and values (widths, shapes, kinds) and the constants and types
//! rules build. Each is `fn(&mut Rewriter, args...) -> result`; the generated code checks
//! these signatures against the spec's declarations when it compiles.

use crate::ir::{Attribute, BlockId, Type, TypeData, Value};
use crate::llvm_types::{self, LlvmType};
use crate::Rewriter;

/// `TypeOf`: the type of `v` (its converted type once retyped).
pub fn type_of(rw: &mut Rewriter<'_, '_>, v: Value) -> Type {
    rw.value_type(v)
}

/// `IntAttrOf`: the integer `value` of type `ty`, splat when `ty` is a vector.
pub fn int_attr_of(rw: &mut Rewriter<'_, '_>, ty: Type, value: i64) -> Attribute {
    rw.ctx.int_or_splat_attr(ty, value as i128)
}

/// `FloatAttrOf`: the float `value` of type `ty`, splat when `ty` is a vector; fails on
/// other types.
pub fn float_attr_of(rw: &mut Rewriter<'_, '_>, ty: Type, value: i64) -> Option<Attribute> {
    match rw.ctx.type_data(ty) {
        TypeData::Float(_) | TypeData::Vector { .. } => Some(rw.ctx.float_or_splat_attr(ty, value as f64)),
        _ => None,
    }
}

/// `IsLLVMArray`: whether `ty` is an `!llvm.array` (what n-D vectors convert to).
pub fn is_llvm_array(rw: &mut Rewriter<'_, '_>, ty: Type) -> bool {
    llvm_types::is_array(rw.ctx, ty)
}

/// `IsLLVMStruct`: whether `ty` is an `!llvm.struct` (what memrefs convert to).
pub fn is_llvm_struct(rw: &mut Rewriter<'_, '_>, ty: Type) -> bool {
    llvm_types::is_struct(rw.ctx, ty)
}

/// `SameType`: whether `a` and `b` are the same type.
pub fn same_type(_: &mut Rewriter<'_, '_>, a: Type, b: Type) -> bool {
    a == b
}

/// The element type under LLVM arrays and vectors.
fn innermost(rw: &Rewriter<'_, '_>, mut ty: Type) -> Type {
    loop {
        if let Some((elem, _)) = llvm_types::as_array(rw.ctx, ty) {
            ty = elem;
            continue;
        }
        match rw.ctx.type_data(ty) {
            TypeData::Vector { elem, .. } => return *elem,
            _ => return ty,
        }
    }
}

/// The integer width of `ty`'s elements.
fn elem_width(rw: &Rewriter<'_, '_>, ty: Type) -> Option<u32> {
    rw.ctx.int_width(innermost(rw, ty))
}

/// `NarrowerInt`: whether the integer elements of `a` have fewer bits than those of `b`
/// (false when either is not integer-like).
pub fn narrower_int(rw: &mut Rewriter<'_, '_>, a: Type, b: Type) -> bool {
    matches!((elem_width(rw, a), elem_width(rw, b)), (Some(x), Some(y)) if x < y)
}

/// `SameIntWidth`: whether `a` and `b` have integer elements of the same width.
pub fn same_int_width(rw: &mut Rewriter<'_, '_>, a: Type, b: Type) -> bool {
    matches!((elem_width(rw, a), elem_width(rw, b)), (Some(x), Some(y)) if x == y)
}

/// `IntWidthOf`: the bit width of `ty`'s integer elements.
pub fn int_width_of(rw: &mut Rewriter<'_, '_>, ty: Type) -> Option<i64> {
    elem_width(rw, ty).map(i64::from)
}

/// `DoubleWidth`: the integer (or vector of integers) of twice `ty`'s element width and
/// the same shape.
pub fn double_width(rw: &mut Rewriter<'_, '_>, ty: Type) -> Option<Type> {
    let ctx = rw.ctx;
    let w = ctx.int_width(innermost(rw, ty))?;
    let wide = ctx.integer_type(w * 2);
    Some(match ctx.type_data(ty) {
        TypeData::Vector { shape, scalable, .. } => {
            ctx.intern_type(TypeData::Vector { shape: shape.clone(), scalable: scalable.clone(), elem: wide })
        }
        TypeData::Integer { .. } => wide,
        _ => return None,
    })
}

/// `StructOf`: the literal `!llvm.struct<(a, b)>`.
pub fn struct_of(rw: &mut Rewriter<'_, '_>, a: Type, b: Type) -> Type {
    llvm_types::literal_struct(rw.ctx, &[a, b], false)
}

/// `ConvertSignature`: converts the argument types of the successor `block` (an entry
/// block keeps its own, which its region's owner converts); false when a type has no
/// conversion. A branch converts the blocks it jumps to as it is lowered, as MLIR's
/// ControlFlowToLLVM does.
pub fn convert_signature(rw: &mut Rewriter<'_, '_>, block: BlockId) -> bool {
    rw.convert_successor(block).is_some()
}

/// `ConvertSignatures`: `ConvertSignature` of every block, in order.
pub fn convert_signatures(rw: &mut Rewriter<'_, '_>, blocks: &[BlockId]) -> bool {
    blocks.iter().all(|&b| rw.convert_successor(b).is_some())
}

/// `Present`: whether an optional attribute is there.
pub fn present(_: &mut Rewriter<'_, '_>, a: Option<Attribute>) -> bool {
    a.is_some()
}

/// `IsTrue`: whether a bool attribute is present and true.
pub fn is_true(rw: &mut Rewriter<'_, '_>, a: Option<Attribute>) -> bool {
    a.and_then(|a| rw.ctx.int_value(a)).is_some_and(|v| v != 0)
}

/// `IndexAttr`: the integer `value` as an attribute of type `index` (the value a lowered
/// index constant keeps, whatever integer type it is built with).
pub fn index_attr(rw: &mut Rewriter<'_, '_>, value: i64) -> Attribute {
    rw.ctx.integer_attr(rw.ctx.index_type(), value as i128)
}

/// `AsI32`: the value of an integer or bool attribute (0 when absent) as an `i32`
/// attribute.
pub fn as_i32(rw: &mut Rewriter<'_, '_>, a: Option<Attribute>) -> Attribute {
    let v = a.and_then(|a| rw.ctx.int_value(a)).unwrap_or(0);
    rw.ctx.integer_attr(rw.ctx.common().i32, v)
}

/// `IntValueOf`: the value of an integer attribute; fails on other attributes.
pub fn int_value_of(rw: &mut Rewriter<'_, '_>, a: Attribute) -> Option<i64> {
    rw.ctx.int_value(a).and_then(|v| i64::try_from(v).ok())
}

/// `FieldType`: the type of field `i` of an `!llvm.struct` (or element of an array).
pub fn field_type(rw: &mut Rewriter<'_, '_>, ty: Type, i: i64) -> Option<Type> {
    match llvm_types::view(rw.ctx, ty)? {
        LlvmType::Struct(s) => s.body?.get(usize::try_from(i).ok()?).copied(),
        LlvmType::Array { elem, .. } => Some(elem),
        _ => None,
    }
}

/// `IndexType`: the integer type `index` converts to.
pub fn index_type(rw: &mut Rewriter<'_, '_>) -> Type {
    rw.tc.index_type()
}

/// `Prepend`: `first` followed by `rest` (an indirect call's callee and arguments).
pub fn prepend(_: &mut Rewriter<'_, '_>, first: Value, rest: &[Value]) -> Vec<Value> {
    let mut out = Vec::with_capacity(rest.len() + 1);
    out.push(first);
    out.extend_from_slice(rest);
    out
}

/// `ParsedType`: the type written in MLIR syntax (`!llvm.func<void (ptr)>`), for a rule
/// that needs a fixed type; fails when the text is not a type.
pub fn parsed_type(rw: &mut Rewriter<'_, '_>, text: &str) -> Option<Type> {
    let a = descent_text::parse::ops::parse_attr_text(rw.ctx, text)?;
    rw.ctx.type_attr_value(a)
}

// ---- blocks and module symbols ----------------------------------------------------------

/// `SplitBlock`: moves the root and the ops after it to a new block right after its own
/// (MLIR's `splitBlock`), and gives that block; the rule then builds at the end of the
/// root's old block, which it must end with a terminator.
pub fn split_block(rw: &mut Rewriter<'_, '_>) -> Option<BlockId> {
    let here = rw.current_block();
    let rest = rw.split_at_current()?;
    rw.set_insertion(here, None);
    Some(rest)
}

/// `AppendBlock`: a new empty block at the end of the region holding the insertion
/// point; the rule fills it with `(atEndOf $block)`.
pub fn append_block(rw: &mut Rewriter<'_, '_>) -> Option<BlockId> {
    rw.append_block()
}

/// `FunctionFits`: whether the module can have the runtime function `name` of LLVM
/// function type `ty` (it has none of that name, or one of that type); reports MLIR's
/// error when not. A rule tests it before changing blocks, which cannot be undone.
pub fn function_fits(rw: &mut Rewriter<'_, '_>, name: &str, ty: Type) -> bool {
    rw.runtime_function_fits(name, ty)
}

/// `RuntimeFunction`: `@name`, declared in the module as a function of LLVM type `ty`
/// when the module does not have it (`puts`, `abort`, ...); fails, with MLIR's error, when
/// the module has it with another type.
pub fn runtime_function(rw: &mut Rewriter<'_, '_>, name: &str, ty: Type) -> Option<Attribute> {
    rw.declare_function(name, ty).then(|| rw.ctx.flat_symbol_ref(name))
}

/// `StringAddress`: a pointer to the first character of a new private constant global
/// named after `base` (made unique) holding the string attribute's text NUL-terminated:
/// `llvm.mlir.addressof` and a `llvm.getelementptr` to element 0, as MLIR's
/// `createGlobalString` builds them. Fails on an attribute that is not a string.
pub fn string_address(rw: &mut Rewriter<'_, '_>, base: &str, text: Attribute) -> Option<Value> {
    let ctx = rw.ctx;
    let mut bytes = ctx.str_value(text)?.as_bytes().to_vec();
    bytes.push(0);
    let n = bytes.len() as u64;
    let addr = rw.string_global_address(base, bytes);
    let mut gep = rw.state("llvm.getelementptr");
    gep.operands.push(addr);
    gep.add_attr(ctx.ident("rawConstantIndices"), ctx.dense_i32_array(&[0]));
    gep.add_attr(ctx.ident("elem_type"), ctx.type_attr(llvm_types::array(ctx, ctx.common().i8, n)));
    gep.add_attr(ctx.ident("noWrapFlags"), ctx.integer_attr(ctx.common().i32, 0));
    gep.result_types.push(llvm_types::ptr(ctx, 0));
    Some(rw.insert_value(gep))
}

/// `IntegerType`: the signless integer type of `width` bits; fails on widths MLIR does
/// not have (0, negative, or above 2^24 - 1).
pub fn integer_type(rw: &mut Rewriter<'_, '_>, width: i64) -> Option<Type> {
    let w = u32::try_from(width).ok().filter(|&w| (1..=MAX_INT_WIDTH).contains(&w))?;
    Some(rw.ctx.integer_type(w))
}

/// MLIR's `IntegerType::kMaxWidth`.
const MAX_INT_WIDTH: u32 = (1 << 24) - 1;

/// `PointerType`: `!llvm.ptr` in address space `space`; fails on a negative one.
pub fn llvm_pointer_type(rw: &mut Rewriter<'_, '_>, space: i64) -> Option<Type> {
    Some(llvm_types::ptr(rw.ctx, u32::try_from(space).ok()?))
}

/// `AsTypeAttr`: `ty` as a type attribute.
pub fn type_attr_of(rw: &mut Rewriter<'_, '_>, ty: Type) -> Attribute {
    rw.ctx.type_attr(ty)
}

/// `BoolAttrOf`: `true` or `false`.
pub fn bool_attr_of(rw: &mut Rewriter<'_, '_>, b: bool) -> Attribute {
    rw.ctx.bool_attr(b)
}

/// `StringArrayOf`: the array attribute `[s]`.
pub fn string_array_of(rw: &mut Rewriter<'_, '_>, s: &str) -> Attribute {
    rw.ctx.array_attr(&[rw.ctx.string_attr(s)])
}

/// Declares the typed function pointer through which generated rules call an extern
/// term: `term!("spec/x.td:3:5: ...", NAME: fn(Type, Int) -> Attr = path::to::function)`.
/// A Rust function whose signature differs from the spec's declaration fails to compile
/// here, and the error shows this invocation, which names the spec line.
#[macro_export]
macro_rules! term {
    ($at:literal, $name:ident : fn($($arg:ty),*) -> $ret:ty = $path:path) => {
        #[doc = $at]
        pub const $name: fn(&mut $crate::Rewriter<'_, '_> $(, $arg)*) -> $ret = $path;
    };
}
