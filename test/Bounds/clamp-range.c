// RUN: %kcc -O2 -c %s -o /dev/null -Wstringop-overflow -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A clamp (`v < lo || hi < v ? lo : v`) gives its value the range [lo, hi];
// InstCombine turns it into a select on an offset compare, or on a compare
// and a min/max, which LazyValueInfo does not see through.

#include <string.h>

extern volatile long src;
char a7[7];
void sink(void *);

static inline long clamp(long lo, long hi) {
  long v = src;
  return v < lo || hi < v ? lo : v;
}

// CHECK: clamp-range.c:[[@LINE+3]]:3: warning: 'memset' writing 7 bytes into a region of size 6 overflows the destination [-Wstringop-overflow=]
void unsigned_form(void) {
  char *d = a7 + (unsigned long)clamp(1, 2);
  memset(d, 0, 7);
  sink(d);
}
// CHECK: note: at offset [1, 2] into destination object 'a7' of size 7

// CHECK: clamp-range.c:[[@LINE+3]]:3: warning: 'memset' writing 6 bytes into a region of size 5 overflows the destination [-Wstringop-overflow=]
void min_max_form(void) {
  char *d = a7 + 3 + clamp(-1, 1);
  memset(d, 0, 6);
  sink(d);
}
// CHECK: note: at offset [2, 4] into destination object 'a7' of size 7

// Fits at the lowest offset: nothing.
void fits(void) {
  char *d = a7 + clamp(0, 3);
  memset(d, 0, 7);
  sink(d);
}
