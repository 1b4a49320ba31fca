; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='jump-threading,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; JumpThreading threads the edge from %a through %m (whose %x is then known
;; to be true) straight to %t, copying %m's load into a new block on that
;; edge. The copy's event names the branch that now decides it (line 4, the
;; branch on %c) and its true edge, read from the CFG after the pass.

; CHECK: move history of 'f':
; CHECK-NEXT: %v{{[0-9]+}} = load i32, ptr %p, align 4, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: copy by jump threading (JumpThreadingPass), condition at t.c:4:7, true path
; CHECK-NOT: event

define i32 @f(i1 %c, ptr %p) !dbg !5 {
entry:
  br i1 %c, label %a, label %b, !dbg !8
a:
  call void @g(), !dbg !9
  br label %m, !dbg !9
b:
  call void @h(), !dbg !9
  br label %m, !dbg !9
m:
  %x = phi i1 [ true, %a ], [ false, %b ]
  %v = load i32, ptr %p, align 4, !dbg !10
  br i1 %x, label %t, label %e, !dbg !11
t:
  ret i32 %v, !dbg !11
e:
  ret i32 0, !dbg !11
}

declare void @g()
declare void @h()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "kcc test", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 7, scope: !5)
!9 = !DILocation(line: 5, column: 5, scope: !5)
!10 = !DILocation(line: 7, column: 11, scope: !5)
!11 = !DILocation(line: 8, column: 3, scope: !5)
