// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=note:

// A write past a block just allocated, from its start or wholly past its
// end, is GCC's strlen pass's -Wstringop-overflow: sizes as ranges (a
// signed size clamped from above is at least 0), no "overflows the
// destination". From inside the block, it is -Warray-bounds.

#include <stdlib.h>
#include <string.h>

void sink(void *);

void at_start(void) {
  char *p = malloc(5);
  // CHECK: heap-writes.c:[[@LINE+2]]:3: warning: 'memset' writing 6 bytes into a region of size 5 [-Wstringop-overflow=]
  // CHECK: heap-writes.c:[[@LINE-2]]:13: note: destination object of size 5 allocated by 'malloc'
  memset(p, 0, 6);
  sink(p);
}

void clamped(int n) {
  char *p = malloc(n < 5 ? n : 5);
  // CHECK: heap-writes.c:[[@LINE+2]]:3: warning: 'memset' writing 6 bytes into a region of size between 0 and 5 [-Wstringop-overflow=]
  // CHECK: heap-writes.c:[[@LINE-2]]:13: note: destination object of size [0, 5] allocated by 'malloc'
  memset(p, 0, 6);
  sink(p);
}

void past_end(void) {
  char *p = malloc(5);
  // CHECK: heap-writes.c:[[@LINE+2]]:3: warning: 'memset' writing 1 byte into a region of size 0 [-Wstringop-overflow=]
  // CHECK: heap-writes.c:[[@LINE-2]]:13: note: at offset 10 into destination object of size 5 allocated by 'malloc'
  memset(p + 10, 0, 1);
  sink(p);
}

void from_inside(const char *s) {
  char *p = malloc(2);
  // CHECK: heap-writes.c:[[@LINE+1]]:3: warning: 'memcpy' forming offset [2, 3] is out of the bounds [0, 2] [-Warray-bounds]
  memcpy(p + 1, s, 3);
  sink(p);
}

void vla(int n) {
  char a[n < 9 ? n : 9];
  // CHECK: heap-writes.c:[[@LINE+2]]:3: warning: 'memset' writing 10 bytes into a region of size between 0 and 9 [-Wstringop-overflow=]
  // CHECK: heap-writes.c:[[@LINE-2]]:8: note: destination object 'a' of size [0, 9]
  memset(a, 0, 10);
  sink(a);
}
