; REQUIRES: aarch64-registered-target
; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -S %s | %llc -mtriple=aarch64-linux-gnu -O2 -asm-verbose=false -o - | FileCheck %s

;; The aarch64 back end lowers kcc-kcfi's output to its native KCFI sequence:
;; the id before the function entry and a check before the indirect call.

; CHECK:      .word 329620
; CHECK-NEXT: f:
; CHECK-LABEL: call:
; CHECK:      ldur w16, [x[[ADDR:[0-9]+]], #-4]
; CHECK-NEXT: movk w17, #1940
; CHECK-NEXT: movk w17, #5, lsl #16
; CHECK-NEXT: cmp w16, w17
; CHECK-NEXT: b.eq [[PASS:.Ltmp[0-9]+]]
;; brk #(0x8000 | type register (17) << 5 | address register): what the
;; kernel decodes to name the target and the expected type.
; CHECK-NEXT: brk #0x822{{[0-9a-f]}}
; CHECK-NEXT: [[PASS]]:
; CHECK-NEXT: blr x[[ADDR]]

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
