; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -S %s | FileCheck %s --check-prefixes=CHECK,XXH
; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -kcc-kcfi-hash=FNV-1a -S %s | FileCheck %s --check-prefixes=CHECK,FNV
; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -kcc-kcfi-arity -S %s | FileCheck %s --check-prefixes=CHECK,ARITY

;; The module flags the back ends read, and the two hashes of clang 22
;; (FNV-1a of "_ZTSFiiE" is clang's -fsanitize-kcfi-hash=FNV-1a id).

; XXH: define void @f() !kcfi_type ![[ID:[0-9]+]]
; FNV: define void @f() !kcfi_type ![[ID:[0-9]+]]
define void @f() !type !0 {
  ret void
}
define i32 @g(i32 %x) !type !1 {
  ret i32 %x
}

; CHECK: !{i32 4, !"kcfi", i32 1}
; XXH: !{i32 4, !"kcfi-hash", !"xxHash64"}
; FNV: !{i32 4, !"kcfi-hash", !"FNV-1a"}
; ARITY: !{i32 4, !"kcfi-arity", i32 1}
; XXH: !{i32 329620}
; FNV: !{i32 -1204419034}

!0 = !{i64 0, !"_ZTSFvvE.generalized"}
!1 = !{i64 0, !"_ZTSFiiE.generalized"}
