// RUN: %kcc -O2 -g -c %s -o %t.o -Warray-bounds -fdiagnostics-show-context -fdiagnostics-path-format=separate-events 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -c %s -o %t.plain.o -Wno-array-bounds
// RUN: cmp %t.o %t.plain.o

// A __counted_by flexible array is checked against its count when the
// count is known at the access: the value last stored to the count member
// on the way there, with nothing in between that may change it.

struct counted {
  int n;
  int pad;
  int d[] __attribute__((counted_by(n)));
};
extern void *alloc(unsigned long);
extern void touch(struct counted *);

// CHECK: counted-by.c:[[@LINE+5]]:16: warning: array subscript 4 is above array bounds of 'int[]' with counted_by 'n' = 4 [-Warray-bounds]
int fresh(int i) {
  struct counted *p = alloc(sizeof(*p) + 4 * sizeof(int));
  p->n = 4;
  if (i >= 4)
    return p->d[i];
  return 0;
}
// CHECK: counted-by.c:[[@LINE-4]]:6: note: (1) when the condition is evaluated to true
// CHECK: counted-by.c:12:7: note: while referencing 'd'

// A count that is only bounded: the subscript is above every value it may have.
// CHECK: counted-by.c:[[@LINE+3]]:23: warning: array subscript 16 is above array bounds of 'int[]' with counted_by 'n' at most 15 [-Warray-bounds]
int bounded(struct counted *p, unsigned char k, int i) {
  p->n = k & 15;
  return i > 15 ? p->d[i] : 0;
}

// Within the count, an unknown count, a count a call may have changed:
// no warning.
int within(struct counted *p, int i) {
  p->n = 8;
  return i >= 0 && i < 8 ? p->d[i] : 0;
}
int unknown(struct counted *p, int i) { return i > 9 ? p->d[i] : 0; }
int clobbered(struct counted *p, int i) {
  p->n = 8;
  touch(p);
  return i > 9 ? p->d[i] : 0;
}
