// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=2 -fdiagnostics-details -fdiagnostics-path-format=separate-events 2>&1 | FileCheck %s --check-prefix=DETAILS

// The last SimplifyCFG of the function simplifications sinks the stores of
// the three cases into one, whose subscript is a phi of 8, 5 and 5 (and
// then a lookup table): the store of case 1 is checked before that, as GCC
// checks it. With -fdiagnostics-details its path names the case, whose
// subscript `sel + 7` the optimizer made the constant 8.

struct dev {
  int regs[8];
  int mode;
};

// CHECK-LABEL: In function 'set'
// CHECK: switch-cases-merged.c:[[@LINE+6]]:18: warning: array subscript 8 is above array bounds of 'int[8]' [-Warray-bounds]
// CHECK: switch-cases-merged.c:11:7: note: while referencing 'regs'
// DETAILS: switch-cases-merged.c:[[@LINE+3]]:3: note: (1) when the switch selects case 1
// DETAILS: switch-cases-merged.c:[[@LINE+3]]:18: note: (2) warning happens here
void set(struct dev *d, int sel, int v) {
  switch (sel) {
  case 1: d->regs[sel + 7] = v; break;
  case 2: d->regs[sel + 3] = v; break;
  case 3: d->regs[sel + 2] = v; break;
  }
}
