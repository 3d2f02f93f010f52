; RUN-DESCENT: translate --import-llvm
@_ZTIi = external constant ptr
@g = internal addrspace(1) global i32 0, align 4, partition "p1", code_model "large"
@c = linkonce_odr global i32 1, comdat, align 4
$c = comdat any
$f = comdat largest
declare i32 @__gxx_personality_v0(...)
declare void @may_throw(i32)
define linkonce_odr void @f() section ".text.f" comdat align 16 gc "shadow-stack" personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 1)
          to label %cont unwind label %lpad
cont:
  invoke void @may_throw(i32 2)
          to label %done unwind label %lpad
lpad:
  %x = phi i32 [ 1, %entry ], [ 2, %cont ]
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          filter [1 x ptr] [ptr @_ZTIi]
  %sel = extractvalue { ptr, i32 } %lp, 1
  resume { ptr, i32 } %lp
done:
  ret void
}
define ptr addrspace(1) @as() {
  ret ptr addrspace(1) @g
}
define x86_fp80 @fp(ppc_fp128 %p, fp128 %q, bfloat %b, half %h) {
  %r = fpext bfloat %b to x86_fp80
  %s = fadd half %h, 0xH3C00
  %t = fadd bfloat %b, 0xR3F80
  %u = fadd fp128 %q, 0xL00000000000000003FFF000000000000
  ret x86_fp80 0xK3FFF8000000000000000
}
