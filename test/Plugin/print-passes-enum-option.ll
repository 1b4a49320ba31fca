; RUN: %opt -load-pass-plugin=%kcc_plugin -passes='print<kcc-passes>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
; RUN: %opt -load-pass-plugin=%kcc_plugin -passes='print<kcc-passes>' -kcc-kcfi-hash=FNV-1a -disable-output %s 2>&1 | FileCheck %s --check-prefix=FNV

;; An option whose values are names (-kcc-kcfi-hash, a cl::opt enum) is
;; listed by its value's name.

; DEFAULT: option -kcc-kcfi-hash=xxHash64
; FNV: option -kcc-kcfi-hash=FNV-1a

define void @f() {
  ret void
}
