// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-show-context=0 -fdiagnostics-path-format=separate-events 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-show-context -fdiagnostics-path-format=separate-events 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-show-context=2 -fdiagnostics-path-format=separate-events 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-details -fdiagnostics-path-format=separate-events 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-details -fdiagnostics-path-format=separate-events -fno-diagnostics-show-context 2>&1 | FileCheck %s --check-prefix=NONE

// N bounds the conditions of the event path, nearest first; the access
// event is always the last. Two branches constrain `i` (the call keeps
// them apart); the one on `j` does not and is never shown.

int arr[4];
extern void trace(void);

int f(int i, int j) {
  if (j > 3 && i > 10) {
    trace();
    if (i < 100)
      return arr[i];
  }
  return 0;
}

// NONE: warning: array subscript 11 is above array bounds of 'int[4]'
// NONE-NOT: note: (

// GCC 16 prints no path at all at N = 0.
// ZERO: warning: array subscript 11 is above
// ZERO-NOT: note: (

// ONE: warning: array subscript 11 is above
// ONE-NOT: evaluated
// ONE: context-limit.c:18:8: note: (1) when the condition is evaluated to true
// ONE-NOT: evaluated
// ONE: note: (2) warning happens here

// Nearest first, as GCC 16 numbers them.
// TWO: context-limit.c:18:8: note: (1) when the condition is evaluated to true
// TWO: context-limit.c:16:16: note: (2) when the condition is evaluated to true{{(, so 'i' is in \[11, 2147483647\])?}}
// TWO-NEXT: {{.*}}16 |   if (j > 3 && i > 10) {
// TWO-NEXT: {{.*}}|
// TWO-NOT: evaluated
// TWO: note: (3) warning happens here
