// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// InstCombine makes the two loads one load of t[n > 8 ? n : n & 7], whose
// subscript may be in bounds: the load of t[n] is checked before that.

// CHECK-LABEL: In function 'pick'
// CHECK: loads-merged.c:[[@LINE+5]]:13: warning: array subscript 9 is above array bounds of 'int[8]' [-Warray-bounds]
// CHECK: loads-merged.c:[[@LINE+2]]:7: note: while referencing 't'
int pick(int n, int a) {
  int t[8] = {a, a, a, a, a, a, a, a};
  if (n > 8)
    return t[n];
  return t[n & 7];
}
