// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// An array of an empty struct (GNU C) is an object of zero bytes whatever
// its bound: every access to it is outside it. GCC names it by its
// outermost bound 0, and the note leaves out an offset of 0.

struct empty {};
extern struct empty row[3];
extern struct empty grid[2][3];

// CHECK-LABEL: In function 'first'
// CHECK: object-empty-struct.c:[[@LINE+3]]:33: warning: array subscript 0 is outside array bounds of 'struct empty[0]' [-Warray-bounds]
// CHECK: object-empty-struct.c:8:21: note: object 'row' of size 0
// CHECK-NOT: note:
void first(void) { ((char *)row)[0] = 1; }

// CHECK-LABEL: In function 'inner'
// CHECK: object-empty-struct.c:[[@LINE+4]]:4: warning: array subscript 2 is outside array bounds of 'struct empty[0][3]' [-Warray-bounds]
// CHECK: object-empty-struct.c:9:21: note: at offset 2 into object 'grid' of size 0
void inner(void) {
  char *p = (char *)&grid[0][0];
  p[2] = 1;
}

// An array of unknown bound is not empty: nothing is known of its size.
extern struct empty unknown[];
void unbounded(void) { ((char *)unknown)[4] = 1; }
