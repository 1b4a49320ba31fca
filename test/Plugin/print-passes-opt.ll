; RUN: %opt -load-pass-plugin=%kcc_plugin -passes='print<kcc-passes>' -disable-output %s 2>&1 | FileCheck %s

;; print<kcc-passes> lists every pass of Passes.def and the plugin's options
;; with their values in this host.

; CHECK: kcc plugin {{[0-9.]+}} (LLVM 22.{{[0-9.]+}}) loaded for module '{{.*}}print-passes-opt.ll'
; CHECK: pass module print<kcc-passes> [Plugin]: list the passes and options of the kcc plugin
; CHECK: option -kcc-print-passes=false

define void @f() {
  ret void
}
