// The `builtin` dialect's ops (MLIR 22 BuiltinOps.td): builtin.module, the top-level
// container, and builtin.unrealized_conversion_cast, the placeholder cast dialect
// conversion inserts between type systems. (Builtin types and attributes are part of the
// runtime, not described here.)

include "base.td"
include "constraints.td"

def Builtin_Dialect : Dialect {
  // MLIR 22 defines no attributes for it.
  let attributes = "none";
  let onRegister = "builtin::on_register";
  let name = "builtin";
  let summary = "the ops every MLIR program can use";
  let description = [{
    The module container and the unrealized conversion cast. Ops of this dialect print
    without the `builtin.` prefix where it is the default dialect (at top level and
    directly inside a module).
  }];
}

class Builtin_Op<string mnemonic, list<Trait> traits = []>
    : Op<Builtin_Dialect, mnemonic, traits>;

// `module @name attributes {dialect.attr = ...} { ... }`; the name and the attribute
// dictionary are optional. One block, no terminator, a graph region; a symbol table, and
// itself an (optionally named) symbol. `builtin::verify_module` checks that discardable
// attributes are dialect-prefixed ("can only contain attributes with dialect-prefixed
// names, found: 'a'") and the data layout attributes.
def Builtin_ModuleOp : Builtin_Op<"module",
    [AffineScope, IsolatedFromAbove, NoRegionArguments, SymbolTable, Symbol,
     NoTerminator, SingleBlock, HasOnlyGraphRegion,
     NativeCheck<"builtin::verify_module">]> {
  let summary = "top-level container of a program";
  let defaultDialect = "builtin";
  let arguments = (ins OptionalAttr<SymbolNameAttr>:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region SizedRegion<1>:$bodyRegion);
  let assemblyFormat = "($sym_name^)? attr-dict-with-keyword $bodyRegion";
}

// `%r:2 = builtin.unrealized_conversion_cast %a, %b : i32, i1 to i64, i8`; with no inputs
// `builtin.unrealized_conversion_cast to i64`. At least one result
// (`builtin::verify_unrealized_conversion_cast`).
def Builtin_UnrealizedConversionCastOp : Builtin_Op<"unrealized_conversion_cast",
    [Pure, CastOpInterface, NativeCheck<"builtin::verify_unrealized_conversion_cast">]>,
    Folder<"builtin::fold_unrealized_cast"> {
  let summary = "a not-yet-materialized conversion between two lists of types";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let assemblyFormat = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict";
}
