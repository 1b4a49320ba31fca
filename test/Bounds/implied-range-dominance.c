// RUN: %kcc -O2 -g -c %s -o %t.o -Warray-bounds -fdiagnostics-details -fdiagnostics-path-format=separate-events -fdiagnostics-color=never 2>&1 | FileCheck %s

// The event path asks for the range of the subscript's variable on each
// dominating branch's edge. The loop's induction variable is defined
// below the branch that guards the loop: its range there is not asked
// for (LazyValueInfo, asked about a value above its definition, read an
// instruction as an argument and crashed).

int ring[8];

// CHECK-LABEL: In function 'clear_from':
// CHECK: implied-range-dominance.c:[[@LINE+6]]:11: warning: array subscript 8 is above array bounds of 'int[8]' [-Warray-bounds]
// CHECK: note: (1) when the condition is evaluated to true, so 'i' is in [8, 11]
// CHECK: note: ({{[0-9]}}) warning happens here
void clear_from(int start) {
  for (int i = start; i < 12; i++)
    if (i > 7)
      ring[i] = 0;
}
