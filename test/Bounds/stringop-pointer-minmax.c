// RUN: %kcc -O2 -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// The smaller or the larger of a pointer into a local array and a pointer
// of unknown provenance: comparing them is defined only if both point
// into the array, so the result is in it (GCC's access checks reason so).
// The smaller is at most the array's pointer, and at least the constant
// step the other pointer takes; the larger at least both.

#define MIN(p, q) ((p) < (q) ? (p) : (q))
#define MAX(p, q) ((p) < (q) ? (q) : (p))

void *memset(void *, int, __SIZE_TYPE__);
void sink(void *);

// CHECK-LABEL: In function 'smaller'
// CHECK: stringop-pointer-minmax.c:[[@LINE+5]]:3: warning: 'memset' writing 8 bytes into a region of size 7 overflows the destination [-Wstringop-overflow=]
// CHECK: stringop-pointer-minmax.c:[[@LINE+2]]:8: note: at offset 1 into destination object 'a' of size 8
void smaller(char *p) {
  char a[8];
  char *q = MIN(a + 1, p + 2);
  memset(q, 0, 8);
  sink(q);
}

void smaller_fits(char *p) {
  char a[8];
  char *q = MIN(a + 1, p + 2);
  memset(q, 0, 7);
  sink(q);
}

// Past the end of the array, the smaller is still at least two bytes in.
// CHECK-LABEL: In function 'smaller_from_end'
// CHECK: stringop-pointer-minmax.c:[[@LINE+5]]:3: warning: 'memset' writing 9 bytes into a region of size 8 overflows the destination [-Wstringop-overflow=]
// CHECK: note: at offset [2, 10] into destination object 'a' of size 10
void smaller_from_end(char *p) {
  char a[10];
  char *q = MIN(a + 10, p + 2);
  memset(q, 0, 9);
  sink(q);
}

// CHECK-LABEL: In function 'larger'
// CHECK: stringop-pointer-minmax.c:[[@LINE+5]]:3: warning: 'memset' writing 6 bytes into a region of size 5 overflows the destination [-Wstringop-overflow=]
// CHECK: note: at offset [3, 8] into destination object 'a' of size 8
void larger(char *p) {
  char a[8];
  char *q = MAX(a + 3, p);
  memset(q, 0, 6);
  sink(q);
}

void larger_fits(char *p) {
  char a[8];
  char *q = MAX(a + 3, p);
  memset(q, 0, 5);
  sink(q);
}

// Just past the end: the access check says so, not -Warray-bounds, which
// GCC does not reason so for.
// CHECK-LABEL: In function 'past_the_end'
// CHECK: stringop-pointer-minmax.c:[[@LINE+4]]:3: warning: 'memset' writing 1 byte into a region of size 0 overflows the destination [-Wstringop-overflow=]
void past_the_end(char *p) {
  char a[8];
  char *q = MIN(a + 8, p + 8);
  memset(q, 0, 1);
  sink(q);
}
