; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='sink,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; The Sink pass moves %v, used only on the path where %c is false, out of
;; the entry block into %cold: "move by sinking", now behind the false edge
;; of the branch on %c.

; CHECK: move history of 'f':
; CHECK-NEXT: %v = load i32, ptr %p, align 4, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: move by sinking (SinkingPass), condition at t.c:3:7, false path
; CHECK-NOT: event

define i32 @f(i1 %c, ptr %p) !dbg !5 {
entry:
  %v = load i32, ptr %p, align 4, !dbg !8
  br i1 %c, label %hot, label %cold, !dbg !9
hot:
  ret i32 0, !dbg !10
cold:
  %r = add i32 %v, 1, !dbg !10
  ret i32 %r, !dbg !10
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "kcc test", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 2, column: 11, scope: !5)
!9 = !DILocation(line: 3, column: 7, scope: !5)
!10 = !DILocation(line: 4, column: 3, scope: !5)
