// RUN: rm -rf %t && not clang -O2 -c -o /dev/null -fpass-plugin=%kcc_plugin -Xclang -load -Xclang %kcc_frontend -mllvm -kcc-warn-array-bounds -mllvm -kcc-bounds-remarks=%t/missing %s 2>&1 | FileCheck %s

// A remark directory that cannot be written (kcc makes one per compile and
// removes it after; a compile command replayed from `kcc -###` finds it
// gone) is an error, once, and the compile ends cleanly: it used to crash
// finishing the file it never opened.

// CHECK: error: kcc-bounds: cannot write {{.*}}missing{{.*}}.opt.bitstream: No such file or directory
// CHECK-NOT: error:
// CHECK-NOT: Stack dump

int a4[4];

int past_end(void) { return a4[4]; }

int further(void) { return a4[5]; }
