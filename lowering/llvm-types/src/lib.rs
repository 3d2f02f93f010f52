//! The LLVM dialect's types (`!llvm.ptr`, `!llvm.array<4 x i32>`, `!llvm.struct<...>`,
//! `!llvm.func<...>`, `!llvm.void`, ...) over Descent's IR: one typed view ([`view`] gives
//! an [`LlvmType`]), one constructor per type ([`ptr()`], [`array()`], [`literal_struct`],
//! [`func`], [`void`], ...) and the spec predicates over them ([`pred`]), for every layer
//! above the IR (text, conversion, dialects, translation).
//!
//! In the IR an LLVM type is a generic `TypeData::Dialect`: the spec `TypeDef`'s
//! `TypeDefInfo` (compared by address) and its parameters, in the order
//! `spec/dialects/llvm_types.td` declares them:
//!
//! | type     | parameters                                                            |
//! |----------|-----------------------------------------------------------------------|
//! | `ptr`    | `Int(address space)`                                                  |
//! | `array`  | `Type(element)`, `Int(length)`                                        |
//! | `func`   | `Type(result)`, `Types(parameters)`, `Bool(variadic)`                 |
//! | `struct` | `Str(name)` or `Absent` (literal), `Types(body)` or `Absent` (opaque or a reference by name), `Bool(packed)` |
//! | `target` | `Str(name)`, `Types(type parameters)`, `Ints(integer parameters)`     |
//! | others   | none                                                                  |
//!
//! Where the definitions come from: the `TypeDefInfo` statics are generated from the spec
//! (`staticsIn = "llvm_types"` on the `TypeDef`s) into this crate by its build script
//! (`descent_codegen::build_script::Part::TypeDefs`), and the LLVM dialect's generated
//! module re-exports them. Owning them here, rather than looking them up in a context's
//! registry, means (1) a view compares the definition with a static's address, with no
//! lookup, lock or cache on the hot paths of conversion and translation; (2) a constructor
//! needs no registered dialect and never fails, so the text layer (and its tests, which
//! run on a bare context) and conversion, both below the dialects, build LLVM types
//! directly; (3) the build script reruns only when `llvm_types.td` or `base.td` changes, so
//! editing other spec files does not rebuild the crates above this one.

#![warn(missing_docs)]

// Generated code names the runtime `::descent::ir::...`.
extern crate self as descent;

pub use descent_ir as ir;

use ir::{Context, Type, TypeData, TypeDefInfo, TypeParam};

/// The statics describing the LLVM dialect's type definitions, generated from
/// `spec/dialects/llvm_types.td`.
pub mod defs {
    include!(concat!(env!("OUT_DIR"), "/type_defs.rs"));
}

pub mod pred;

use defs::{
    LLVMX86AMX_TYPE_TYPE_DEF as X86_AMX, LLVM_ARRAY_TYPE_TYPE_DEF as ARRAY, LLVM_FUNCTION_TYPE_TYPE_DEF as FUNC,
    LLVM_LABEL_TYPE_TYPE_DEF as LABEL, LLVM_METADATA_TYPE_TYPE_DEF as METADATA, LLVM_POINTER_TYPE_TYPE_DEF as PTR,
    LLVM_STRUCT_TYPE_TYPE_DEF as STRUCT, LLVM_TARGET_EXT_TYPE_TYPE_DEF as TARGET, LLVM_TOKEN_TYPE_TYPE_DEF as TOKEN,
    LLVM_VOID_TYPE_TYPE_DEF as VOID,
};

/// An LLVM struct type as a view: literal (`!llvm.struct<(i32, f32)>`, `packed`) or
/// identified (`!llvm.struct<"name", (...)>`, `!llvm.struct<"name", opaque>`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct LlvmStruct<'a> {
    /// The identifier of an identified struct; `None` for a literal one.
    pub name: Option<&'a str>,
    /// Whether the struct is `packed` (no padding between fields).
    pub packed: bool,
    /// `None` for an opaque identified struct (or a by-name reference to an enclosing one).
    pub body: Option<&'a [Type]>,
}

/// What an LLVM dialect type is, borrowing its parameters from the context (no
/// allocation).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LlvmType<'a> {
    /// `!llvm.ptr` (address space 0) or `!llvm.ptr<N>`.
    Ptr {
        /// The address space number.
        addr_space: u32,
    },
    /// `!llvm.array<N x T>`.
    Array {
        /// Element count.
        len: u64,
        /// Element type.
        elem: Type,
    },
    /// `!llvm.struct<...>`.
    Struct(LlvmStruct<'a>),
    /// `!llvm.func<ret (params, ...)>`.
    Func {
        /// Result type (`!llvm.void` when there is none).
        ret: Type,
        /// Parameter types.
        params: &'a [Type],
        /// Whether the function is variadic (trailing `...`).
        var_arg: bool,
    },
    /// `!llvm.void`.
    Void,
    /// `!llvm.token`.
    Token,
    /// `!llvm.label`.
    Label,
    /// `!llvm.metadata`.
    Metadata,
    /// `!llvm.x86_amx`.
    X86Amx,
    /// `!llvm.target<"name", types..., ints...>`: an LLVM target extension type.
    TargetExt {
        /// The target type's name.
        name: &'a str,
        /// Its type parameters.
        types: &'a [Type],
        /// Its integer parameters.
        ints: &'a [u32],
    },
}

/// `ty` as an LLVM dialect type, or `None` for any other type. Inlined so that a builtin
/// type costs one discriminant test; the dispatch on the definition is out of line.
#[inline(always)]
pub fn view(ctx: &Context, ty: Type) -> Option<LlvmType<'_>> {
    match ctx.type_data(ty) {
        TypeData::Dialect { def, params } => view_params(def.0, params),
        _ => None,
    }
}

/// The view of a dialect type's definition and parameters; `None` when `def` is not one
/// of the LLVM dialect's or the parameters are not laid out as this crate makes them.
#[inline(never)]
pub fn view_params<'a>(def: &'static TypeDefInfo, params: &'a [TypeParam]) -> Option<LlvmType<'a>> {
    use TypeParam as P;
    let is = |d: &'static TypeDefInfo| std::ptr::eq(def, d);
    // Most frequent first: pointers and structs dominate lowered code.
    Some(if is(&PTR) {
        match params {
            [P::Int(a)] => LlvmType::Ptr { addr_space: *a as u32 },
            _ => return None,
        }
    } else if is(&STRUCT) {
        let (name, body, packed) = match params {
            [name, body, P::Bool(packed)] => (name, body, *packed),
            _ => return None,
        };
        let name = match name {
            P::Str(s) => Some(&**s),
            _ => None,
        };
        let body = match body {
            P::Types(b) => Some(&**b),
            _ => None,
        };
        LlvmType::Struct(LlvmStruct { name, packed, body })
    } else if is(&ARRAY) {
        match params {
            [P::Type(elem), P::Int(len)] => LlvmType::Array { len: *len as u64, elem: *elem },
            _ => return None,
        }
    } else if is(&FUNC) {
        match params {
            [P::Type(ret), P::Types(ps), P::Bool(var_arg)] => {
                LlvmType::Func { ret: *ret, params: ps, var_arg: *var_arg }
            }
            _ => return None,
        }
    } else if is(&VOID) {
        LlvmType::Void
    } else if is(&TOKEN) {
        LlvmType::Token
    } else if is(&LABEL) {
        LlvmType::Label
    } else if is(&METADATA) {
        LlvmType::Metadata
    } else if is(&X86_AMX) {
        LlvmType::X86Amx
    } else if is(&TARGET) {
        match params {
            [P::Str(name), P::Types(types), P::Ints(ints)] => LlvmType::TargetExt { name, types, ints },
            _ => return None,
        }
    } else {
        return None;
    })
}

/// A type of the LLVM dialect itself (`!llvm.ptr`, `!llvm.struct<...>`, ...), including
/// the ones Descent keeps as text (`!llvm.ppc_fp128`).
pub fn is_llvm_type(ctx: &Context, ty: Type) -> bool {
    match ctx.type_data(ty) {
        TypeData::Dialect { def, .. } => def.0.dialect == "llvm",
        TypeData::Opaque { dialect, .. } => ctx.ident_str(*dialect) == "llvm",
        _ => false,
    }
}

/// `!llvm.ptr` in address space `addr_space`.
#[inline]
pub fn ptr(ctx: &Context, addr_space: u32) -> Type {
    ctx.dialect_type(&PTR, &[TypeParam::Int(addr_space as i64)])
}

/// `!llvm.array<len x elem>`.
#[inline]
pub fn array(ctx: &Context, elem: Type, len: u64) -> Type {
    ctx.dialect_type(&ARRAY, &[TypeParam::Type(elem), TypeParam::Int(len as i64)])
}

/// A literal `!llvm.struct<(fields...)>`, `packed` if asked.
pub fn literal_struct(ctx: &Context, fields: &[Type], packed: bool) -> Type {
    ctx.dialect_type(&STRUCT, &[TypeParam::Absent, TypeParam::Types(fields.into()), TypeParam::Bool(packed)])
}

/// An identified `!llvm.struct<"name", (fields...)>`, or `!llvm.struct<"name", opaque>`
/// (also a by-name reference to an enclosing struct) when `body` is `None`.
pub fn identified_struct(ctx: &Context, name: &str, packed: bool, body: Option<&[Type]>) -> Type {
    let body = match body {
        Some(b) => TypeParam::Types(b.into()),
        None => TypeParam::Absent,
    };
    ctx.dialect_type(&STRUCT, &[TypeParam::Str(name.into()), body, TypeParam::Bool(packed)])
}

/// A struct of the view's kind: literal or identified, as `s` says.
pub fn struct_type(ctx: &Context, s: LlvmStruct<'_>) -> Type {
    match s.name {
        Some(n) => identified_struct(ctx, n, s.packed, s.body),
        None => literal_struct(ctx, s.body.unwrap_or(&[]), s.packed),
    }
}

/// `!llvm.func<ret (params...)>`, with `...` when `var_arg`.
pub fn func(ctx: &Context, ret: Type, params: &[Type], var_arg: bool) -> Type {
    ctx.dialect_type(&FUNC, &[TypeParam::Type(ret), TypeParam::Types(params.into()), TypeParam::Bool(var_arg)])
}

/// `!llvm.void`.
#[inline]
pub fn void(ctx: &Context) -> Type {
    ctx.dialect_type(&VOID, &[])
}

/// `!llvm.token`.
pub fn token(ctx: &Context) -> Type {
    ctx.dialect_type(&TOKEN, &[])
}

/// `!llvm.label`.
pub fn label(ctx: &Context) -> Type {
    ctx.dialect_type(&LABEL, &[])
}

/// `!llvm.metadata`.
pub fn metadata(ctx: &Context) -> Type {
    ctx.dialect_type(&METADATA, &[])
}

/// `!llvm.x86_amx`.
pub fn x86_amx(ctx: &Context) -> Type {
    ctx.dialect_type(&X86_AMX, &[])
}

/// `!llvm.target<"name", types..., ints...>`.
pub fn target_ext(ctx: &Context, name: &str, types: &[Type], ints: &[u32]) -> Type {
    ctx.dialect_type(
        &TARGET,
        &[TypeParam::Str(name.into()), TypeParam::Types(types.into()), TypeParam::Ints(ints.into())],
    )
}

/// The definition and parameters of `ty` when it is a type of `def`. The helpers below
/// test the definition directly rather than through `view`: they are the hot questions of
/// conversion and translation.
#[inline(always)]
fn params_of<'a>(ctx: &'a Context, ty: Type, def: &'static TypeDefInfo) -> Option<&'a [TypeParam]> {
    match ctx.type_data(ty) {
        TypeData::Dialect { def: d, params } if std::ptr::eq(d.0, def) => Some(params),
        _ => None,
    }
}

/// The address space of an `!llvm.ptr`; `None` for other types.
#[inline]
pub fn ptr_addr_space(ctx: &Context, ty: Type) -> Option<u32> {
    match params_of(ctx, ty, &PTR)? {
        [TypeParam::Int(a)] => Some(*a as u32),
        _ => None,
    }
}

/// Whether `ty` is an `!llvm.ptr` (any address space).
#[inline]
pub fn is_ptr(ctx: &Context, ty: Type) -> bool {
    ptr_addr_space(ctx, ty).is_some()
}

/// The element type and length of an `!llvm.array`; `None` for other types.
#[inline]
pub fn as_array(ctx: &Context, ty: Type) -> Option<(Type, u64)> {
    match params_of(ctx, ty, &ARRAY)? {
        [TypeParam::Type(elem), TypeParam::Int(len)] => Some((*elem, *len as u64)),
        _ => None,
    }
}

/// Whether `ty` is an `!llvm.array`.
#[inline]
pub fn is_array(ctx: &Context, ty: Type) -> bool {
    params_of(ctx, ty, &ARRAY).is_some()
}

/// Whether `ty` is an `!llvm.struct` (literal or identified).
#[inline]
pub fn is_struct(ctx: &Context, ty: Type) -> bool {
    params_of(ctx, ty, &STRUCT).is_some()
}

/// Whether `ty` is `!llvm.void`.
#[inline]
pub fn is_void(ctx: &Context, ty: Type) -> bool {
    params_of(ctx, ty, &VOID).is_some()
}

/// The struct view of an `!llvm.struct`; `None` for other types.
#[inline]
pub fn as_struct(ctx: &Context, ty: Type) -> Option<LlvmStruct<'_>> {
    params_of(ctx, ty, &STRUCT)?;
    match view(ctx, ty) {
        Some(LlvmType::Struct(s)) => Some(s),
        _ => None,
    }
}

/// The field types of a struct with a body; `None` for other types and opaque structs.
#[inline]
pub fn struct_body(ctx: &Context, ty: Type) -> Option<&[Type]> {
    as_struct(ctx, ty).and_then(|s| s.body)
}

/// `!llvm.ppc_fp128`, which Descent keeps as an opaque LLVM type (text) for now.
pub fn is_ppc_fp128(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Opaque { dialect, body } if ctx.ident_str(*dialect) == "llvm" && &**body == "ppc_fp128")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_round_trip_constructors() {
        let ctx = Context::new();
        let i32t = ctx.common().i32;
        let p = ptr(&ctx, 3);
        assert_eq!(view(&ctx, p), Some(LlvmType::Ptr { addr_space: 3 }));
        assert_eq!(p, ptr(&ctx, 3));
        assert_ne!(p, ptr(&ctx, 0));
        let a = array(&ctx, i32t, 4);
        assert_eq!(view(&ctx, a), Some(LlvmType::Array { len: 4, elem: i32t }));
        let s = literal_struct(&ctx, &[i32t, p], true);
        assert_eq!(
            view(&ctx, s),
            Some(LlvmType::Struct(LlvmStruct { name: None, packed: true, body: Some(&[i32t, p]) }))
        );
        // An identified struct named "" is not the literal struct of the same body.
        assert_ne!(identified_struct(&ctx, "", true, Some(&[i32t, p])), s);
        let o = identified_struct(&ctx, "o", false, None);
        assert_eq!(as_struct(&ctx, o), Some(LlvmStruct { name: Some("o"), packed: false, body: None }));
        let f = func(&ctx, void(&ctx), &[p], true);
        assert_eq!(view(&ctx, f), Some(LlvmType::Func { ret: void(&ctx), params: &[p], var_arg: true }));
        let t = target_ext(&ctx, "spirv.Image", &[i32t], &[0, 1]);
        assert_eq!(view(&ctx, t), Some(LlvmType::TargetExt { name: "spirv.Image", types: &[i32t], ints: &[0, 1] }));
        for (ty, want) in [
            (token(&ctx), LlvmType::Token),
            (label(&ctx), LlvmType::Label),
            (metadata(&ctx), LlvmType::Metadata),
            (x86_amx(&ctx), LlvmType::X86Amx),
        ] {
            assert_eq!(view(&ctx, ty), Some(want));
            assert!(is_llvm_type(&ctx, ty));
        }
        assert_eq!(view(&ctx, i32t), None);
        assert!(!is_llvm_type(&ctx, i32t));
    }
}
