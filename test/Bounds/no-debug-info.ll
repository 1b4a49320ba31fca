; RUN: opt -load-pass-plugin=%kcc_plugin -passes=kcc-bounds -kcc-warn-array-bounds -pass-remarks-analysis=kcc-bounds -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=remark
; RUN: opt -load-pass-plugin=%kcc_plugin -passes=kcc-bounds -kcc-warn-array-bounds -S %s | FileCheck %s --check-prefix=IR

;; IR without debug info: a subscript that is constant when the facts are
;; captured still warns (without a location or events); one that is not
;; constant has no debug value to carry it and is not checked. The facts
;; are removed again, whatever was reported.

@g = global [4 x i32] zeroinitializer

; CHECK: remark: <unknown>:0:0: array subscript 4 is above array bounds of '[4 x i32]' [-Warray-bounds]; (1) warning happens here [warning]; note: while referencing 'g'
define i32 @constant() {
  %p = getelementptr inbounds [4 x i32], ptr @g, i64 0, i64 4
  %v = load i32, ptr %p
  ret i32 %v
}

; Folded to a byte offset by constant folding: the subscript is recovered.
; CHECK: remark: <unknown>:0:0: array subscript 5 is above array bounds of '[4 x i32]'
define i32 @folded() {
  %v = load i32, ptr getelementptr inbounds nuw (i8, ptr @g, i64 20)
  ret i32 %v
}

define i32 @variable(i64 %i) {
  %big = icmp uge i64 %i, 4
  br i1 %big, label %oob, label %ok
oob:
  %p = getelementptr inbounds [4 x i32], ptr @g, i64 0, i64 %i
  %v = load i32, ptr %p
  ret i32 %v
ok:
  ret i32 0
}

define i32 @in_range() {
  %p = getelementptr inbounds [4 x i32], ptr @g, i64 0, i64 3
  %v = load i32, ptr %p
  ret i32 %v
}

; IR-NOT: !kcc.bounds
; IR-NOT: kcc.bounds.captured
