// REQUIRES: aarch64-registered-target, riscv-registered-target
// -fsanitize-kcfi-arch-safe-ids: no id word of the prototype corpus decodes
// as an instruction, with every extension the disassembler knows enabled.
// llvm-mc prints decoded instructions on stdout, nothing for invalid words.

// RUN: %kcc --target=aarch64-linux-gnu -O2 -fsanitize=kcfi -fsanitize-kcfi-arch-safe-ids -S -emit-llvm %S/Inputs/prototypes.c -o %t.arm64.ll
// RUN: python3 %S/Inputs/id-words.py < %t.arm64.ll > %t.arm64.words
// RUN: llvm-mc --disassemble -triple=aarch64 -mattr=+v9.6a,+sve2p2,+sme2p2,+sme-f64f64,+sme-i16i64,+sme-lutv2,+mte,+ls64,+the,+d128,+gcs,+fp8,+sve-b16b16 < %t.arm64.words 2>/dev/null | count 0

// The GCC RFC's mask (0xE7FFFFFF) applied to the same, plain, ids: some
// words decode as SVE loads and stores (4 of the corpus's 29, with SVE
// enabled), which is why kcc clears op1 instead.
// RUN: %kcc --target=aarch64-linux-gnu -O2 -fsanitize=kcfi -S -emit-llvm %S/Inputs/prototypes.c -o %t.plain.ll
// RUN: python3 %S/Inputs/id-words.py --mask 0xE7FFFFFF < %t.plain.ll > %t.gcc.words
// RUN: llvm-mc --disassemble -triple=aarch64 -mattr=+sve2p1,+sme2p1 < %t.gcc.words 2>/dev/null | FileCheck %s --check-prefix=GCC-MASK
// GCC-MASK: {{(ld|st)[a-z0-9]+}}{{[[:space:]]+}}{ z

// RUN: %kcc --target=riscv64-linux-gnu -O2 -fsanitize=kcfi -fsanitize-kcfi-arch-safe-ids -S -emit-llvm %S/Inputs/prototypes.c -o %t.rv.ll
// RUN: python3 %S/Inputs/id-words.py < %t.rv.ll > %t.rv.words
// RUN: llvm-mc --disassemble -triple=riscv64 -mattr=+c,+v,+zba,+zbb,+zbs,+zicond,+zcb,+zcmp,+zfh,+zvbb,+zacas,+xtheadvector < %t.rv.words 2>/dev/null | count 0

// Checks and __kcfi_typeid_ symbols use the same constrained ids: the
// object still links and runs (the differential and runtime tests cover
// the default).
// RUN: FileCheck %s --check-prefix=TYPEID < %t.arm64.ll
// TYPEID: module asm ".set __kcfi_typeid_ext_decl, [[ID:[0-9]+]]
// TYPEID: !"kcc-kcfi-arch-safe-ids", i32 1}
