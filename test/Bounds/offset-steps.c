// RUN: %kcc -O2 -c %s -o /dev/null -Wstringop-overflow -Wstringop-overread -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// Offsets are followed step by step as GCC's pointer query does: the
// pointer a variable step starts from is a valid pointer, in its object or
// just past it; a constant step only moves the range; an unknown index
// leaves the pointer anywhere in the object, whatever constant follows.

#include <string.h>

void sink(void *, ...);

// a + i (i >= 1) is in [1, 5]; + j (j <= -1) is in [0, 4]; + i is in [1, 5]
// again: 4 bytes left at most.
// CHECK: offset-steps.c:[[@LINE+8]]:3: warning: 'memset' writing 5 bytes into a region of size 4 overflows the destination [-Wstringop-overflow=]
void clamped_steps(int i, int j) {
  char a[5];
  if (i < 1)
    i = 1;
  if (j > -1)
    j = -1;
  char *p1 = a + i, *p2 = p1 + j, *p3 = p2 + i;
  memset(p3, 0, 5);
  sink(a, p1, p2, p3);
}
// CHECK: offset-steps.c:16:8: note: at offset [1, 5] into destination object 'a' of size 5

extern char a1[1];
extern char *d;

// a1 + i + 1: i unknown, so the source may be a1 itself; no warning.
void unknown_then_constant(int i, long l) {
  strcat(d, a1 + i + 1);
  strcat(d, a1 + l + 1);
}

// A constant offset past the end is still read.
// CHECK: offset-steps.c:[[@LINE+1]]:23: warning: 'strcat' reading 1 or more bytes from a region of size 0 [-Wstringop-overread]
void constant(void) { strcat(d, a1 + 1); }
// CHECK: note: at offset 1 into source object 'a1' of size 1
