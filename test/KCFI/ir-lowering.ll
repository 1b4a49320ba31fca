; REQUIRES: powerpc-registered-target
; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-kcfi -passes='default<O2>' -S %s | FileCheck %s

;; PowerPC has no back-end KCFI: with -kcc-kcfi the plugin adds LLVM's IR
;; lowering at the end of the pipeline, a load of the id before the target,
;; a compare and a trap; the bundle is gone.

target datalayout = "e-m:e-Fn32-i64:64-i128:128-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

; CHECK-LABEL: define {{.*}}i32 @call(
; CHECK:      [[ADDR:%.*]] = getelementptr inbounds i32, ptr %fp, i32 -1
; CHECK-NEXT: [[ID:%.*]] = load i32, ptr [[ADDR]]
; CHECK-NEXT: [[BAD:%.*]] = icmp ne i32 [[ID]], 329620
; CHECK-NEXT: br i1 [[BAD]], label %[[TRAP:.*]], label %[[CALL:.*]], !prof
; CHECK:      [[TRAP]]:
; CHECK-NEXT: call void @llvm.debugtrap()
; CHECK:      [[CALL]]:
; CHECK-NEXT: call i32 %fp(i32 1){{$}}
define i32 @call(ptr %fp) !type !1 {
  %r = call i32 %fp(i32 1), !callee_type !2
  ret i32 %r
}

!0 = !{i64 0, !"_ZTSFiiE.generalized"}
!1 = !{i64 0, !"_ZTSFiPFiiEE.generalized"}
!2 = !{!0}
