; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='loop-mssa(simple-loop-unswitch<nontrivial>),print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; Non-trivial unswitching of the loop-invariant branch on %c (line 3) copies
;; the loop: the copy that runs when %c is true keeps %then's call and the
;; latch, and the branch on %c moves out of the loop, without a location.
;; The copies sit inside a loop, whose header has two ways in, so the
;; deciding edge is found up the dominator tree; its condition is the branch
;; the loop tested before. The original loop (the false side) is not a copy.

; CHECK: move history of 'f':
; CHECK-NEXT: call void @g(), !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: copy by loop unswitching (SimpleLoopUnswitchPass), condition at t.c:3:5, true path
; CHECK-NEXT: %i.next.us = add i32 %i.us, 1, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: copy by loop unswitching (SimpleLoopUnswitchPass), condition at t.c:3:5, true path
; CHECK-NEXT: %cmp.us = icmp slt i32 %i.next.us, %n, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: copy by loop unswitching (SimpleLoopUnswitchPass), condition at t.c:3:5, true path
; CHECK-NEXT: br i1 %cmp.us, label %loop.us, label %exit.split.us, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: copy by loop unswitching (SimpleLoopUnswitchPass), condition at t.c:3:5, true path
; CHECK-NOT: event

define void @f(i32 %n, i1 %c, ptr %p) !dbg !5 {
entry:
  br label %loop, !dbg !8
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %c, label %then, label %else, !dbg !9
then:
  call void @g(), !dbg !10
  br label %latch, !dbg !10
else:
  store i32 %i, ptr %p, align 4, !dbg !11
  br label %latch, !dbg !11
latch:
  %i.next = add i32 %i, 1, !dbg !11
  %cmp = icmp slt i32 %i.next, %n, !dbg !11
  br i1 %cmp, label %loop, label %exit, !dbg !11
exit:
  ret void, !dbg !11
}

declare void @g()

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
