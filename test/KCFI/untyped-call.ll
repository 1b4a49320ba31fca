; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: FileCheck %s < %t.ll

;; An indirect call without a prototype cannot be given an id: kcc says so
;; and leaves it unchecked rather than guessing.

; WARN: warning: kcc-kcfi: indirect call in 'untyped' has no prototype metadata; it is not checked

define void @untyped(ptr %fp) !type !0 {
; CHECK-LABEL: define void @untyped(
; CHECK: call void %fp(){{$}}
  call void %fp()
  ret void
}

!0 = !{i64 0, !"_ZTSFvPFvvEE.generalized"}
