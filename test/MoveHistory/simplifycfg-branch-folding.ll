; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='simplifycfg,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; %next and the entry block branch to the same %out, so SimplifyCFG folds
;; %next's branch into the entry's (FoldBranchToCommonDest): the add and the
;; compare of %next are cloned into the entry block as bonus instructions,
;; without their locations, and the two conditions become one select. The
;; clones are found by their operands; both were on the true path of the
;; condition at line 2 and now run before it.

; CHECK: move history of 'f':
; CHECK-NEXT: %s = add i32 %b, 1, !kcc.move_history
; CHECK-NEXT: event 1: copy by SimplifyCFG branch folding (SimplifyCFGPass), condition at t.c:2:7, true path, now executed before the condition
; CHECK-NEXT: %c2 = icmp slt i32 %s, 10, !kcc.move_history
; CHECK-NEXT: event 1: copy by SimplifyCFG branch folding (SimplifyCFGPass), condition at t.c:2:7, true path, now executed before the condition
; CHECK-NOT: event

define void @f(i32 %a, i32 %b) !dbg !5 {
entry:
  %c1 = icmp sgt i32 %a, 4, !dbg !8
  br i1 %c1, label %next, label %out, !dbg !8
next:
  %s = add i32 %b, 1, !dbg !9
  %c2 = icmp slt i32 %s, 10, !dbg !9
  br i1 %c2, label %work, label %out, !dbg !9
work:
  call void @g(), !dbg !10
  br label %out, !dbg !10
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
