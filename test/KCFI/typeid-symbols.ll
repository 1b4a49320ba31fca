; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -S %s | FileCheck %s

;; Address-taken declarations get a weak absolute __kcfi_typeid_<name>, so
;; assembly implementing them can emit the right preamble
;; (SYM_TYPED_FUNC_START in the kernel). Names that cannot appear in
;; assembly, and declarations whose address is not taken, get none.

; CHECK: module asm ".weak __kcfi_typeid_asm_func"
; CHECK-NEXT: module asm ".set __kcfi_typeid_asm_func, 329620 /* 329620 */"
; CHECK-NEXT: module asm ".weak __kcfi_typeid_neg_id"
; CHECK-NEXT: module asm ".set __kcfi_typeid_neg_id, 3434021230 /* -860946066 */"
; CHECK-NOT: module asm

@ptrs = global [3 x ptr] [ptr @asm_func, ptr @neg_id, ptr @"odd$name"]

declare !type !0 i32 @asm_func(i32)
declare !type !1 i32 @neg_id(ptr)
declare !type !0 i32 @"odd$name"(i32)
declare !type !0 i32 @not_taken(i32)
define i32 @defined(i32 %x) !type !0 {
  %r = call i32 @not_taken(i32 %x)
  ret i32 %r
}

!0 = !{i64 0, !"_ZTSFiiE.generalized"}
!1 = !{i64 0, !"_ZTSFiPFiiEE.generalized"}
