// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A local of zero bytes (an empty compound literal) is a real object: any
// access to it is outside it.

void sink(int);

// CHECK: object-empty.c:[[@LINE+1]]:25: warning: array subscript 0 is outside array bounds of 'int[0]' [-Warray-bounds]
void empty(void) { sink((int[]){}[0]); }
