; REQUIRES: aarch64-registered-target
; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -S %s | FileCheck %s --check-prefix=DEFAULT
; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -kcc-kcfi-reserved-id -S %s | FileCheck %s --check-prefix=RESERVED

;; -kcc-kcfi-reserved-id (the GCC RFC's rule): a function that cannot be
;; called indirectly (local linkage, address not taken) gets the reserved
;; id 0 instead of no preamble, so a forged pointer to it fails every check.
;; Off by default, as clang does not do it.

; DEFAULT: define internal void @direct_only() {
; RESERVED: define internal void @direct_only() !kcfi_type ![[RES:[0-9]+]] {
define internal void @direct_only() !type !0 {
  ret void
}

;; Made by LLVM, no prototype: reserved too.
; DEFAULT: define internal void @no_prototype() {
; RESERVED: define internal void @no_prototype() !kcfi_type ![[RES]] {
define internal void @no_prototype() {
  ret void
}

;; Address taken: its real id, in both modes.
; DEFAULT: define internal void @taken() !kcfi_type ![[ID:[0-9]+]] {
; RESERVED: define internal void @taken() !kcfi_type ![[ID:[0-9]+]] {
define internal void @taken() !type !0 {
  ret void
}

;; Externally visible: its real id; declarations get no reserved id.
; RESERVED: define void @entry() !kcfi_type ![[ENTRY:[0-9]+]] {
define void @entry() !type !1 {
  call void @direct_only()
  call void @no_prototype()
  store ptr @taken, ptr @slot
  ret void
}
@slot = global ptr null

; RESERVED-DAG: ![[RES]] = !{i32 0}
; RESERVED-DAG: ![[ID]] = !{i32 -1522505972}
; DEFAULT-DAG: ![[ID]] = !{i32 -1522505972}

!0 = !{i64 0, !"_ZTSFvvE.generalized"}
!1 = !{i64 0, !"_ZTSFvvE.generalized"}

;; The back end emits it as the preamble like any other id.
; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -kcc-kcfi-reserved-id -S %s | %llc -mtriple=aarch64-linux-gnu -asm-verbose=false -o - | FileCheck %s --check-prefix=ASM
; ASM: .word 0
; ASM-NEXT: direct_only:
