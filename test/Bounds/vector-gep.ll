; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-bounds-capture -S %s | FileCheck %s

;; A vector GEP indexes a struct with a splat, not a ConstantInt (capture
;; crashed on it). A vector of addresses is no load's or store's address:
;; nothing is captured.

%struct.S = type { i32, [4 x i32] }

; CHECK-LABEL: define <2 x ptr> @splat_struct_index(
; CHECK: getelementptr %struct.S, <2 x ptr> %p, <2 x i64> zeroinitializer, <2 x i32> splat (i32 1), <2 x i64> %i
; CHECK-NOT: !kcc.bounds !
; CHECK: ret <2 x ptr>
define <2 x ptr> @splat_struct_index(<2 x ptr> %p, <2 x i64> %i) {
  %q = getelementptr %struct.S, <2 x ptr> %p, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 1>, <2 x i64> %i
  ret <2 x ptr> %q
}
