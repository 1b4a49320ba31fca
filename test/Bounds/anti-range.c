// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A subscript whose range excludes every valid one (an anti-range): GCC
// names the subscripts it excludes.

int a[10];

// CHECK: anti-range.c:[[@LINE+1]]:47: warning: array subscript [0, 9] is outside array bounds of 'int[10]' [-Warray-bounds]
int anti(int i) { if (i < 0 || i > 9) return a[i]; return 0; }
// CHECK: anti-range.c:7:5: note: while referencing 'a'

// Excluding only some valid subscripts proves nothing.
int some(int i) { if (i < 2 || i > 7) return a[i]; return 0; }
