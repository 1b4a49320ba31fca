// RUN: %kcc -O2 -c %s -o /dev/null -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -c %s -o /dev/null -Wall -fstrict-flex-arrays=3 -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// The flexible array member of a declared variable ends where the variable
// does (its initializer and tail padding included), at every
// -fstrict-flex-arrays level; GCC names the array and the variable, and
// says "outside" when the variable holds no element of it. The same member
// reached through a pointer has no known end.

struct msg {
  long len;
  short tag;
  short data[];
};

struct msg empty = {1};
struct msg three = {3, 0, {1, 2, 3}};
struct hdr {
  int len;
  char data[];
} bare = {0};

// The tail padding of `empty` holds data[0] to data[2].
void in_padding(void) { empty.data[2] = 0; }

// CHECK-LABEL: In function 'past_padding':
// CHECK: flexible-array-variable.c:[[@LINE+4]]:37: warning: array subscript 3 is above array bounds of 'short int[]' [-Warray-bounds]
// CHECK: flexible-array-variable.c:13:9: note: while referencing 'data'
// CHECK: flexible-array-variable.c:16:12: note: defined here 'empty'
// CHECK-NOT: note:
void past_padding(void) { empty.data[3] = 0; }

void in_initializer(void) { three.data[2] = 0; }

// CHECK-LABEL: In function 'past_initializer':
// CHECK: flexible-array-variable.c:[[@LINE+3]]:63: warning: array subscript 4 is above array bounds of 'short int[]' [-Warray-bounds]
// CHECK: note: while referencing 'data'
// CHECK: flexible-array-variable.c:17:12: note: defined here 'three'
void past_initializer(int i) { if (i >= 4 && i < 6) three.data[i] = 0; }

// CHECK-LABEL: In function 'below':
// CHECK: flexible-array-variable.c:[[@LINE+3]]:30: warning: array subscript -1 is below array bounds of 'short int[]' [-Warray-bounds]
// CHECK: note: while referencing 'data'
// CHECK: note: defined here 'three'
void below(void) { three.data[-1] = 0; }

// CHECK-LABEL: In function 'no_element':
// CHECK: flexible-array-variable.c:[[@LINE+3]]:34: warning: array subscript 0 is outside array bounds of 'char[]' [-Warray-bounds]
// CHECK: note: while referencing 'data'
// CHECK: flexible-array-variable.c:21:3: note: defined here 'bare'
void no_element(void) { bare.data[0] = 0; }

void through_pointer(struct msg *m) { m->data[100] = 0; }
