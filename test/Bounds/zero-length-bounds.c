// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds 2>&1 | FileCheck %s
// RUN: %kcc -O2 -g -c %s -o /dev/null -Wall 2>&1 | FileCheck %s
// RUN: %kcc -O2 -g -c %s -o /dev/null -Wzero-length-bounds 2>&1 | FileCheck %s
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -Wno-zero-length-bounds 2>&1 | count 0
// RUN: not %kcc -O2 -g -c %s -o /dev/null -Werror=zero-length-bounds 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: %kcc -O2 -g -c %s -o /dev/null -Werror -Warray-bounds -Wno-error=zero-length-bounds 2>&1 | FileCheck %s

// -Wzero-length-bounds (on with -Warray-bounds, as in GCC): a zero-length
// array that is not the last member overlaps the members after it, so any
// subscript is outside its bounds. A trailing one is a flexible array.

struct z { int n; int pad[0]; int m; };
struct tail { int n; int data[0]; };
struct z gz;

// CHECK: zero-length-bounds.c:[[@LINE+1]]:54: warning: array subscript 3 is outside the bounds of an interior zero-length array 'int[0]' [-Wzero-length-bounds]
int interior(int i) { return i >= 0 && i < 4 ? gz.pad[i] : 0; }
// CHECK: zero-length-bounds.c:12:23: note: while referencing 'pad'

// A constant subscript: clang's front end does not check [0] arrays.
// CHECK: zero-length-bounds.c:[[@LINE+1]]:43: warning: array subscript 1 is outside the bounds of an interior zero-length array 'int[0]' [-Wzero-length-bounds]
int interior2(struct z *p) { return p->pad[1]; }

// CHECK-NOT: warning
int trailing(struct tail *p, int i) { return i > 5 ? p->data[i] : 0; }

// ERROR: error: array subscript 3 {{.*}} [-Werror=zero-length-bounds]
