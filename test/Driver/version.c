// The first line of --version says "clang" (the kernel's Kconfig tests for
// it) and kcc's own version; the rest is clang's.

// RUN: %kcc --version | FileCheck %s -DVERSION=%kcc_version
// CHECK: {{^.*}}clang version 22.{{[0-9.]+}}{{.*}} (kcc [[VERSION]]){{$}}
// CHECK-NEXT: Target:
// CHECK: kcc plugin: {{.*}}KccPlugin.so

// -dumpversion stays clang's.
// RUN: %kcc -dumpversion | FileCheck %s --check-prefix=DUMP
// DUMP: {{^22\.}}

// `kcc -v` alone (configure scripts) says the same, on stderr as clang's.
// RUN: %kcc -v 2>&1 >/dev/null | FileCheck %s --check-prefix=VERBOSE -DVERSION=%kcc_version
// VERBOSE: clang version {{.*}} (kcc [[VERSION]])
// VERBOSE: kcc plugin: {{.*}}KccPlugin.so

// --help is clang's, then says where kcc's own flags are.
// RUN: %kcc --help | FileCheck %s --check-prefix=HELP
// HELP: OVERVIEW: clang LLVM compiler
// HELP: kcc: the GCC flags kcc handles itself (bounds warnings, KCFI, event paths): kcc --kcc-help
