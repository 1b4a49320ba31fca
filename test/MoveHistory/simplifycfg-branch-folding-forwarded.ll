; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='simplifycfg,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; Branch folding across a block that only branches on (`if (a > 2) { if
;; (b == 10) note(b); }`): the inner block's false edge reaches the outer
;; one's through an empty block, which SimplifyCFG removes before it folds
;; the branches. The copy of `b == 10` in the outer block loses its
;; location; its event keeps where it was (4:11), for the event paths.

; CHECK: move history of 'two':
; CHECK-NEXT: %4 = icmp eq i32 %1, 10, !kcc.move_history
; CHECK-NEXT: event 1: copy by SimplifyCFG branch folding (SimplifyCFGPass), condition at fold.c:3:9, true path, now executed before the condition, copied from fold.c:4:11
; CHECK-NOT: event

define void @two(i32 %0, i32 %1) !dbg !10 {
  %3 = icmp sgt i32 %0, 2, !dbg !13
  br i1 %3, label %4, label %8, !dbg !13

4:
  %5 = icmp eq i32 %1, 10, !dbg !14
  br i1 %5, label %6, label %7, !dbg !14

6:
  call void @note(i32 %1), !dbg !15
  br label %7, !dbg !15

7:
  br label %8, !dbg !16

8:
  ret void, !dbg !17
}

declare void @note(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "kcc test", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "fold.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "two", scope: !1, file: !1, line: 2, type: !11, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 3, column: 9, scope: !10)
!14 = !DILocation(line: 4, column: 11, scope: !10)
!15 = !DILocation(line: 4, column: 18, scope: !10)
!16 = !DILocation(line: 5, column: 3, scope: !10)
!17 = !DILocation(line: 6, column: 1, scope: !10)
