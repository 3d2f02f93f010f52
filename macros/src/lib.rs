//! Macros to define Descent dialects outside Descent.
//!
//! A crate that depends on `descent` and `descent-macros` can declare ops in two ways, and
//! both run the same pipeline as Descent's own `spec/` (spec text -> records -> checked
//! model -> generated Rust), so the ops get the same typed views, builders, verifiers,
//! parsers, printers and `OpInfo` registry entries:
//!
//! - [`dialect_spec!`] compiles a `.td` spec file of the crate into a module;
//! - [`macro@op`] turns an annotated struct into an op, ODS style;
//! - [`dialect!`] collects ops from both into one `DialectInfo` table to register with
//!   `Context::register_dialect`.
//!
//! The macros are thin shells: the logic is in `descent_codegen::derive`, where it is
//! unit-tested without compiling a proc macro. See `examples/toy` for a complete dialect.

use proc_macro::TokenStream;

/// Compiles a spec file into a module of the invoking crate.
///
/// ```ignore
/// descent_macros::dialect_spec!(
///     /// The toy dialect's spec-defined ops.
///     pub mod spec = "spec/toy.td", native = self::native
/// );
/// // spec::AddOp, spec::ADD_OP_INFO, spec::DIALECT, spec::toy_number, ...
/// ```
///
/// - The path is relative to the crate's `CARGO_MANIFEST_DIR`. Includes resolve against
///   the including file's directory, then Descent's `spec/` directory, so
///   `include "constraints.td"` brings in the class library and the shared constraints.
/// - The module holds the spec file's generated items (op views, `*_INFO` statics,
///   predicate functions, enums and, if the file has a `Dialect` def, `DIALECT`). Other
///   files of the crate that it includes are submodules named after them; Descent's own
///   files are re-exported from `descent::dialects::gen`, not generated again.
/// - `native = path` (default: the invoking module) is where the Rust functions the spec
///   names live: `(Native "preds::f")` calls `<native>::preds::f`. `runtime = path`
///   (default `::descent`) is the path of the Descent crate. Both are written as seen
///   from the invocation site.
/// - The spec file is read through `include_bytes!` too, so Cargo rebuilds the crate when
///   it changes. Spec errors become a `compile_error!` with the rendered diagnostics
///   (`spec/toy.td:3:5: error: ...`).
#[proc_macro]
pub fn dialect_spec(input: TokenStream) -> TokenStream {
    descent_codegen::derive::dialect_spec(input.into()).into()
}

/// Declares an op with a struct, the way ODS declares one with a `def`.
///
/// ```ignore
/// /// Multiplies two numbers.
/// #[descent_macros::op(
///     name = "toy.mul",
///     traits(Pure, Commutative, SameOperandsAndResultType),
///     format = "$lhs `,` $rhs attr-dict `:` type($result)",
/// )]
/// pub struct MulOp {
///     #[operand] lhs: AnySignlessIntegerOrFloat,
///     #[operand] rhs: AnySignlessIntegerOrFloat,
///     #[attr(optional)] tag: StrAttr,
///     #[result] result: AnySignlessIntegerOrFloat,
/// }
/// ```
///
/// The struct is replaced by the generated view `MulOp<'a>` (accessors `lhs()`, `tag()`,
/// `tag_attr()`, ..., `build(...)`, `cast(op)`) and the registry entry `MUL_OP_INFO`, both
/// with the struct's visibility. Register the op by listing it in [`dialect!`].
///
/// Options of `#[op(...)]`:
///
/// | Option | ODS | Meaning |
/// |---|---|---|
/// | `name = "d.m"` | `Op<D, "m">` | the op name (required) |
/// | `traits(...)` | traits list | trait defs of `base.td` (`Pure`, `Terminator`, ...), `AllTypesMatch(a, b)`, `AllElementTypesMatch(..)`, `AllShapesMatch(..)`, `HasParent("d.op", ..)`, `SingleBlockImplicitTerminator("d.op")` |
/// | `format = "..."` | `assemblyFormat` | declarative custom syntax; without one the op prints in generic form |
/// | `summary = "..."` | `summary` | defaults to the first paragraph of the doc comment |
/// | `verifier = path` | `NativeCheck` | `fn(OpRef<'_>) -> Result<(), Diagnostic>`, run after the generated checks |
/// | `parser = path, printer = path` | `customParser`/`customPrinter` | hand-written syntax |
/// | `default_dialect = "d"` | `defaultDialect` | |
/// | `runtime = path` | | the Descent crate (default `::descent`) |
///
/// Function paths are relative to the struct's module (`crate::` and `::` paths are
/// absolute).
///
/// Each field is one of `#[operand]`, `#[result]`, `#[attr]`, `#[region]`,
/// `#[successor]`, and its type is a constraint of `constraints.td` written as a Rust
/// type (`AnyType`, `Variadic<I32>`, `ConfinedAttr<I64Attr, [IntPositive]>`). Options:
/// `#[operand(optional)]`/`(variadic)` (also for results), `#[attr(optional)]`,
/// `#[attr(default = "0 : i64")]`, `#[region(variadic)]`, `#[successor(variadic)]`, and
/// `name = "odsName"` on any of them to use a name other than the field's. Fields are
/// declared in ODS order: operands and attributes form `arguments` in field order.
///
/// Mistakes are reported on the tokens that caused them, including those the spec
/// compiler finds (an unknown constraint, a bad `$variable` in the format).
#[proc_macro_attribute]
pub fn op(args: TokenStream, item: TokenStream) -> TokenStream {
    descent_codegen::derive::op(args.into(), item.into()).into()
}

/// Builds one `descent::ir::DialectInfo` from spec-generated tables and `#[op]` ops.
///
/// ```ignore
/// descent_macros::dialect! {
///     /// The toy dialect.
///     pub static DIALECT = "toy" {
///         include: [spec::DIALECT],  // all ops and enums of these tables
///         ops: [MulOp, ShiftOp],     // op views (or `*_INFO` statics)
///         enums: [],                 // `EnumDef` statics
///     };
/// }
/// ```
///
/// All keys are optional (`runtime: path` overrides `::descent`). The ops are
/// concatenated at compile time; listing an op of another dialect fails the build.
/// `Context::register_dialect` keeps the first table registered under a name, so a
/// dialect whose ops come from several places needs one table holding them all.
#[proc_macro]
pub fn dialect(input: TokenStream) -> TokenStream {
    descent_codegen::derive::dialect(input.into()).into()
}
