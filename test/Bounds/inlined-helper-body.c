// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A static helper is simplified, and checked, on its own before its callers
// inline it: its loads of t[n] and t[n & 7] become one load of
// t[n > 8 ? n : n & 7] there, so the path to t[n] is checked in the helper
// (GCC warns on the copy inlined into 'vary'). Where every caller passes an
// argument that never takes that path, the helper's argument range says so
// (IPSCCP) and nothing is said.

// CHECK-LABEL: In function 'pick'
static int pick(int n, int a) {
  int t[8] = {a, a, a, a, a, a, a, a};
  if (n > 8)
    // CHECK: inlined-helper-body.c:[[@LINE+1]]:13: warning: array subscript 9 is above array bounds of 'int[8]' [-Warray-bounds]
    return t[n];
  return t[n & 7];
}

int vary(int a, int k) { return k ? pick(k, 0) : pick(k & 7, a); }

static int pick_small(int n, int a) {
  int t[8] = {a, a, a, a, a, a, a, a};
  if (n > 8)
    return t[n];
  return t[n & 7];
}

int fixed(int a, int k) { return pick_small(3, a) + pick_small(k & 7, a); }
