// RUN: %kcc -O2 -c %s -o /dev/null -Wall -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -c %s -o /dev/null -Wall -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A type named by a typedef is quoted as GCC quotes it, with its spelling
// without typedefs: 'u8[4]' {aka 'unsigned char[4]'} (the kernel's u8,
// u32, __le16 arrays), whether the array is a member, a global or a local,
// and whether the type comes from the front end or from debug info.

typedef unsigned char u8;
typedef int quad[4];
void *memcpy(void *, const void *, __SIZE_TYPE__);
void use(void *);

struct hdr {
  int n;
  u8 data[4];
};

// CHECK-LABEL: In function 'member'
// CHECK: type-aka.c:[[@LINE+1]]:43: warning: array subscript 5 is above array bounds of 'u8[4]' {aka 'unsigned char[4]'} [-Warray-bounds]
int member(struct hdr *h) { return h->data[5]; }

quad q;
// CHECK-LABEL: In function 'global'
// CHECK: type-aka.c:[[@LINE+1]]:28: warning: array subscript 4 is above array bounds of 'quad' {aka 'int[4]'} [-Warray-bounds]
int global(void) { return q[4]; }

// CHECK-LABEL: In function 'local'
// CHECK: type-aka.c:[[@LINE+3]]:3: warning: 'memcpy' forming offset [6, 7] is out of the bounds [0, 6] of object 'm' with type 'u8[6]' {aka 'unsigned char[6]'} [-Warray-bounds]
void local(const u8 *s) {
  u8 m[6];
  memcpy(m, s, 8);
  use(m);
}

// No typedef, no aka.
int plain[2];
// CHECK-LABEL: In function 'untyped'
// CHECK: type-aka.c:[[@LINE+1]]:33: warning: array subscript 2 is above array bounds of 'int[2]' [-Warray-bounds]
int untyped(void) { return plain[2]; }
