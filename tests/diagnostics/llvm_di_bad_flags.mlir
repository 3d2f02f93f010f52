// An unknown flag of a DI enum parameter.
#v = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = Foo>
llvm.func @f() attributes {x = #v}
