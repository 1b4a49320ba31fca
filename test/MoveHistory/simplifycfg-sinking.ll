; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='simplifycfg<sink-common-insts>,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; Both arms end with a store to %p; SimplifyCFG sinks one of them into %end,
;; where the paths join, feeds it a phi of the two values and erases the
;; other (sinkCommonCodeFromPredecessors): "move by SimplifyCFG sinking".
;; The kept store came from the false path of the condition at line 2.

; CHECK: move history of 'f':
; CHECK-NEXT: store i32 %y.sink, ptr %p, align 4, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: move by SimplifyCFG sinking (SimplifyCFGPass), condition at t.c:2:7, false path, now executed after the paths join
; CHECK-NOT: event

define void @f(i1 %c, ptr %p, i32 %x, i32 %y) !dbg !5 {
entry:
  br i1 %c, label %a, label %b, !dbg !8
a:
  call void @g(), !dbg !9
  store i32 %x, ptr %p, align 4, !dbg !9
  br label %end, !dbg !9
b:
  call void @h(), !dbg !10
  store i32 %y, ptr %p, align 4, !dbg !10
  br label %end, !dbg !10
end:
  ret void, !dbg !11
}

declare void @g()
declare void @h()

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
