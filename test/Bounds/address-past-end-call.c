// RUN: %kcc -O2 -Wall -Wno-fortify-source -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// The address one past an array's end given to memcpy is no access of
// that element: the call is checked as a call, once (gcc-12 says the
// same). A copy of a whole element (`h[4] = *s`, a memcpy in the IR, or a
// load and a store once InstCombine made it small) is an access, worded
// at its subscript, once.

#include <string.h>

struct hdr { unsigned char type; unsigned char data[7]; };
struct dev { int id; struct hdr h[4]; int counts[3]; };
struct hdr gh[4];

// CHECK-LABEL: In function 'call_global'
// CHECK: address-past-end-call.c:[[@LINE+2]]:3: warning: 'memcpy' offset [32, 39] is out of the bounds [0, 32] of object 'gh' with type 'struct hdr[4]' [-Warray-bounds]
void call_global(const struct hdr *src) {
  memcpy(&gh[4], src, sizeof(*src));
}

// Through a pointer, the object's size is unknown: nothing.
void call_member(struct dev *d, const struct hdr *src) {
  memcpy(&d->h[4], src, sizeof(*src));
}

void pointer_past_end(struct dev *d, const struct hdr *src) {
  struct hdr *p = &d->h[4];
  *p = *src;
}

// CHECK-LABEL: In function 'copy_member'
// CHECK: address-past-end-call.c:[[@LINE+2]]:7: warning: array subscript 4 is above array bounds of 'struct hdr[4]' [-Warray-bounds]
void copy_member(struct dev *d, const struct hdr *src) {
  d->h[4] = *src;
}

struct big { unsigned char type; unsigned char data[11]; };
struct big gb[4];

// CHECK-LABEL: In function 'copy_global'
// CHECK: address-past-end-call.c:[[@LINE+2]]:5: warning: array subscript 4 is above array bounds of 'struct big[4]' [-Warray-bounds]
void copy_global(const struct big *src) {
  gb[4] = *src;
}
