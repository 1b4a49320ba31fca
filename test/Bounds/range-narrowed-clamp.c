// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds=2 -Wno-string-plus-int -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A clamp assigned to an `int` from a `long`: InstCombine keeps the compare
// on the long and narrows the arm as `ashr (shl v, 32), 32`; the range of
// the select is still the clamp's, [1, 2].

void sink(int, ...);
long r(void);

void narrowed(void) {
  long v = r();
  int i = v < 1 || v > 2 ? 1 : v;
  const char *p = "12" + i;
  // CHECK: range-narrowed-clamp.c:[[@LINE+1]]:12: warning: array subscript [-2, -1] is outside array bounds of 'char[3]' [-Warray-bounds]
  sink(0, p[-3]);
  // CHECK: range-narrowed-clamp.c:[[@LINE+1]]:12: warning: array subscript 3 is outside array bounds of 'char[3]' [-Warray-bounds]
  sink(0, p[2]);
  sink(0, p[1]);
}
