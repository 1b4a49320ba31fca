; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: FileCheck %s < %t.ll

;; IR without any call-graph prototype (not compiled by kcc -fsanitize=kcfi
;; or clang -fexperimental-call-graph-section) is left unchanged, with a
;; warning, instead of being given made-up ids.

; WARN: warning: kcc-kcfi: the module carries no prototype metadata

; CHECK-NOT: kcfi
define void @f(ptr %fp) {
  call void %fp()
  ret void
}
