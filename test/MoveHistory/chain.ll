; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='jump-threading,simplifycfg,print<move-history>' -disable-output %S/jump-threading.ll 2>&1 | FileCheck %s
; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='jump-threading' -S %S/jump-threading.ll | %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='jump-threading,print<move-history>' -disable-output 2>&1 | FileCheck %s --check-prefix=KEEP

;; The chain travels with the instruction: it is metadata, so a later pass
;; that copies or keeps the instruction keeps it, and a pass that does
;; nothing new adds no event (no duplicates). Here the JumpThreading copy
;; survives SimplifyCFG, which only merges blocks around it.

; CHECK: move history of 'f':
; CHECK: event 1: copy by jump threading (JumpThreadingPass), condition at t.c:4:7, true path
; CHECK-NOT: event 2

; KEEP: event 1: copy by jump threading (JumpThreadingPass), condition at t.c:4:7, true path
; KEEP-NOT: event 2
