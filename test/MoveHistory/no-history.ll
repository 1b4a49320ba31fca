; RUN: %opt -load-pass-plugin=%kcc_plugin -kcc-move-history -passes='default<O2>,function(print<move-history>)' -S %s -o %t.ll 2>&1 | count 0
; RUN: FileCheck %s < %t.ll

;; Code without control flow is never copied: no history. The second
;; function has no debug locations: copies cannot be told from new code,
;; so nothing is recorded, and nothing breaks.

; CHECK-NOT: kcc.move_history

define i32 @straight(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  %m = mul i32 %s, 3
  ret i32 %m
}

define i32 @nodebug(i1 %c, ptr %p) {
entry:
  br i1 %c, label %a, label %b
a:
  call void @g()
  br label %m
b:
  call void @h()
  br label %m
m:
  %x = phi i1 [ true, %a ], [ false, %b ]
  %v = load i32, ptr %p, align 4
  br i1 %x, label %t, label %e
t:
  ret i32 %v
e:
  ret i32 0
}

declare void @g()
declare void @h()
