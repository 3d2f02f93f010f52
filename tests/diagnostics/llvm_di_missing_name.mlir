// A required DI parameter is reported at the closing bracket.
#v = #llvm.di_basic_type<tag = DW_TAG_base_type>
llvm.func @f() attributes {x = #v}
