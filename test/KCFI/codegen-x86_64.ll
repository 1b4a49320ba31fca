; REQUIRES: x86-registered-target
; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -S %s | %llc -mtriple=x86_64-linux-gnu -O2 -asm-verbose=false -o - | FileCheck %s

;; The x86_64 back end lowers kcc-kcfi's output to its native KCFI sequence:
;; the id before the function entry and a check before the indirect call.

; CHECK:      __cfi_f:
; CHECK-COUNT-11: nop
; CHECK-NEXT: movl $329620, %eax
; CHECK-LABEL: call:
; CHECK:      movl $4294637676, %r10d
; CHECK-NEXT: addl -4(%r{{[a-z0-9]+}}), %r10d
; CHECK-NEXT: je [[PASS:.Ltmp[0-9]+]]
; CHECK-NEXT: .Ltmp{{[0-9]+}}:
; CHECK-NEXT: ud2

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
