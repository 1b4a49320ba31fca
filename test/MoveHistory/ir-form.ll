; RUN: %opt -load-pass-plugin=%kcc_plugin -passes='print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; The IR form read back: a switch case is an integer (negative too), the
;; reason one of the recorder's names, a copy's own lost location after
;; the placement ("on": on the path). An event whose reason is not one of
;; them, or whose path is neither a name nor an integer, is ignored.

; CHECK: move history of 'f':
; CHECK-NEXT: %a = add i32 %x, 1, !kcc.move_history
; CHECK-NEXT: event 1: copy by DFA jump threading (DFAJumpThreadingPass), condition at t.c:3:5, case -7 path
; CHECK-NEXT: event 2: move by SimplifyCFG sinking (SimplifyCFGPass), condition at t.c:2:7, false path, now executed after the paths join
; CHECK-NEXT: event 3: copy by jump threading (JumpThreadingPass), condition at t.c:2:7, true path, copied from t.c:9:4
; CHECK-NOT: event 4
; CHECK-NOT: %b = {{.*}}kcc.move_history

define i32 @f(i32 %x) {
  %a = add i32 %x, 1, !kcc.move_history !0
  %b = add i32 %a, 2, !kcc.move_history !10
  ret i32 %b
}

!0 = !{!1, !2, !3, !4, !7}
!1 = !{!"copy by DFA jump threading", !"DFAJumpThreadingPass", !5, i64 -7}
!2 = !{!"move by SimplifyCFG sinking", !"SimplifyCFGPass", !6, !"false", !"after"}
!3 = !{!"copy by magic", !"MagicPass", !6, !"true"}
!4 = !{!"copy by jump threading", !"JumpThreadingPass", !6, !{}}
!5 = !{!"t.c", i32 3, i32 5}
!6 = !{!"t.c", i32 2, i32 7}
!7 = !{!"copy by jump threading", !"JumpThreadingPass", !6, !"true", !"on", !8}
!8 = !{!"t.c", i32 9, i32 4}
!10 = !{!3}
