// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A local of zero bytes (an empty compound literal) is a real object: any
// access to it is outside it.

void sink(int);

// CHECK: object-empty.c:[[@LINE+1]]:20: warning: array subscript 0 is outside array bounds of 'int[0]' [-Warray-bounds]
void empty(void) { sink((int[]){}[0]); }

// At any subscript: GCC names it by its variable.
// CHECK: object-empty.c:[[@LINE+1]]:24: warning: array subscript i is outside array bounds of 'int[0]' [-Warray-bounds]
void anywhere(int i) { sink((int[]){}[i]); }

int none[0];
// CHECK: object-empty.c:[[@LINE+2]]:41: warning: array subscript j is outside array bounds of 'int[0]' [-Warray-bounds]
// CHECK: object-empty.c:[[@LINE-2]]:5: note: while referencing 'none'
int global_anywhere(int j) { return none[j]; }
