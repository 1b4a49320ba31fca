// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// An array of no elements that is a whole object (what a pointer to
// `int[0]` points to) has every subscript outside it; a zero-length member
// not last in its struct is an interior zero-length array.

void sink(int);

// CHECK: zero-length-object.c:[[@LINE+1]]:27: warning: array subscript 1 is outside array bounds of 'int[0]' [-Warray-bounds]
void whole(int (*p)[0]) { sink((*p)[1]); }

struct S {
  int n;
  int z[0];
  int m;
};
// CHECK: zero-length-object.c:[[@LINE+1]]:30: warning: array subscript 0 is outside the bounds of an interior zero-length array 'int[0]' [-Wzero-length-bounds]
void interior(struct S *s) { sink(s->z[0]); }
