; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='dfa-jump-threading,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; A state machine: the switch on %state (line 3) picks the next state, and
;; %for.inc joins the paths. DFAJumpThreading copies %for.inc once per known
;; next state (.jt1, .jt2), and each copied path ends in a jump straight to
;; that case of the switch. The copies' events name the switch and the case
;; their path leads to, found by following the copied blocks forward to the
;; case block.

; CHECK: move history of 'f':
; CHECK-NEXT: %inc.jt2 = add nsw i32 %count4, 1, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: copy by DFA jump threading (DFAJumpThreadingPass), condition at t.c:3:5, case 2 path
; CHECK:      %inc.jt1 = add nsw i32 %count3, 1, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: copy by DFA jump threading (DFAJumpThreadingPass), condition at t.c:3:5, case 1 path
;; The original %for.inc, now unreachable, is not a copy.
; CHECK-NOT:  %inc = add {{.*}}kcc.move_history

define i32 @f(i32 %num) !dbg !5 {
entry:
  br label %for.body, !dbg !8
for.body:
  %count = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %state = phi i32 [ 1, %entry ], [ %state.next, %for.inc ]
  switch i32 %state, label %for.inc [
    i32 1, label %case1
    i32 2, label %case2
  ], !dbg !9
case1:
  call void @one(), !dbg !10
  br label %for.inc, !dbg !10
case2:
  %cmp = icmp eq i32 %count, 50, !dbg !11
  %sel = select i1 %cmp, i32 1, i32 2, !dbg !11
  br label %for.inc, !dbg !11
for.inc:
  %state.next = phi i32 [ %sel, %case2 ], [ 1, %for.body ], [ 2, %case1 ]
  %inc = add nsw i32 %count, 1, !dbg !11
  %cmp.exit = icmp slt i32 %inc, %num, !dbg !11
  br i1 %cmp.exit, label %for.body, label %for.end, !dbg !11
for.end:
  ret i32 0, !dbg !11
}
declare void @one()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "kcc test", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 2, column: 7, scope: !5)
!9 = !DILocation(line: 3, column: 5, scope: !5)
!10 = !DILocation(line: 5, column: 3, scope: !5)
!11 = !DILocation(line: 6, column: 3, scope: !5)
