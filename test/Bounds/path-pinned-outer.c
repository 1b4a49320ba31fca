// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-show-context=3 -fdiagnostics-path-format=separate-events -fdiagnostics-color=never 2>&1 | FileCheck %s

// A subscript the optimizer made a constant by an equality (`i == -1`):
// the conditions further up on the same variable (`i < 10`) put the
// access on its path too, and are shown nearest first, as GCC 16 does.
// A condition on another variable is not.

int a[10];
void say(const char *);

void store(int i, int loud) {
  if (i < 10) {
    if (loud)
      say("loud");
    if (i == -1)
      a[i] = -1;
  }
}
// CHECK-LABEL: In function 'store'
// CHECK: path-pinned-outer.c:16:8: warning: array subscript -1 is below array bounds of 'int[10]' [-Warray-bounds]
// CHECK: path-pinned-outer.c:15:8: note: (1) when the condition is evaluated to true
// CHECK: path-pinned-outer.c:12:6: note: (2) when the condition is evaluated to true
// CHECK: path-pinned-outer.c:16:8: note: (3) warning happens here
