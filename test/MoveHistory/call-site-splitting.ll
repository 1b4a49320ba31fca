; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='callsite-splitting,print<move-history>' -disable-output %s 2>&1 | FileCheck %s

;; CallSiteSplitting splits the call in %tail into one call per predecessor,
;; each with what its path knows about the arguments (p == null on the true
;; edge of line 2; v == 1 on the true edge of line 3). Each copy's event is
;; the branch that leads to its split block.

; CHECK: move history of 'f':
; CHECK-NEXT: %r1 = call i32 @callee(ptr null, i32 %v), !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: copy by call-site splitting (CallSiteSplittingPass), condition at t.c:2:7, true path
; CHECK-NEXT: %r2 = call i32 @callee(ptr nonnull %p, i32 1), !dbg !{{[0-9]+}}, !kcc.move_history
; CHECK-NEXT: event 1: copy by call-site splitting (CallSiteSplittingPass), condition at t.c:3:5, true path
; CHECK-NOT: event

define i32 @f(ptr %p, i32 %v) !dbg !5 {
entry:
  %isnull = icmp eq ptr %p, null, !dbg !8
  br i1 %isnull, label %tail, label %nonnull, !dbg !8
nonnull:
  %c = icmp eq i32 %v, 1, !dbg !9
  br i1 %c, label %tail, label %end, !dbg !9
tail:
  %r = call i32 @callee(ptr %p, i32 %v), !dbg !10
  ret i32 %r, !dbg !10
end:
  ret i32 0, !dbg !11
}

define i32 @callee(ptr %p, i32 %v) {
  %c = icmp eq ptr %p, null
  br i1 %c, label %a, label %b
a:
  ret i32 %v
b:
  %x = load i32, ptr %p
  ret i32 %x
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
