// A parameter typed by a DI interface (DIScopeAttr) rejects a basic type.
#v = #llvm.di_local_variable<scope = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "i">, name = "x">
llvm.func @f() attributes {x = #v}
