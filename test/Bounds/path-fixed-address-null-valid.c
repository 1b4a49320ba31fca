// RUN: %kcc -O2 -Wall -fno-delete-null-pointer-checks -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:

// Where null is a valid address (-fno-delete-null-pointer-checks, as the
// kernel builds), GCC isolates no null path: a pointer null on one path and
// dereferenced after a call gets no warning at the call.

struct slot { long key, val; };

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
