// The `func` dialect (MLIR 22): function definitions and declarations (func.func), direct
// and indirect calls, function-symbol constants and returns -- all 5 ops of FuncOps.td.

include "base.td"
include "constraints.td"

def Func_Dialect : Dialect {
  // MLIR 22 defines no attributes for it.
  let attributes = "none";
  let name = "func";
  let summary = "functions, calls and returns";
  let description = [{
    Named functions with a single SSA control-flow region, the ops that call them directly
    or through a function-typed value, and the terminator that returns from them.
  }];
}

class Func_Op<string mnemonic, list<Trait> traits = []> : Op<Func_Dialect, mnemonic, traits>;

// `func.call @callee(%a, %b) : (i32, i32) -> i32`. The callee must be a func.func with the
// same signature (checked with the symbol uses by `func::verify_call`).
def Func_CallOp : Func_Op<"call", [CallLike, NativeCheck<"func::verify_call">]> {
  let summary = "direct call of a named function";
  let arguments = (ins FlatSymbolRefAttr:$callee,
                       Variadic<AnyType>:$operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       UnitAttr:$no_inline);
  // (Unnamed in MLIR; a name is required here.)
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat =
      "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)";
}

// `func.call_indirect %f(%a) : (i32) -> i32`: the argument and result types are those of
// the callee's function type.
def Func_CallIndirectOp : Func_Op<"call_indirect",
    [CallLike,
     TypesMatchWith<"callee input types match argument types",
                    "callee", "callee_operands", "transforms::function_inputs">,
     TypesMatchWith<"callee result types match result types",
                    "callee", "results", "transforms::function_results">]> {
  let summary = "call through a function-typed value";
  let arguments = (ins FunctionType:$callee,
                       Variadic<AnyType>:$callee_operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)";
}

// `%f = func.constant @fn : (i32) -> i32`; the result is named `%f`.
def Func_ConstantOp : Func_Op<"constant",
    [ConstantLike, Pure, NativeCheck<"func::verify_constant">]>, AsmResultNames<["f"]> {
  let summary = "a function symbol as an SSA value";
  let arguments = (ins FlatSymbolRefAttr:$value);
  // (Unnamed in MLIR; a name is required here.)
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict $value `:` type(results)";
}

// `func.func [visibility] @name(%arg0: i32 {attrs}, ...) -> (i32 {attrs}) [attributes {...}]
// [{ body }]`. A declaration has an empty body. `func::verify_func` does the
// FunctionOpInterface checks (entry block arguments match the signature, arg/res attr
// arrays have the right length, ...).
def Func_FuncOp : Func_Op<"func",
    [AffineScope, AutomaticAllocationScope, FunctionLike, IsolatedFromAbove, Symbol,
     NativeCheck<"func::verify_func">]> {
  let summary = "a named function with one SSA control-flow region";
  let defaultDialect = "func";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       FunctionTypeAttr:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       UnitAttr:$no_inline);
  let regions = (region AnyRegion:$body);
  let customParser = "func::parse_func_op";
  let customPrinter = "func::print_func_op";
}

// `func.return %a, %b : i32, i32`; operand types must match the enclosing function's
// results (`func::verify_return`).
def Func_ReturnOp : Func_Op<"return",
    [Pure, HasParent<["func.func"]>, ReturnLike, Terminator,
     NativeCheck<"func::verify_return">]> {
  let summary = "return from a function";
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}
