; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='simplifycfg,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; SimplifyCFG if-converts the diamond (FoldTwoEntryPHINode): both arms move
;; into the entry block, under the branch's location, and a select on %c
;; replaces the phi. Each arm is "move by SimplifyCFG speculation" with the
;; path it was on.

; CHECK: move history of 'f':
; CHECK-NEXT: %m = mul i32 %b, 3, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: move by SimplifyCFG speculation (SimplifyCFGPass), condition at t.c:2:7, true path, now executed before the condition
; CHECK-NEXT: %n = add i32 %b, 7, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: move by SimplifyCFG speculation (SimplifyCFGPass), condition at t.c:2:7, false path, now executed before the condition
; CHECK-NOT: event

define i32 @f(i32 %a, i32 %b) !dbg !5 {
entry:
  %c = icmp sgt i32 %a, 4, !dbg !8
  br i1 %c, label %then, label %else, !dbg !8
then:
  %m = mul i32 %b, 3, !dbg !9
  br label %end, !dbg !9
else:
  %n = add i32 %b, 7, !dbg !10
  br label %end, !dbg !10
end:
  %r = phi i32 [ %m, %then ], [ %n, %else ]
  ret i32 %r, !dbg !11
}

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
