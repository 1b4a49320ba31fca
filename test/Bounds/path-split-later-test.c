// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --implicit-check-not=warning:

// The helper's test lets id be 4 (off by one), and its result is tested
// only after the access: GCC's jump threading copies the access onto the
// path where the test is true, and warns there. The optimizer here keeps
// one access (the later test is folded into an `and`); the condition that
// splits the paths is found all the same, in the source's sense.

// CHECK-LABEL: In function 'dispatch'
// CHECK: path-split-later-test.c:[[@LINE+20]]:10: warning: array subscript 5 is above array bounds of 'const struct op *[4]' [-Warray-bounds]
// CHECK: 'dispatch': events 1-2
// CHECK: [[@LINE+9]] | {{.*}}if (id >= 5)
// CHECK: (1) when the condition is evaluated to true
// CHECK: (2) warning happens here
// CHECK: note: while referencing 'ops'
struct op { int code; };
extern const struct op *ops[4];

static int known(unsigned id)
{
  if (id >= 5)
    return 0;
  return 1;
}

int dispatch(unsigned id)
{
  int ok = known(id);

  if (ops[id]->code == 3 && ok)
    return 1;
  return 0;
}
