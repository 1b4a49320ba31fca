; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='simplifycfg,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; SimplifyCFG threads %join's branch for the predecessor %then, where %p is
;; known to be true (FoldCondBranchOnValueKnownInPredecessor): %join's call
;; is cloned onto that edge. The clone's condition is the branch on %c.

; CHECK: move history of 'f':
; CHECK-NEXT: call void @side(), !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: copy by SimplifyCFG threading (SimplifyCFGPass), condition at t.c:2:7, true path
;; The return SimplifyCFG merged into one block has no deciding edge.
; CHECK-NOT: event

define void @f(i1 %c) !dbg !5 {
entry:
  br i1 %c, label %then, label %join, !dbg !8
then:
  call void @g(), !dbg !9
  br label %join, !dbg !9
join:
  %p = phi i1 [ true, %then ], [ false, %entry ]
  call void @side(), !dbg !10
  br i1 %p, label %x, label %y, !dbg !11
x:
  call void @g(), !dbg !11
  ret void, !dbg !11
y:
  ret void, !dbg !11
}

declare void @g()
declare void @side()

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
