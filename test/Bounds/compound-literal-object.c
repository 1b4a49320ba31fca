// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A compound literal is an object with no name: the note says where it is,
// at its initializer's '{', as GCC's does.

void sink(int);
static inline int slot(int v) { return v < 4 ? 4 : v > 5 ? 5 : v; }

// CHECK-LABEL: In function 'through_pointer'
// CHECK: compound-literal-object.c:[[@LINE+4]]:3: warning: array subscript 2 is outside array bounds of 'int[2]' [-Warray-bounds]
// CHECK: compound-literal-object.c:[[@LINE+2]]:19: note: at offset 8 into object of size 8
void through_pointer(int v, int a) {
  int *p = (int[]){a, a + 1};
  sink(p[slot(v) - 2]);
}
