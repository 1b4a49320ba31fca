; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -S %s -o - 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning < %t.err

;; !kcc.kcfi_prototypes entries (hand-written IR) with a null operand or of
;; the wrong shape are ignored with a warning (kcc-kcfi crashed on null);
;; the well-formed one is still used: _ZTSFvvE is spelled _ZTSFiiE here,
;; so @f gets int(int)'s id 329620.

; WARN: warning: kcc-kcfi: ignoring 2 malformed !kcc.kcfi_prototypes entries (each must be three strings)

; CHECK-LABEL: define void @f() !kcfi_type
; CHECK-NOT: kcc.kcfi_prototypes
; CHECK: !{i32 329620}
define void @f() !type !0 {
  ret void
}

!kcc.kcfi_prototypes = !{!1, !2, !3}
!0 = !{i64 0, !"_ZTSFvvE.generalized"}
!1 = !{null, !"_ZTSFiiE", !""}
!2 = !{!"_ZTSFvvE"}
!3 = !{!"_ZTSFvvE", !"_ZTSFiiE", !""}
