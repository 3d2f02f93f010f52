// An unknown mnemonic of a dialect whose attributes Descent knows is an error, as in MLIR.
func.func @f() attributes {a = #arith.fastmath<fast>, b = #vector.nope} {
  return
}
