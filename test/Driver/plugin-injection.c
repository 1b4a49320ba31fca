// kcc loads the plugin into clang's compile job (cc1) exactly when the
// invocation generates code from C or C++ source.

// RUN: rm -rf %t && mkdir %t
// RUN: %kcc -### -c %s -o %t/a.o 2>&1 | FileCheck %s --check-prefix=PLUGIN
// RUN: %kcc -### -S %s -o %t/a.s 2>&1 | FileCheck %s --check-prefix=PLUGIN
// RUN: %kcc -### -S -emit-llvm %s -o %t/a.ll 2>&1 | FileCheck %s --check-prefix=PLUGIN
// RUN: %kcc -### -c -emit-llvm %s -o %t/a.bc 2>&1 | FileCheck %s --check-prefix=PLUGIN
// RUN: %kcc -### %s -o %t/a.out 2>&1 | FileCheck %s --check-prefix=PLUGIN
// RUN: %kcc -### -c -x c - -o %t/a.o < %s 2>&1 | FileCheck %s --check-prefix=PLUGIN
// RUN: %kcc -### -c -MD -MF %t/a.d %s -o %t/a.o 2>&1 | FileCheck %s --check-prefix=PLUGIN
// PLUGIN: "-cc1"{{.*}} "-fpass-plugin={{[^"]*}}KccPlugin.so"

// The same invocations with a stand-in clang show what kcc itself passes:
// the plugin, and GCC's default-on warnings (-Wstringop-overflow=2,
// -Wstringop-overread), which kcc's bounds pass reports after the compile.
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -c %s 2>/dev/null | FileCheck %s --check-prefix=ARGS
// ARGS: fake-clang: [-fpass-plugin={{[^]]*}}KccPlugin.so] [-fplugin={{[^]]*}}KccFrontend.so] [-Xclang] [-mllvm] [-Xclang] [-kcc-warn-stringop-overflow] [-Xclang] [-mllvm] [-Xclang] [-kcc-warn-stringop-overread] [-c] [{{.*}}plugin-injection.c] [-Xclang] [-mllvm] [-Xclang] [-kcc-bounds-remarks=
// -w, -Wno-stringop-overflow and -Wno-stringop-overread turn them off.
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -c %s -w 2>/dev/null | FileCheck %s --check-prefix=QUIET
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -c %s -Wno-stringop-overflow -Wno-stringop-overread 2>/dev/null | FileCheck %s --check-prefix=QUIET
// QUIET: fake-clang: [-fpass-plugin={{[^]]*}}KccPlugin.so] [-fplugin={{[^]]*}}KccFrontend.so] [-c] [{{.*}}plugin-injection.c]{{( \[-w\])?$}}
// Nor are they on for LLVM IR output, which the locations they need would
// change.
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -S -emit-llvm %s 2>/dev/null | FileCheck %s --check-prefix=QUIET-IR
// QUIET-IR: fake-clang: [-fpass-plugin={{[^]]*}}KccPlugin.so] [-fplugin={{[^]]*}}KccFrontend.so] [-S] [-emit-llvm] [{{.*}}plugin-injection.c]{{$}}

// No code generation from C/C++ source: no plugin.
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -E %s 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -E -x c - < %s 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -M %s 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -MM %s 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -fsyntax-only %s 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -print-file-name=libc.a 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -print-search-dirs 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc --print-resource-dir 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -dumpmachine 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -c %S/Inputs/asm.s 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -c -x assembler-with-cpp %s 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc %t/a.o -o %t/a.out 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -c %t/x.h 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -c -x c-header %s 2>/dev/null | FileCheck %s --check-prefix=NONE
// NONE: fake-clang:
// NONE-NOT: fpass-plugin

// Words that are values of other options are not inputs: "-o x.c" names
// the output of a link of an object.
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc %t/a.o -o %t/x.c 2>/dev/null | FileCheck %s --check-prefix=NONE
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -c -Xclang %t/x.c %S/Inputs/asm.s 2>/dev/null | FileCheck %s --check-prefix=NONE

// -cc1 is handed through untouched.
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -cc1 -emit-obj %s 2>/dev/null | FileCheck %s --check-prefix=CC1
// CC1: fake-clang: [-cc1] [-emit-obj] [{{.*}}plugin-injection.c]{{$}}

int f(int x) { return x + 1; }
