; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='simplifycfg<hoist-common-insts>,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; Merging: the two loads SimplifyCFG hoists into one each had a chain (they
;; were copies already). The kept load stands for both: after the hoisting
;; event it has its own earlier event, then its erased twin's.

; CHECK: move history of 'f':
; CHECK-NEXT: %v1 = load i32, ptr %p, align 4, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: move by SimplifyCFG hoisting (SimplifyCFGPass), condition at t.c:2:7, true path, now executed before the condition
; CHECK-NEXT: event 2: copy by jump threading (JumpThreadingPass), condition at t.c:9:1, true path
; CHECK-NEXT: event 3: copy by jump threading (JumpThreadingPass), condition at t.c:9:1, false path
; CHECK-NOT: event

define void @f(i1 %c, ptr %p) !dbg !5 {
entry:
  br i1 %c, label %a, label %b, !dbg !8
a:
  %v1 = load i32, ptr %p, align 4, !dbg !9, !kcc.move_history !20
  call void @g(i32 %v1), !dbg !9
  ret void, !dbg !9
b:
  %v2 = load i32, ptr %p, align 4, !dbg !10, !kcc.move_history !23
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
!20 = !{!21}
!21 = !{!"copy by jump threading", !"JumpThreadingPass", !22, !"true"}
!22 = !{!"t.c", i32 9, i32 1}
!23 = !{!24}
!24 = !{!"copy by jump threading", !"JumpThreadingPass", !22, !"false"}
