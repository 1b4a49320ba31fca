; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -kcc-kcfi-normalize-integers -S %s | FileCheck %s
; RUN: not %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -kcc-kcfi-normalize-integers -disable-output %S/Inputs/no-normalized.ll 2>&1 | FileCheck %s --check-prefix=MISSING

;; With integer normalization the id is the hash of the normalized spelling
;; plus ".normalized" (clang's -fsanitize-cfi-icall-experimental-normalize-
;; integers); the spellings come from kcc's clang plugin as
;; !kcc.kcfi_prototypes, which the pass consumes.

; CHECK: define i32 @f(i32 %x) !kcfi_type ![[ID:[0-9]+]]
define i32 @f(i32 %x) !type !0 {
  ret i32 %x
}

; CHECK-NOT: kcc.kcfi_prototypes
; CHECK: !{i32 4, !"cfi-normalize-integers", i32 1}
;; xxHash64("_ZTSFu3i32S_E.normalized"): the vendor type u3i32 is a
;; substitution candidate, so its second use is S_. Same id as clang.'s.
; CHECK: ![[ID]] = !{i32 -841055669}

; MISSING: error: kcc-kcfi: no integer-normalized spelling of prototype '_ZTSFiiE'

!kcc.kcfi_prototypes = !{!1}
!0 = !{i64 0, !"_ZTSFiiE.generalized"}
!1 = !{!"_ZTSFiiE", !"_ZTSFiiE", !"_ZTSFu3i32S_E"}
