; REQUIRES: riscv-registered-target
; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -S %s | %llc -mtriple=riscv64-linux-gnu -O2 -asm-verbose=false -o - | FileCheck %s

;; The riscv64 back end lowers kcc-kcfi's output to its native KCFI sequence:
;; the id before the function entry and a check before the indirect call.

; CHECK:      .word 329620
; CHECK-NEXT: f:
; CHECK-LABEL: call:
; CHECK:      lw t1, -4([[ADDR:a[0-9]+]])
; CHECK-NEXT: lui t2, 80
; CHECK-NEXT: addiw t2, t2, 1940
; CHECK-NEXT: beq t1, t2, [[PASS:.Ltmp[0-9]+]]
;; ebreak with the offset record in .kcfi_traps the kernel reads.
; CHECK-NEXT: [[TRAP:.Ltmp[0-9]+]]:
; CHECK-NEXT: ebreak
; CHECK:      [[PASS]]:
; CHECK-NEXT: jalr [[ADDR]]

define i32 @f(i32 %x) !type !0 {
  ret i32 %x
}

define i32 @call(ptr %fp) !type !1 {
  %r = call i32 %fp(i32 1), !callee_type !2
  ret i32 %r
}

!0 = !{i64 0, !"_ZTSFiiE.generalized"}
!1 = !{i64 0, !"_ZTSFiPFiiEE.generalized"}
!2 = !{!0}
