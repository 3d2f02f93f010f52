func.func @f() attributes {a = #ub.poison, b = #index.unknown_attr} {
  return
}
