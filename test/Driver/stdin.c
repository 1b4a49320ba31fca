// Source on standard input, as the kernel's cc-version.sh and cc-option
// probes feed it.

// RUN: echo "kcc_probe __clang_major__ __clang__" | %kcc -E -P -x c - | FileCheck %s
// CHECK: kcc_probe 22 1

// RUN: echo "int x;" | %kcc -c -x c - -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s --check-prefix=NM
// NM: B x
