// The first line of --version says "clang" (the kernel's Kconfig tests for
// it) and kcc's own version; the rest is clang's.

// RUN: %kcc --version | FileCheck %s -DVERSION=%kcc_version
// CHECK: {{^.*}}clang version 22.{{[0-9.]+}}{{.*}} (kcc [[VERSION]]){{$}}
// CHECK-NEXT: Target:
// CHECK: kcc plugin: {{.*}}KccPlugin.so (build-id {{[0-9a-f]+}}){{$}}
// CHECK-NEXT: kcc front-end plugin: {{.*}}KccFrontend.so (build-id {{[0-9a-f]+}}){{$}}

// The build ids name the plugins' builds: another plugin, another text, so
// that ccache's `compiler_check=%compiler% --version` tells them apart.
// RUN: %kcc --version | grep '^kcc plugin' > %t.plugin
// RUN: cp %kcc_frontend %t.other.so
// RUN: env KCC_PLUGIN=%t.other.so %kcc --version | grep '^kcc plugin' > %t.other
// RUN: not diff %t.plugin %t.other
// RUN: %llvm_readelf -n %kcc_plugin | grep -o 'Build ID: .*' | sed 's/Build ID: /build-id /' > %t.id
// RUN: grep -F -f %t.id %t.plugin

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
