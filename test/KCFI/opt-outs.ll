; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -S %s | FileCheck %s

;; The IR form of the opt-outs (what kcc's clang plugin attaches): no check
;; in a "kcc-no-kcfi" function, none on a call marked !kcc.cfi_unchecked.
;; Both markers are removed; the function keeps its own id.

; CHECK-LABEL: define void @nocfi(ptr %fp) !kcfi_type
; CHECK-NEXT: call void %fp(){{$}}
define void @nocfi(ptr %fp) "kcc-no-kcfi" !type !0 {
  call void %fp(), !callee_type !2
  ret void
}

; CHECK-LABEL: define void @marked(ptr %fp)
; CHECK-NEXT: call void %fp(){{$}}
; CHECK-NEXT: call void %fp() [ "kcfi"(i32 -1522505972) ]
define void @marked(ptr %fp) !type !0 {
  call void %fp(), !callee_type !2, !kcc.cfi_unchecked !{}
  call void %fp(), !callee_type !2
  ret void
}

; CHECK-NOT: kcc-no-kcfi
; CHECK-NOT: kcc.cfi_unchecked

!0 = !{i64 0, !"_ZTSFvPFvvEE.generalized"}
!1 = !{i64 0, !"_ZTSFvvE.generalized"}
!2 = !{!1}
