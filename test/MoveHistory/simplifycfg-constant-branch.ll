; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='simplifycfg,print<move-history>' -disable-output %s 2>&1 | count 0

;; A branch on a constant is folded and its live successor merged into the
;; entry block: the code moves into the block of the branch it was behind,
;; but nothing is speculated (no select on a condition replaces the branch),
;; so no event is recorded.

define i32 @f(i32 %b, ptr %p) !dbg !5 {
entry:
  br i1 true, label %then, label %else, !dbg !8
then:
  %m = mul i32 %b, 3, !dbg !9
  store i32 %m, ptr %p, align 4, !dbg !9
  br label %end, !dbg !9
else:
  store i32 0, ptr %p, align 4, !dbg !10
  br label %end, !dbg !10
end:
  ret i32 %b, !dbg !11
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
