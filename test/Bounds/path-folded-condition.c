// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-show-context=2 -fdiagnostics-path-format=separate-events -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=evaluated
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-details -fdiagnostics-path-format=separate-events -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=evaluated

// SimplifyCFG folds the inner branch into the outer one (`a > 2 && b ==
// 10`) and its copy of the comparison `b == 10` loses its location; the
// branch keeps the outer one's. The condition that puts the access out of
// bounds is the inner one, where the move history says the copy came from,
// not the outer `if`, which says nothing about `b`.

int tbl[8];
void note(int);

// CHECK-LABEL: In function 'two'
// CHECK: path-folded-condition.c:[[@LINE+4]]:18: warning: array subscript 10 is above array bounds of 'int[8]' [-Warray-bounds]
// CHECK: path-folded-condition.c:[[@LINE+3]]:8: note: (1) when the condition is evaluated to true
void two(int a, int b) {
  if (a > 2) {
    if (b == 10) note(tbl[b]);
  }
}
