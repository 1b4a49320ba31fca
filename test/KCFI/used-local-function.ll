; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -S %s | FileCheck %s --check-prefix=DEFAULT
; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -kcc-kcfi-reserved-id -S %s | FileCheck %s --check-prefix=RESERVED

;; A `static __attribute__((used))` function is kept by llvm.used /
;; llvm.compiler.used but is never address-taken: clang decides which local
;; functions keep their id before it emits those arrays, so it gives this one
;; no id (the kernel's s8250_options). kcc follows the same rule.

; DEFAULT: define internal void @used_only() {
; RESERVED: define internal void @used_only() !kcfi_type ![[RES:[0-9]+]] {
define internal void @used_only() !type !0 {
  ret void
}

; DEFAULT: define internal void @compiler_used_only() {
; RESERVED: define internal void @compiler_used_only() !kcfi_type ![[RES]] {
define internal void @compiler_used_only() !type !0 {
  ret void
}

;; Used and also stored: address-taken, so its real id.
; DEFAULT: define internal void @used_and_taken() !kcfi_type ![[ID:[0-9]+]] {
; RESERVED: define internal void @used_and_taken() !kcfi_type ![[RID:[0-9]+]] {
define internal void @used_and_taken() !type !0 {
  ret void
}

@slot = global ptr @used_and_taken
@llvm.used = appending global [2 x ptr] [ptr @used_only, ptr @used_and_taken], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @compiler_used_only], section "llvm.metadata"

; DEFAULT-DAG: ![[ID]] = !{i32 -1522505972}
; RESERVED-DAG: ![[RES]] = !{i32 0}
; RESERVED-DAG: ![[RID]] = !{i32 -1522505972}

!0 = !{i64 0, !"_ZTSFvvE.generalized"}
