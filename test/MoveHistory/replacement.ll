; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='instcombine,print<move-history>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes=instcombine -S %s | FileCheck %s --check-prefix=PLAIN

;; Replacement: InstCombine rewrites the multiply as a shift, a new
;; instruction that takes over the multiply's uses and location; the
;; multiply is erased with its chain. The recorder gives the shift the chain
;; of the instruction it replaced. Without the recorder the chain is lost.

; CHECK: move history of 'f':
; CHECK-NEXT: %m = shl i32 %x, 1, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: copy by jump threading (JumpThreadingPass), condition at t.c:2:7, true path
; CHECK-NOT: event

; PLAIN: %m = shl i32 %x, 1, !dbg !{{[0-9]+}}{{$}}

define i32 @f(i32 %x) !dbg !5 {
entry:
  %m = mul i32 %x, 2, !dbg !9, !kcc.move_history !20
  %r = add i32 %m, 1, !dbg !10
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
!21 = !{!"copy by jump threading", !"JumpThreadingPass", !22, !"true"}
!22 = !{!"t.c", i32 2, i32 7}
