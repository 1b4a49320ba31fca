; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -S %s | FileCheck %s

;; Every function with a call-graph prototype gets clang's KCFI id: the low
;; 32 bits of xxHash64 of the mangled type ("_ZTSFiiE" is int(int)). The
;; call-graph !type entries are dropped; others stay.

@table = global [2 x ptr] [ptr @local_taken, ptr @decl]

; CHECK: define i32 @external(i32 %x) !kcfi_type ![[INT_INT:[0-9]+]] {
define i32 @external(i32 %x) !type !0 {
  ret i32 %x
}

; CHECK: declare !kcfi_type ![[VOID_PA:[0-9]+]] void @decl(ptr)
declare !type !1 void @decl(ptr)

;; A local function whose address is taken can be called indirectly.
; CHECK: define internal i32 @local_taken(i32 %x) !kcfi_type ![[INT_INT]] {
define internal i32 @local_taken(i32 %x) !type !0 {
  ret i32 %x
}

;; A local function whose address is not taken cannot: no id, as in clang.
; CHECK: define internal i32 @local_direct(i32 %x) {
define internal i32 @local_direct(i32 %x) !type !0 {
  ret i32 %x
}

define i32 @use(i32 %x) {
  %r = call i32 @local_direct(i32 %x)
  ret i32 %r
}

;; A -fsanitize=cfi type (no ".generalized") is not kcc's to remove.
; CHECK: define void @cfi_typed() !type ![[CFI:[0-9]+]] !kcfi_type ![[VOID_VOID:[0-9]+]] {
define void @cfi_typed() !type !2 !type !3 {
  ret void
}

; CHECK-DAG: ![[INT_INT]] = !{i32 329620}
; CHECK-DAG: ![[VOID_PA]] = !{i32 2003734155}
; CHECK-DAG: ![[CFI]] = !{i64 0, !"_ZTSFvvE"}
; CHECK-NOT: .generalized

!0 = !{i64 0, !"_ZTSFiiE.generalized"}
!1 = !{i64 0, !"_ZTSFvP1aE.generalized"}
!2 = !{i64 0, !"_ZTSFvvE"}
!3 = !{i64 0, !"_ZTSFvvE.generalized"}
