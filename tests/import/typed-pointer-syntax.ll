; RUN-DESCENT: translate --import-llvm
; Typed pointer syntax (`i32*`, `T addrspace(N)*`, function pointer types) reads as opaque pointers.
define i32 @f(i32* %p, i8 addrspace(3)* %q, void (i32)* %g, { i32, float }** %s) {
  %x = load i32, i32* %p
  call void %g(i32 %x)
  ret i32 %x
}
