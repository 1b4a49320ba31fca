; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='jump-threading,simplifycfg,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; Two passes, two events, newest first: jump threading copies %m's add onto
;; the true edge of the branch on %c (where %x is known), then SimplifyCFG
;; speculates that copy into the entry block and replaces the join's phi by
;; a select on %c.

; CHECK: move history of 'f':
; CHECK-NEXT: %v{{[0-9]+}} = add i32 %n, 1, !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: move by SimplifyCFG speculation (SimplifyCFGPass), condition at t.c:2:7, true path, now executed before the condition
; CHECK-NEXT: event 2: copy by jump threading (JumpThreadingPass), condition at t.c:2:7, true path
; CHECK-NOT: event

define i32 @f(i1 %c, i32 %n) !dbg !5 {
entry:
  br i1 %c, label %a, label %b, !dbg !8
a:
  br label %m, !dbg !9
b:
  br label %m, !dbg !9
m:
  %x = phi i1 [ true, %a ], [ false, %b ]
  %v = add i32 %n, 1, !dbg !10
  br i1 %x, label %t, label %e, !dbg !11
t:
  br label %j, !dbg !11
e:
  br label %j, !dbg !11
j:
  %r = phi i32 [ %v, %t ], [ 0, %e ]
  ret i32 %r, !dbg !11
}
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
