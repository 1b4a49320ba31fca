// RUN: %kcc -O2 -g -c %s -o /dev/null -Wstringop-overflow -Wstringop-overread -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// Objects whose size is a range (alloca of a ranged size) or zero (an
// array declared with a zero bound, unlike an incomplete one such as a
// linker symbol).

#include <stdlib.h>
#include <string.h>

extern volatile unsigned long src;
void sink(void *);
extern char a0[0];
extern char end_of_image[];

static inline unsigned long in(unsigned long lo, unsigned long hi) {
  unsigned long v = src;
  return v < lo || hi < v ? lo : v;
}

// CHECK: object-sizes.c:[[@LINE+4]]:3: warning: 'memset' writing between 4 and 5 bytes into a region of size between 2 and 3 [-Wstringop-overflow=]
// CHECK: object-sizes.c:[[@LINE+2]]:13: note: destination object of size [2, 3] allocated by '__builtin_alloca'{{$}}
void ranged_alloca(void) {
  char *d = __builtin_alloca(in(2, 3));
  memset(d, 0, in(4, 5));
  sink(d);
}

// Fits the largest size: nothing.
void fits_alloca(void) {
  char *d = __builtin_alloca(in(2, 4));
  memset(d, 0, in(3, 4));
  sink(d);
}

// A heap block of ranged size; the strcpy of a constant string is a store
// by the end, checked where the call was, as the memcpy GCC folds it into.
// CHECK: object-sizes.c:[[@LINE+4]]:3: warning: '__builtin_memcpy' writing 4 bytes into a region of size between 2 and 3 [-Wstringop-overflow=]
// CHECK: object-sizes.c:[[@LINE+2]]:13: note: destination object of size [2, 3] allocated by 'malloc'{{$}}
void ranged_malloc(void) {
  char *d = malloc(in(2, 3));
  strcpy(d, "abc");
  sink(d);
}

// CHECK: object-sizes.c:[[@LINE+1]]:35: warning: 'strlen' reading 1 or more bytes from a region of size 0 [-Wstringop-overread]
unsigned long zero(void) { return strlen(a0); }

unsigned long linker_symbol(void) { return strlen(end_of_image); }

// A bounded read there: GCC words it by its bound.
// CHECK: object-sizes.c:[[@LINE+1]]:43: warning: 'strnlen' specified bound 1 exceeds source size 0 [-Wstringop-overread]
unsigned long zero_bounded(void) { return strnlen(a0, 1); }
