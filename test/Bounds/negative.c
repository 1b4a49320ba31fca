// RUN: %clang -O2 -g -c %s -o /dev/null -fpass-plugin=%kcc_plugin -fplugin=%kcc_frontend -mllvm -kcc-warn-array-bounds -Rpass-analysis=kcc-bounds 2>&1 | FileCheck %s --allow-empty
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -Wstringop-overflow -Wstringop-overread -fstrict-flex-arrays=0 2>&1 | count 0
// RUN: %kcc -O2 -g -c %s -o /dev/null -Wall -fstrict-flex-arrays=3 2>&1 | FileCheck %s --check-prefix=STRICT
// STRICT-NOT: array subscript
// STRICT: warning: array subscript 4 is above array bounds of 'int[1]'
// STRICT-NEXT: {{.*}}f->data[i]
// STRICT-NOT: array subscript
// STRICT: warning: array subscript 9 is above array bounds of 'int[0]'
// STRICT-NOT: array subscript

// Under -fstrict-flex-arrays=3 (the kernel's), the trailing [1] and [0]
// arrays below are fixed-size, so their accesses warn; nothing else does.

// Accesses guarded by a correct check, loops within bounds and trailing
// one-element arrays (flexible under the default, GCC's -Warray-bounds=1)
// give no warning.

// CHECK-NOT: remark

int g[4];
struct flex { int n; int data[1]; };

int guarded(int i) { return i >= 0 && i < 4 ? g[i] : 0; }

int loop(void) {
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += g[i];
  return s;
}

int trailing(struct flex *f, int i) { return i > 3 ? f->data[i] : 0; }

// container_of: pointer arithmetic back from a member, then a subscript in
// bounds of the outer struct's array.
struct inner { int x; };
struct outer { int a[2]; struct inner in; };
#define container_of(p, T, m) ((T *)((char *)(p) - __builtin_offsetof(T, m)))
int from_inner(struct inner *i, int k) {
  struct outer *o = container_of(i, struct outer, in);
  return k == 1 ? o->a[k] : 0;
}

// A dead path: no value of i reaches the access.
int dead(int i) { return i > 3 && i < 2 ? g[i] : 0; }

// A __counted_by flexible array accessed within its count.
struct counted { int n; int d[] __attribute__((counted_by(n))); };
int within(struct counted *p, int i) { return i >= 0 && i < p->n ? p->d[i] : 0; }

// A zero-length trailing array under -fstrict-flex-arrays=0.
struct zero_tail { int n; int d[0]; };
int zero_tail(struct zero_tail *p, int i) { return i > 8 ? p->d[i] : 0; }
