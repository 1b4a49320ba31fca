// RUN: %kcc -O2 -c %s -o /dev/null -Wall -Wno-stringop-overread -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// stpncpy(d, s, n) with n unknown stops where its source ends at the
// latest: what it returns is at most as far into d as s holds bytes, so
// an index below d's start from there is known, even when d's size is not
// (GCC's "the returned pointer is in [d, d + 5] even though n is not
// known").

char *stpncpy(char *, const char *, __SIZE_TYPE__);
extern char ax[], a5[5];
volatile int x;

// CHECK-LABEL: In function 'below_start':
void below_start(int n) {
  char *p = stpncpy(ax, a5, n);
  // CHECK: returned-pointer-source-bound.c:[[@LINE+1]]:8: warning: array subscript [-6, -1] is outside array bounds of 'char[]' [-Warray-bounds]
  x = p[-6];
  x = p[-5];
}
