// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -Wall -fno-delete-null-pointer-checks -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty --check-prefix=VALID --implicit-check-not=warning:

// A pointer that is null on one path, used by a call and then
// dereferenced: GCC isolates the null path (a copy of the block that traps
// at the dereference), where the call's argument is a fixed address, and
// warns there; the path names the
// condition that chooses null. The optimizer deletes that path as
// undefined, so the check runs before it does. Where null is a valid
// address (-fno-delete-null-pointer-checks, as the kernel builds), GCC
// isolates no null path and says nothing.

struct slot { long key, val; };

// CHECK-LABEL: In function 'reset_slot'
// CHECK: path-fixed-address-arm.c:[[@LINE+13]]:3: warning: '__builtin_memset' offset [0, 7] is out of the bounds [0, 0] [-Warray-bounds]
// CHECK: 'reset_slot': events 1-2
// CHECK: [[@LINE+7]] |   if (i < n)
// CHECK: (1) when the condition is evaluated to false
// CHECK: (2) warning happens here
void reset_slot (struct slot *tbl, unsigned long i, unsigned long n)
{
  struct slot *s;

  if (i < n)
    s = &tbl[i];
  else
    s = 0;
  __builtin_memset (&s->val, 0, sizeof s->val);
  s->key = 0;
}

// VALID-NOT: warning:
