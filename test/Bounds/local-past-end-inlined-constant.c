// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -g -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A helper reads a fixed number of elements through its pointer; inlined
// into a caller that gives it a shorter local array, the read past the
// end is at a constant offset into that array, which SROA deletes as
// undefined: kcc warns before, once per caller, as gcc-12 does, with the
// declaration's column with -g too.

static int sum4(const int *v) { return v[0] + v[1] + v[2] + v[3]; }

// CHECK: In function 'sum4',
// CHECK-NEXT: inlined from 'constant' at {{.*}}local-past-end-inlined-constant.c:[[@LINE+4]]:
// CHECK-NEXT: local-past-end-inlined-constant.c:10:62: warning: array subscript 3 is outside array bounds of 'int[3]' [-Warray-bounds]
// CHECK: In function 'constant':
// CHECK-NEXT: local-past-end-inlined-constant.c:[[@LINE+1]]:26: note: at offset 12 into object 'a' of size 12
int constant(void) { int a[3] = {1, 2, 3}; return sum4(a); }

// CHECK: inlined from 'variable' at {{.*}}local-past-end-inlined-constant.c:[[@LINE+3]]:
// CHECK-NEXT: local-past-end-inlined-constant.c:10:62: warning: array subscript 3 is outside array bounds of 'int[3]' [-Warray-bounds]
// CHECK: note: at offset 12 into object 'a' of size 12
int variable(int x) { int a[3] = {x, 2, 3}; return sum4(a); }

// Long enough: nothing.
int enough(int x) { int a[4] = {x, 2, 3, 4}; return sum4(a); }
