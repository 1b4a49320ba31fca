// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --implicit-check-not=warning:

// An int compared as a size (`n > 2` of an unsigned long) is, on the path
// where the comparison is true, anything but [0, 2]: an anti-range, worded
// as GCC words it. The optimizer tests `(unsigned) n < 3`, the inverse: the
// event says the source's outcome.

// CHECK-LABEL: In function 'choose'
// CHECK: path-split-anti-range.c:[[@LINE+17]]:12: warning: array subscript [0, 2] is outside array bounds of 'const char *[2]' [-Warray-bounds]
// CHECK: [[@LINE+8]] |   if (n > sizeof (names) / sizeof (names[0]))
// CHECK: (1) when the condition is evaluated to true
// CHECK: (2) warning happens here
// CHECK: note: while referencing 'names'
const char *names[] = {"rx", "tx"};

static int valid(int n)
{
  if (n > sizeof (names) / sizeof (names[0]))
    return 0;
  return 1;
}

int choose(int n, const char *want)
{
  int ok = valid(n);
  if (names[n] == want && ok)
    return 1;
  return 0;
}
