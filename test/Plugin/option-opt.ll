; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-print-passes -passes='default<O2>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-print-passes -passes='default<O0>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -load-pass-plugin=%kcc_plugin -passes='default<O2>' -disable-output %s 2>&1 | count 0

;; -kcc-print-passes, set on opt's command line, adds print<kcc-passes> at
;; the pipeline-start extension point of the default pipelines.

; CHECK: kcc plugin {{.*}} loaded for module
; CHECK: option -kcc-print-passes=true

define void @f() {
  ret void
}
