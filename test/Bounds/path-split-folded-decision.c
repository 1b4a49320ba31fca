// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --implicit-check-not=warning:

// A flag set under a condition and tested after the access: GCC's jump
// threading copies the access onto the flag's paths and warns on the one
// where the subscript is out of bounds. LLVM folds the later test away (the
// access makes that path undefined), so the access is checked before the
// first InstCombine of the function, while the test is still there. When
// the loaded value is only used the other way, GCC moves the load there and
// gives no warning: neither does kcc.

int tbl[4];
void note(unsigned);

// CHECK-LABEL: In function 'both_ways'
// CHECK: path-split-folded-decision.c:[[@LINE+13]]:14: warning: array subscript 5 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK: [[@LINE+6]] |   if (i > 4) {
// CHECK: (1) when the condition is evaluated to true
// CHECK: (2) warning happens here
int both_ways(unsigned i)
{
  int ok;
  if (i > 4) {
    note(i);
    ok = 0;
  } else {
    ok = 1;
  }
  int v = tbl[i];
  if (ok)
    return v;
  return v - 1;
}

int used_when_valid(unsigned i)
{
  int ok;
  if (i > 4) {
    note(i);
    ok = 0;
  } else {
    ok = 1;
  }
  int v = tbl[i];
  if (ok)
    return v;
  return -1;
}
