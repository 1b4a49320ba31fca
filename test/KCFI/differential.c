// Differential test: kcc's KCFI (ids and checks from the kcc-kcfi pass) and
// clang's own -fsanitize=kcfi give byte-identical objects for a corpus of
// prototypes, on every target with back-end KCFI support, for both hashes
// and with integer normalization.

// REQUIRES: x86-registered-target, aarch64-registered-target, riscv-registered-target
// RUN: rm -rf %t && mkdir %t
// RUN: %kcc --target=x86_64-linux-gnu -O2 -fsanitize=kcfi -c %S/Inputs/prototypes.c -o %t/kcc-x86.o
// RUN: %clang --target=x86_64-linux-gnu -O2 -fsanitize=kcfi -c %S/Inputs/prototypes.c -o %t/clang-x86.o
// RUN: cmp %t/kcc-x86.o %t/clang-x86.o
// RUN: %kcc --target=aarch64-linux-gnu -O2 -fsanitize=kcfi -c %S/Inputs/prototypes.c -o %t/kcc-arm64.o
// RUN: %clang --target=aarch64-linux-gnu -O2 -fsanitize=kcfi -c %S/Inputs/prototypes.c -o %t/clang-arm64.o
// RUN: cmp %t/kcc-arm64.o %t/clang-arm64.o
// RUN: %kcc --target=riscv64-linux-gnu -O2 -fsanitize=kcfi -c %S/Inputs/prototypes.c -o %t/kcc-rv64.o
// RUN: %clang --target=riscv64-linux-gnu -O2 -fsanitize=kcfi -c %S/Inputs/prototypes.c -o %t/clang-rv64.o
// RUN: cmp %t/kcc-rv64.o %t/clang-rv64.o
// RUN: %kcc --target=aarch64-linux-gnu -O0 -fsanitize=kcfi -c %S/Inputs/prototypes.c -o %t/kcc-arm64-O0.o
// RUN: %clang --target=aarch64-linux-gnu -O0 -fsanitize=kcfi -c %S/Inputs/prototypes.c -o %t/clang-arm64-O0.o
// RUN: cmp %t/kcc-arm64-O0.o %t/clang-arm64-O0.o
// RUN: %kcc --target=aarch64-linux-gnu -O2 -fsanitize=kcfi -fsanitize-kcfi-hash=FNV-1a -c %S/Inputs/prototypes.c -o %t/kcc-fnv.o
// clang 22's driver does not forward -fsanitize-kcfi-hash= (it reports it
// unused); cc1 takes it. kcc accepts the driver spelling.
// RUN: %clang --target=aarch64-linux-gnu -O2 -fsanitize=kcfi -Xclang -fsanitize-kcfi-hash=FNV-1a -c %S/Inputs/prototypes.c -o %t/clang-fnv.o
// RUN: cmp %t/kcc-fnv.o %t/clang-fnv.o

// Integer normalization (the kernel's CONFIG_CFI_ICALL_NORMALIZE_INTEGERS).
// RUN: %kcc --target=aarch64-linux-gnu -O2 -fsanitize=kcfi -fsanitize-cfi-icall-experimental-normalize-integers -c %S/Inputs/prototypes.c -o %t/kcc-norm.o
// RUN: %clang --target=aarch64-linux-gnu -O2 -fsanitize=kcfi -fsanitize-cfi-icall-experimental-normalize-integers -c %S/Inputs/prototypes.c -o %t/clang-norm.o
// RUN: cmp %t/kcc-norm.o %t/clang-norm.o
// RUN: %kcc --target=x86_64-linux-gnu -O2 -fsanitize=kcfi -fsanitize-cfi-icall-experimental-normalize-integers -c %S/Inputs/prototypes.c -o %t/kcc-norm-x86.o
// RUN: %clang --target=x86_64-linux-gnu -O2 -fsanitize=kcfi -fsanitize-cfi-icall-experimental-normalize-integers -c %S/Inputs/prototypes.c -o %t/clang-norm-x86.o
// RUN: cmp %t/kcc-norm-x86.o %t/clang-norm-x86.o

// -fsanitize-kcfi-arity (x86-64 encodes the arity in the preamble).
// RUN: %kcc --target=x86_64-linux-gnu -O2 -fsanitize=kcfi -fsanitize-kcfi-arity -c %S/Inputs/prototypes.c -o %t/kcc-arity.o
// RUN: %clang --target=x86_64-linux-gnu -O2 -fsanitize=kcfi -fsanitize-kcfi-arity -c %S/Inputs/prototypes.c -o %t/clang-arity.o
// RUN: cmp %t/kcc-arity.o %t/clang-arity.o

// -fpatchable-function-entry=N,M: the id stays where the check reads it.
// RUN: %kcc --target=aarch64-linux-gnu -O2 -fsanitize=kcfi -fpatchable-function-entry=4,2 -c %S/Inputs/prototypes.c -o %t/kcc-pfe.o
// RUN: %clang --target=aarch64-linux-gnu -O2 -fsanitize=kcfi -fpatchable-function-entry=4,2 -c %S/Inputs/prototypes.c -o %t/clang-pfe.o
// RUN: cmp %t/kcc-pfe.o %t/clang-pfe.o
// RUN: %kcc --target=riscv64-linux-gnu -O2 -fsanitize=kcfi -fpatchable-function-entry=3,1 -c %S/Inputs/prototypes.c -o %t/kcc-pfe-rv.o
// RUN: %clang --target=riscv64-linux-gnu -O2 -fsanitize=kcfi -fpatchable-function-entry=3,1 -c %S/Inputs/prototypes.c -o %t/clang-pfe-rv.o
// RUN: cmp %t/kcc-pfe-rv.o %t/clang-pfe-rv.o
// RUN: %kcc --target=x86_64-linux-gnu -O2 -fsanitize=kcfi -fpatchable-function-entry=16,16 -c %S/Inputs/prototypes.c -o %t/kcc-pfe-x86.o
// RUN: %clang --target=x86_64-linux-gnu -O2 -fsanitize=kcfi -fpatchable-function-entry=16,16 -c %S/Inputs/prototypes.c -o %t/clang-pfe-x86.o
// RUN: cmp %t/kcc-pfe-x86.o %t/clang-pfe-x86.o

// The ids really are kcc's: the compile kcc runs has no -fsanitize=kcfi, and
// the kcfi pass adds the checks.
// RUN: %kcc --target=aarch64-linux-gnu -O2 -fsanitize=kcfi -c %S/Inputs/prototypes.c -o /dev/null -### 2>&1 | FileCheck %s --check-prefix=CC1
// CC1: "-cc1"
// CC1-NOT: -fsanitize=kcfi
// CC1-SAME: "-fexperimental-call-graph-section"
// CC1-NOT: -fsanitize=kcfi
// RUN: %kcc --target=aarch64-linux-gnu -O2 -fsanitize=kcfi -S -emit-llvm %S/Inputs/prototypes.c -o - | FileCheck %s --check-prefix=IR
// IR: module asm ".weak __kcfi_typeid_ext_decl"
// IR-NOT: __kcfi_typeid_ext_not_taken
// IR-LABEL: define {{.*}} @call_all(
// IR-COUNT-26: [ "kcfi"(i32 {{-?[0-9]+}}) ]
// IR-NOT: callee_type
// IR: !"kcfi", i32 1}
// IR: !"kcfi-hash", !"xxHash64"}
