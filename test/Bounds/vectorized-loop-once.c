// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// An access out of bounds in a loop the vectorizer vectorizes is one
// warning, at the access: the vector body's scalar copy of the store (it
// runs when one lane has i == 8) carries the loop's location (the `i++`),
// and is not reported as a second access there (gcc-12 warns once too).

int tbl[8];

// CHECK-LABEL: In function 'clear_eight'
// CHECK: vectorized-loop-once.c:[[@LINE+3]]:20: warning: array subscript 8 is above array bounds of 'int[8]' [-Warray-bounds]
void clear_eight(int n) {
  for (int i = 0; i < n; i++)
    if (i == 8) tbl[i] = 0;
}
