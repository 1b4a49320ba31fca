// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O3 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// An induction variable's range over its loop (ScalarEvolution's, which
// LazyValueInfo does not work out): a loop from 4 subscripts 'short *[4]'
// above its bounds in every iteration, as gcc-12 says.

struct quant {
  int count;
  short *errors[4];
};

// CHECK: induction-range.c:[[@LINE+3]]:18: warning: array subscript 4 is above array bounds of 'short int *[4]' [-Warray-bounds]
void clear_from(struct quant *q, int n) {
  for (int ci = 4; ci < n; ci++)
    q->errors[ci][1] = 0;
}
// CHECK: induction-range.c:10:10: note: while referencing 'errors'

// A loop bounded by the array's size stays in it.
void clear_all(struct quant *q) {
  for (int ci = 0; ci < 4; ci++)
    q->errors[ci][1] = 0;
}
