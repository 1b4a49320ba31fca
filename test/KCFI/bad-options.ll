; RUN: not %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -kcc-kcfi-hash=CRC32 -disable-output %s 2>&1 | FileCheck %s --check-prefix=HASH
; RUN: not %opt -load-pass-plugin=%kcc_plugin -passes=kcc-kcfi -kcc-kcfi-hash=FNV-1a -disable-output %S/Inputs/xxhash-module.ll 2>&1 | FileCheck %s --check-prefix=MIX

;; Bad input is an error and changes nothing.

; HASH: for the --kcc-kcfi-hash option: Cannot find option named 'CRC32'
; MIX: error: kcc-kcfi: module already uses KCFI hash 'xxHash64', not 'FNV-1a'

define void @f() !type !0 {
  ret void
}

!0 = !{i64 0, !"_ZTSFvvE.generalized"}
