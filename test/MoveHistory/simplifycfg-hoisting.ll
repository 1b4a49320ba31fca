; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='simplifycfg<hoist-common-insts>,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; Both arms of the branch on %c start with the same load; SimplifyCFG hoists
;; the first arm's load into the entry block and erases the second
;; (hoistCommonCodeFromSuccessors), merging their locations into line 0.
;; The load was on the true path of the condition at line 2 and now runs
;; before it: "move by SimplifyCFG hoisting".

; CHECK: move history of 'f':
; CHECK-NEXT: %v1 = load i32, ptr %p, align 4, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: move by SimplifyCFG hoisting (SimplifyCFGPass), condition at t.c:2:7, true path, now executed before the condition
; CHECK-NOT: event

define void @f(i1 %c, ptr %p) !dbg !5 {
entry:
  br i1 %c, label %a, label %b, !dbg !8
a:
  %v1 = load i32, ptr %p, align 4, !dbg !9
  call void @g(i32 %v1), !dbg !9
  ret void, !dbg !9
b:
  %v2 = load i32, ptr %p, align 4, !dbg !10
  call void @h(i32 %v2), !dbg !10
  ret void, !dbg !10
}

declare void @g(i32)
declare void @h(i32)

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
