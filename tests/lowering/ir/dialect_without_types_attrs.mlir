// RUN-DESCENT: opt --split-input-file --verify-diagnostics
// Dialects that define no types (or no attributes) in MLIR 22 reject `!dialect.name`
// (`#dialect.name`) at the name instead of keeping it as an opaque type; a symbol
// operand written as a number (old `constant 0 : i32`, read as `func.constant` inside a
// function) fails at the literal, read with the constraint's `none` value type.

// expected-error @+1 {{dialect 'arith' provides no type parsing hook}}
func.func private @arith_type(!arith.foo)

// -----

// expected-error @+1 {{dialect 'vector' provides no type parsing hook}}
func.func private @vector_type(!vector.mask<4>)

// -----

// expected-error @+1 {{dialect 'dlti' provides no type parsing hook}}
func.func private @dlti_type(!dlti.spec)

// -----

// expected-error @+1 {{dialect 'func' provides no attribute parsing hook}}
func.func private @func_attr() attributes {x = #func.visibility<private>}

// -----

// expected-error @+1 {{dialect 'memref' provides no attribute parsing hook}}
func.func private @memref_attr() attributes {x = #memref.layout}

// -----

func.func @old_constant() -> i32 {
  // expected-error @+1 {{integer literal not valid for specified type}}
  %c0 = constant 0 : i32
  return %c0 : i32
}
