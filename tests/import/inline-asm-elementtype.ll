; RUN-DESCENT: translate --import-llvm
; Inline asm operands' elementtype become operand_attrs (one dictionary per operand), kept
; with the tail call kind on the way back to LLVM IR.
define i64 @asm_ops(ptr %q, i64 %n) {
  %p = alloca ptr, align 8
  tail call void asm sideeffect "", "*m,~{memory}"(ptr elementtype(ptr) %p)
  %r = call i64 asm "add $0, $1", "=r,r,*m"(i64 %n, ptr elementtype([4 x i32]) %q)
  ret i64 %r
}
