; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-bounds -kcc-warn-stringop-overflow -S %s -o - 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning < %t.err

;; A function's !kcc.bounds.captured table (hand-written IR) with a null
;; entry and one of the wrong shape: both are ignored with a warning (the
;; check crashed on null), and the table is removed as always.

; WARN: warning: kcc-bounds: ignoring 2 malformed !kcc.bounds.captured operands in 'f'

; CHECK-LABEL: define void @f(ptr %p) {
; CHECK-NOT: !kcc.bounds.captured
define void @f(ptr %p) !kcc.bounds.captured !0 {
  ret void
}

!0 = !{null, !1}
!1 = !{i64 0, !"memcpy"}
