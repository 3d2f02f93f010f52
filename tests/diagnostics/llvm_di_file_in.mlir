// di_file needs its `in` keyword.
#v = #llvm.di_file<"a" "b">
llvm.func @f() attributes {x = #v}
