// Response files: kcc reads them to classify the invocation and to apply its
// flag table; when kcc adds nothing (here -w: no warnings, so none of GCC's
// default-on ones), clang gets the @file itself.

// RUN: rm -rf %t && mkdir %t
// RUN: echo '-c "%s" -o "%t/a.o" -w' > %t/plain.rsp
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc @%t/plain.rsp 2>/dev/null | FileCheck %s --check-prefix=PLAIN
// PLAIN: fake-clang: [-fpass-plugin={{[^]]*}}KccPlugin.so] [-fplugin={{[^]]*}}KccFrontend.so] [@{{.*}}plain.rsp]{{$}}
// RUN: %kcc @%t/plain.rsp
// RUN: llvm-nm %t/a.o | FileCheck %s --check-prefix=NM
// NM: T f

// A kcc flag inside a response file is translated, and the expanded
// command goes to clang.
// RUN: echo '-c %s -fkcc-print-passes -o %t/b.o -w' > %t/kcc.rsp
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc @%t/kcc.rsp 2>/dev/null | FileCheck %s --check-prefix=KCC
// KCC: fake-clang: [-fpass-plugin={{[^]]*}}KccPlugin.so] [-fplugin={{[^]]*}}KccFrontend.so] [-Xclang] [-mllvm] [-Xclang] [-kcc-print-passes] [-c] [{{.*}}response-file.c] [-o] [{{.*}}b.o] [-w]{{$}}
// RUN: %kcc -O2 @%t/kcc.rsp 2>&1 | FileCheck %s --check-prefix=LOADED
// RUN: llvm-nm %t/b.o | FileCheck %s --check-prefix=NM
// LOADED: kcc plugin {{.*}} loaded for module '{{.*}}response-file.c'

// An unreadable @file is left to clang, which reports it.
// RUN: not %kcc -c @%t/missing.rsp 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: no such file or directory: '@{{.*}}missing.rsp'

int f(void) { return 0; }
