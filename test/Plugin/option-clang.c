// The plugin runs under clang: loaded with -fpass-plugin, its options set
// with -mllvm, at -O0 and -O2, directly and through kcc.

// RUN: %clang -O2 -c %s -o %t.o -fpass-plugin=%kcc_plugin -mllvm -kcc-print-passes 2>&1 | FileCheck %s
// RUN: %clang -O0 -c %s -o %t.o -fpass-plugin=%kcc_plugin -mllvm -kcc-print-passes 2>&1 | FileCheck %s
// RUN: %kcc -O2 -c %s -o %t.o -mllvm -kcc-print-passes 2>&1 | FileCheck %s
// RUN: %kcc -O2 -c %s -o %t.o 2>&1 | count 0

// CHECK: kcc plugin {{.*}} loaded for module '{{.*}}option-clang.c'
// CHECK: option -kcc-print-passes=true

int f(void) { return 0; }
