// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=note:

// An element array of a multidimensional array (`m[i]` of `m[i][4]`) is
// referenced by the array it is an element of, variable or member, as
// GCC names it: "while referencing 'm'".

struct S {
  int a[3][4];
};
int m[4][4];

// CHECK: element-array-reference.c:[[@LINE+2]]:34: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK: element-array-reference.c:10:5: note: while referencing 'm'
int variable(int i) { return m[i][4]; }

// CHECK: element-array-reference.c:[[@LINE+2]]:48: warning: array subscript 5 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK: element-array-reference.c:8:7: note: while referencing 'a'
int member(struct S *p, int i) { return p->a[i][5]; }
