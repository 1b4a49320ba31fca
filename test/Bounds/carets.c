// RUN: %kcc -O2 -Wall -Wno-fortify-source -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %kcc -O2 -Wall -Wno-fortify-source -c %s -o /dev/null -fdiagnostics-format=json 2>&1 | FileCheck %s --check-prefix=JSON

// GCC's caret and range: a subscript at its '[', underlined from the array
// to the ']' (for a store too, which CodeGen places at the '='); a
// dereference at its '*'; a call from its callee to the ')'; a declaration
// under its name.

#include <string.h>

int a[4];
char buf[4];

void store(int i) { a[(i & 1) + 4] = 0; }
//      CHECK:{{.*}}carets.c:[[@LINE-1]]:22: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK-NEXT:   14 | void store(int i) { a[(i & 1) + 4] = 0; }
// CHECK-NEXT:      |                     ~^~~~~~~~~~~~~
// CHECK-NEXT:{{.*}}carets.c:11:5: note: while referencing 'a'
// CHECK-NEXT:   11 | int a[4];
// CHECK-NEXT:      |     ^

void deref(void) { int *p = a + 4; *p = 1; }
//      CHECK:{{.*}}carets.c:[[@LINE-1]]:36: warning: array subscript 4 is outside array bounds of 'int[4]' [-Warray-bounds]
// CHECK-NEXT:   22 | void deref(void) { int *p = a + 4; *p = 1; }
// CHECK-NEXT:      |                                    ^~

void call(const char *s) { memcpy(buf, s, 9); }
//      CHECK:{{.*}}carets.c:[[@LINE-1]]:28: warning: 'memcpy' forming offset [4, 8] is out of the bounds [0, 4] of object 'buf' with type 'char[4]' [-Warray-bounds]
// CHECK-NEXT:   27 | void call(const char *s) { memcpy(buf, s, 9); }
// CHECK-NEXT:      |                            ^~~~~~~~~~~~~~~~~
// CHECK-NEXT:{{.*}}carets.c:12:6: note: 'buf' declared here
// CHECK-NEXT:   12 | char buf[4];
// CHECK-NEXT:      |      ^~~

// The JSON form gives the range's start and finish as GCC's does.
// JSON:        "byte-column": 22,
// JSON:      "finish": {
// JSON-NEXT:   "byte-column": 34,
// JSON:      "start": {
// JSON-NEXT:   "byte-column": 21,
