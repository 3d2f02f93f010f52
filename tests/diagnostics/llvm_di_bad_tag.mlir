// An unknown DWARF tag name, then the parameter error MLIR adds.
#v = #llvm.di_basic_type<tag = DW_TAG_foo, name = "x">
llvm.func @f() attributes {x = #v}
