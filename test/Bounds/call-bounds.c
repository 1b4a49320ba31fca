// RUN: %kcc -O2 -c %s -o /dev/null -Wall -Wno-stringop-overflow -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=note:

// -Warray-bounds on calls to the memory and string functions (GCC's
// restrict pass): the bytes a call accesses through an argument leave the
// object ("forming offset"), or start outside it ("offset").

#include <string.h>

extern char a[4];
extern char a1[1], a2[2];
void sink(void *, ...);

// CHECK: call-bounds.c:[[@LINE+1]]:31: warning: 'memcpy' forming offset [4, 5] is out of the bounds [0, 4] of object 'a' with type 'char[4]' [-Warray-bounds]
void forming(const char *p) { memcpy(a + 2, p, 4); }
// CHECK: call-bounds.c:9:13: note: 'a' declared here

void starts_past(const char *p, int i) {
  if (i < 5 || i > 7)
    i = 5;
  // CHECK: call-bounds.c:[[@LINE+1]]:3: warning: 'strcpy' offset [5, 7] is out of the bounds [0, 4] of object 'a' with type 'char[4]' [-Warray-bounds]
  strcpy(a + i, p);
}
// CHECK: call-bounds.c:9:13: note: 'a' declared here

void starts_before(const char *s, long i) {
  if (i > -1 || i < -5)
    i = -1;
  // CHECK: call-bounds.c:[[@LINE+1]]:3: warning: 'strcpy' offset [-5, -1] is out of the bounds [0, 4] of object 'a' with type 'char[4]' [-Warray-bounds]
  strcpy(a + i, s);
}
// CHECK: call-bounds.c:9:13: note: 'a' declared here

// With -Wno-stringop-overflow, a size past PTRDIFF_MAX is a pointer overflow.
// CHECK: call-bounds.c:[[@LINE+1]]:32: warning: 'memcpy' pointer overflow between offset 0 and size 18446744073709551615 accessing array 'a' with type 'char[4]' [-Warray-bounds]
void overflow(const char *s) { memcpy(a, s, -1); }
// CHECK: call-bounds.c:9:13: note: array 'a' declared here

// One of two objects: the one with the most room, named by no note.
// CHECK: call-bounds.c:[[@LINE+1]]:60: warning: 'memcpy' forming offset 2 is out of the bounds [0, 2] [-Warray-bounds]
void either(int i, const char *s) { char *p = i ? a1 : a2; memcpy(p, s, 3); }

// Within the object: nothing.
void fits(const char *p) {
  memcpy(a + 1, p, 3);
  strcpy(a + 3, p);
}
