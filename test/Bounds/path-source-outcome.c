// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --implicit-check-not=warning:

// A condition's event says the outcome of the comparison the source writes,
// which the optimizer may test the other way: `x != 9` as `x == 9` with the
// branches swapped, a `signed char` compared with -1 in 8 bits.

int table[6];

// CHECK-LABEL: In function 'not_equal'
// CHECK: path-source-outcome.c:[[@LINE+7]]:15: warning: array subscript 9 is above array bounds of 'int[6]' [-Warray-bounds]
// CHECK: [[@LINE+4]] |   if (x != 9)
// CHECK-NEXT: ^
// CHECK: (1) when the condition is evaluated to false
int not_equal(int x) {
  if (x != 9)
    return 0;
  return table[x];
}

// CHECK-LABEL: In function 'narrow'
// CHECK: path-source-outcome.c:[[@LINE+7]]:15: warning: array subscript -1 is below array bounds of 'int[6]' [-Warray-bounds]
// CHECK: [[@LINE+4]] |   if (c != -1)
// CHECK-NEXT: ^
// CHECK: (1) when the condition is evaluated to false
int narrow(signed char c) {
  if (c != -1)
    return 0;
  return table[c];
}

// CHECK-LABEL: In function 'inverted'
// CHECK: path-source-outcome.c:[[@LINE+6]]:17: warning: array subscript 6 is above array bounds of 'int[6]' [-Warray-bounds]
// CHECK: [[@LINE+4]] |   if (!(x < 6))
// CHECK-NEXT: ^
// CHECK: (1) when the condition is evaluated to false
int inverted(int x) {
  if (!(x < 6))
    return table[x];
  return 0;
}
