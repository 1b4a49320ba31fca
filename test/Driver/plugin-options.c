// Plugin flags of the table become plugin options (-mllvm) on compiles. When
// nothing is compiled (-E, an assembler source) they are ignored without a
// word, as clang ignores its own code-generation flags there: the kernel
// passes KCFLAGS to preprocessor runs too (arch/arm64/kernel/vdso/vdso.lds).

// RUN: %kcc -O2 -c %s -o %t.o -fkcc-print-passes 2>&1 | FileCheck %s
// CHECK: kcc plugin {{[0-9.]+}} (LLVM 22.{{[0-9.]+}}) loaded for module '{{.*}}plugin-options.c'
// CHECK: option -kcc-print-passes=true

// RUN: %kcc -E %s -o /dev/null -fkcc-print-passes -fkcc-move-history 2>&1 | count 0
// RUN: %kcc -E -Werror %s -o /dev/null -fkcc-print-passes -fkcc-move-history 2>&1 | count 0
// RUN: echo nop > %t.S
// RUN: %kcc -c %t.S -o %t.S.o -fkcc-move-history 2>&1 | count 0

// A missing plugin is an error, not a silent plain-clang compile; a bad
// KCC_PLUGIN or KCC_CLANG is named as the cause.
// RUN: env KCC_PLUGIN=%t.nonexistent.so not %kcc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
// NOPLUGIN: kcc: error: KCC_PLUGIN={{.*}}nonexistent.so does not exist
// RUN: env KCC_CLANG=%t.nonexistent not %kcc -c %s -o %t.o -Warray-bounds 2>&1 | FileCheck %s --check-prefix=NOCLANG
// RUN: env KCC_CLANG=%t.nonexistent not %kcc --version 2>&1 | FileCheck %s --check-prefix=NOCLANG
// NOCLANG: kcc: error: KCC_CLANG={{.*}}nonexistent is not an executable file

// kcc++ compiles C++ with clang's g++ driver mode.
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kccxx -c %s -w 2>/dev/null | FileCheck %s --check-prefix=CXX
// CXX: fake-clang: [--driver-mode=g++] [-fpass-plugin={{[^]]*}}KccPlugin.so] [-fplugin={{[^]]*}}KccFrontend.so] [-c]

// --kcc-help explains kcc and prints the flag table.
// RUN: %kcc --kcc-help | FileCheck %s --check-prefix=HELP
// HELP: OVERVIEW: kcc
// HELP: FLAG TABLE
// HELP: -fkcc-print-passes
// HELP-NEXT: plugin: -mllvm -kcc-print-passes

int f(void) { return 0; }
