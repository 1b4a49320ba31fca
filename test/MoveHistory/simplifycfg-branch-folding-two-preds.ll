; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -bonus-inst-threshold=4 -passes='simplifycfg,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; Branch folding into two predecessors: %next is folded into both %p1 and
;; %p2 (a higher bonus threshold lets SimplifyCFG duplicate its two
;; instructions), so each predecessor gets its own copies. Each copy's event
;; is its own predecessor's condition (line 3 for %p1, line 5 for %p2), and
;; the copies in %p2 are matched against %p2's own copy of the add.

; CHECK: move history of 'f':
; CHECK-NEXT: %s.old = add i32 %b, 1, !kcc.move_history
; CHECK-NEXT: event 1: copy by SimplifyCFG branch folding (SimplifyCFGPass), condition at t.c:3:5, true path, now executed before the condition
; CHECK-NEXT: %c2.old = icmp slt i32 %s.old, 10, !kcc.move_history
; CHECK-NEXT: event 1: copy by SimplifyCFG branch folding (SimplifyCFGPass), condition at t.c:3:5, true path, now executed before the condition
; CHECK-NEXT: %s = add i32 %b, 1, !kcc.move_history
; CHECK-NEXT: event 1: copy by SimplifyCFG branch folding (SimplifyCFGPass), condition at t.c:5:3, true path, now executed before the condition
; CHECK-NEXT: %c2 = icmp slt i32 %s, 10, !kcc.move_history
; CHECK-NEXT: event 1: copy by SimplifyCFG branch folding (SimplifyCFGPass), condition at t.c:5:3, true path, now executed before the condition
; CHECK-NOT: event

define void @f(i32 %a, i32 %b, i1 %c0) !dbg !5 {
entry:
  br i1 %c0, label %p1, label %p2, !dbg !8
p1:
  %c1 = icmp sgt i32 %a, 4, !dbg !9
  br i1 %c1, label %next, label %out, !dbg !9
p2:
  %c3 = icmp slt i32 %a, -4, !dbg !10
  br i1 %c3, label %next, label %out, !dbg !10
next:
  %s = add i32 %b, 1, !dbg !11
  %c2 = icmp slt i32 %s, 10, !dbg !11
  br i1 %c2, label %work, label %out, !dbg !11
work:
  call void @g(), !dbg !11
  br label %out, !dbg !11
out:
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
