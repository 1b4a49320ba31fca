// RUN: %kcc -O2 -c %s -o /dev/null -Wall -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=note:
// RUN: %kcc -O2 -c %s -o /dev/null -Wno-array-bounds -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=OVERFLOW --implicit-check-not=warning: --implicit-check-not=note:

// The string functions' accesses are measured against the member or the
// element array their argument is (GCC's -Warray-bounds for calls, and its
// -Wstringop-overflow=2); the raw memory functions' against the whole
// object.

#include <string.h>

struct A {
  char a[3];
  char b[5];
};
struct A ga;
char m[2][4];
void sink(void *);

// CHECK: subobject.c:[[@LINE+3]]:43: warning: 'strncpy' offset [3, 8] from the object at 'p' is out of the bounds of referenced subobject 'a' with type 'char[3]' at offset 0 [-Warray-bounds]
// CHECK: subobject.c:12:8: note: subobject 'a' declared here
// OVERFLOW: subobject.c:[[@LINE+1]]:43: warning: 'strncpy' writing 9 bytes into a region of size 3 overflows the destination [-Wstringop-overflow=]
void member(struct A *p, const char *s) { strncpy(p->a, s, 9); }
// OVERFLOW: subobject.c:12:8: note: destination object 'a' of size 3

// A trailing member of more than one element is a subobject too.
// CHECK: subobject.c:[[@LINE+2]]:32: warning: 'strncpy' offset [8, 11] from the object at 'ga' is out of the bounds of referenced subobject 'b' with type 'char[5]' at offset 3 [-Warray-bounds]
// OVERFLOW: subobject.c:[[@LINE+1]]:32: warning: 'strncpy' writing 9 bytes into a region of size 5 overflows the destination [-Wstringop-overflow=]
void trailing(const char *s) { strncpy(ga.b, s, 9); }
// CHECK: subobject.c:13:8: note: subobject 'b' declared here
// OVERFLOW: subobject.c:13:8: note: destination object 'b' of size 5

// An element array of an array.
// OVERFLOW: subobject.c:[[@LINE+2]]:31: warning: 'strncpy' writing 5 bytes into a region of size 4 overflows the destination [-Wstringop-overflow=]
// CHECK: subobject.c:[[@LINE+1]]:31: warning: 'strncpy' offset 4 from the object at 'm' is out of the bounds of referenced subobject 'm' with type 'char[4]' at offset 0 [-Warray-bounds]
void element(const char *s) { strncpy(m[0], s, 5); }
// CHECK: subobject.c:16:6: note: subobject 'm' declared here
// OVERFLOW: subobject.c:16:6: note: destination object 'm' of size 4

// A copy of a known string (here a local copy of a literal) gets both
// warnings, as GCC's strlen pass gives them.
void copy(struct A *p) {
  const char s[] = "0123456789";
  // CHECK: subobject.c:[[@LINE+4]]:3: warning: 'strcpy' writing 5 bytes into a region of size 3 [-Wstringop-overflow=]
  // CHECK: subobject.c:12:8: note: destination object 'a' of size 3
  // CHECK: subobject.c:[[@LINE+2]]:3: warning: 'strcpy' offset [3, 4] from the object at 'p' is out of the bounds of referenced subobject 'a' with type 'char[3]' at offset 0 [-Warray-bounds]
  // CHECK: subobject.c:12:8: note: subobject 'a' declared here
  strcpy(p->a, s + 6);
  sink(p);
}
// OVERFLOW: subobject.c:[[@LINE-3]]:3: warning: 'strcpy' writing 5 bytes into a region of size 3 overflows the destination [-Wstringop-overflow=]
// OVERFLOW: subobject.c:12:8: note: destination object 'a' of size 3

// memcpy may cross members: only the whole object counts.
void raw(struct A *p, const char *s) { memcpy(p->a, s, 8); }

// At a variable offset into a member, the room left there from the lowest
// offset.
struct N {
  char a9[9];
  char a1[1];
};
extern unsigned long pick;
static inline unsigned long between(unsigned long lo, unsigned long hi) {
  unsigned long v = pick;
  return v < lo || v > hi ? lo : v;
}
// (-Warray-bounds measures it against the member alone.)
// CHECK: subobject.c:[[@LINE+3]]:45: warning: 'strncpy' forming offset 9 is out of the bounds [0, 9] [-Warray-bounds]
// OVERFLOW: subobject.c:[[@LINE+2]]:45: warning: 'strncpy' writing 9 bytes into a region of size 8 overflows the destination [-Wstringop-overflow=]
// OVERFLOW: subobject.c:[[@LINE-11]]:8: note: at offset [1, 2] into destination object 'a9' of size 9
void variable(struct N *p, const char *s) { strncpy(p->a9 + between(1, 2), s, 9); sink(p); }
