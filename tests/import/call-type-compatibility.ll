; RUN-DESCENT: translate --import-llvm
; A call whose type fits its vararg callee's is a direct call with the callee's type; an
; empty syncscope is the system scope (no attribute).
declare void @va(i32, ...)
declare i32 @__gxx_personality_v0(...)
define void @calls(i32 %a, ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  call void @va(i32 %a)
  call void @va(i32 %a, ptr %p, i32 3)
  fence syncscope("") acquire
  %v = load atomic i32, ptr %p syncscope("") acquire, align 4
  invoke void @va(i32 %v, double 1.0) to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
