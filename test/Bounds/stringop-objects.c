// RUN: %kcc -O2 -c %s -o /dev/null -Wno-array-bounds -Wstringop-overflow -Wstringop-overread -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=note:

// -Wstringop-overflow and -Wstringop-overread on the objects a pointer may
// point into: the room is the largest any of them leaves, and each gets a
// note; plain stores; objects of unknown size; bounded string reads.

#include <string.h>

extern char a1[1], a3[3], a5[5];
extern volatile int cond;
void sink(void *, ...);

// CHECK: stringop-objects.c:[[@LINE+1]]:44: warning: 'memset' writing 6 bytes into a region of size 5 overflows the destination [-Wstringop-overflow=]
void two(void) { char *p = cond ? a3 : a5; memset(p, 0, 6); sink(p); }
// CHECK: stringop-objects.c:9:20: note: destination object 'a3' of size 3
// CHECK: stringop-objects.c:9:27: note: destination object 'a5' of size 5

// CHECK: stringop-objects.c:[[@LINE+1]]:47: warning: 'memcpy' reading 6 bytes from a region of size 5 [-Wstringop-overread]
void src(char *d) { char *p = cond ? a3 : a5; memcpy(d, p, 6); sink(p); }
// CHECK: stringop-objects.c:9:20: note: source object 'a3' of size 3
// CHECK: stringop-objects.c:9:27: note: source object 'a5' of size 5

// Fits the larger.
void fits(const char *s) { memcpy(cond ? a1 : a3, s, 3); }

// A plain store: no function named, no "overflows".
void store(int i) {
  char *p = __builtin_malloc(3);
  if (i < 1 || i > 2)
    i = 1;
  // CHECK: stringop-objects.c:[[@LINE+1]]:19: warning: writing 4 bytes into a region of size 2 [-Wstringop-overflow=]
  *(int *)(p + i) = 0;
  sink(p);
}
// CHECK: stringop-objects.c:[[@LINE-7]]:13: note: at offset [1, 2] into destination object of size 3 allocated by 'malloc'

// A pointer parameter points into an object of any size up to PTRDIFF_MAX.
// CHECK: stringop-objects.c:[[@LINE+1]]:33: warning: 'memset' writing 3 bytes into a region of size 1 overflows the destination [-Wstringop-overflow=]
void *unknown(char *q) { return memset(q + __PTRDIFF_MAX__ - 1, 0, 3); }
// CHECK: stringop-objects.c:[[@LINE-1]]:21: note: at offset 9223372036854775806 into destination object 'q' of size [0, 9223372036854775807]

// ... and may point into its middle: a negative offset says nothing.
void *middle(char *q) { return memset(q - 1, 0, 3); }

// strncpy reads its source up to the bound or a NUL.
// CHECK: stringop-objects.c:[[@LINE+1]]:22: warning: 'strncpy' reading 1 byte from a region of size 0 [-Wstringop-overread]
void ncpy(char *d) { strncpy(d, a1 + 1, 1); }
// CHECK: stringop-objects.c:9:13: note: at offset 1 into source object 'a1' of size 1

// strncmp stops at the first difference: overread past both arrays only.
// CHECK: stringop-objects.c:[[@LINE+1]]:25: warning: 'strncmp' specified bound 4 exceeds source size 3 [-Wstringop-overread]
int ncmp(void) { return strncmp(a1, a3, 4); }
// CHECK: stringop-objects.c:9:13: note: source object allocated here
int ncmp_fits(void) { return strncmp(a1, a3, 3); }

// strncat's bound is checked against the destination.
// CHECK: stringop-objects.c:[[@LINE+1]]:28: warning: 'strncat' specified bound 5 exceeds destination size 3 [-Wstringop-overflow=]
void ncat(const char *s) { strncat(a3, s, 5); }
// CHECK: stringop-objects.c:9:20: note: destination object allocated here
