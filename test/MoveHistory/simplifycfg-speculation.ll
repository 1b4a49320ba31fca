; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='simplifycfg,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; SimplifyCFG speculates %then's multiply into the entry block and turns the
;; phi into a select on %c (SpeculativelyExecuteBB). It drops the multiply's
;; location and metadata; the recorder knows it by the object, not by the
;; location, and gives back the chain it had (an earlier jump-threading copy),
;; with the speculation as the newest event: the multiply was on the true
;; path of the condition at line 2 and now runs before it is tested.

; CHECK: move history of 'f':
; CHECK-NEXT: %m = mul i32 %b, 3, !kcc.move_history
; CHECK-NEXT: event 1: move by SimplifyCFG speculation (SimplifyCFGPass), condition at t.c:2:7, true path, now executed before the condition
; CHECK-NEXT: event 2: copy by jump threading (JumpThreadingPass), condition at t.c:9:3, false path
; CHECK-NOT: event

define i32 @f(i32 %a, i32 %b) !dbg !5 {
entry:
  %c = icmp sgt i32 %a, 4, !dbg !8
  br i1 %c, label %then, label %end, !dbg !8
then:
  %m = mul i32 %b, 3, !dbg !9, !kcc.move_history !20
  br label %end, !dbg !9
end:
  %r = phi i32 [ %m, %then ], [ 0, %entry ]
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
!8 = !DILocation(line: 2, column: 7, scope: !5)
!9 = !DILocation(line: 3, column: 5, scope: !5)
!10 = !DILocation(line: 5, column: 3, scope: !5)
!11 = !DILocation(line: 6, column: 3, scope: !5)
!20 = !{!21}
!21 = !{!"copy by jump threading", !"JumpThreadingPass", !22, !"false"}
!22 = !{!"t.c", i32 9, i32 3}
