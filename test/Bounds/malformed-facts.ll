; RUN: %opt -load-pass-plugin=%kcc_plugin -passes=kcc-bounds -kcc-warn-array-bounds -pass-remarks-analysis=kcc-bounds -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=remark --implicit-check-not=warning:

;; A !kcc.bounds attachment (hand-written IR) whose operand is null or not
;; an array fact: that operand is ignored with a warning (the check crashed
;; on null); the well-formed fact beside it is still checked.

@g = global [4 x i32] zeroinitializer

; CHECK-LABEL: remark: <unknown>:0:0: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
; CHECK: warning: kcc-bounds: ignoring 2 malformed !kcc.bounds operands in 'f'
define i32 @f() {
  %p = getelementptr inbounds i8, ptr @g, i64 16
  %v = load i32, ptr %p, !kcc.bounds !0
  ret i32 %v
}

!0 = !{null, !1, !"not a fact"}
!1 = !{i64 0, i64 4, i64 4, !"int[4]", !"g", !"", i32 0, i32 0, i1 false, i64 -1, i64 0, !"", i64 4}
