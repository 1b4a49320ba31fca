; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -S %s | FileCheck %s

;; Each indirect call with a callee prototype gets a "kcfi" bundle holding the
;; id of that prototype; the !callee_type is dropped, other metadata stays.

define i32 @call(ptr %fp, ptr %gp) !type !0 {
; CHECK-LABEL: define i32 @call(
; CHECK: %r = call i32 %fp(i32 1) [ "kcfi"(i32 329620) ], !prof ![[PROF:[0-9]+]]
  %r = call i32 %fp(i32 1), !callee_type !2, !prof !3
; CHECK: %s = tail call i32 %fp(i32 %r) [ "kcfi"(i32 329620) ]
  %s = tail call i32 %fp(i32 %r), !callee_type !2
;; Already checked (clang's or rustc's own KCFI): left alone.
; CHECK: call void %gp() [ "kcfi"(i32 42) ]
  call void %gp() [ "kcfi"(i32 42) ], !callee_type !4
;; Direct calls are never checked.
; CHECK: call i32 @call(ptr null, ptr null){{$}}
  call i32 @call(ptr null, ptr null)
  ret i32 %s
}

; CHECK-NOT: !callee_type
; CHECK: ![[PROF]] = !{!"branch_weights", i32 1}

!0 = !{i64 0, !"_ZTSFiPFiiEPFvvEE.generalized"}
!1 = !{i64 0, !"_ZTSFiiE.generalized"}
!2 = !{!1}
!3 = !{!"branch_weights", i32 1}
!4 = !{!5}
!5 = !{i64 0, !"_ZTSFvvE.generalized"}
