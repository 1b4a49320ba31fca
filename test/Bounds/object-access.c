// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// Loads and stores checked against the object their address points into,
// whatever the address is made of (GCC's check of MEM_REFs): each shape
// once, with GCC's wording.

int a[10];
int ga[4];
struct S { int n; int x[3]; int y; } gs;
void sink(void *);

// The subscript folds to a constant before the array type is captured:
// the store is to `@a + 48`, and the source line says it subscripts `a`.
// CHECK: object-access.c:[[@LINE+1]]:43: warning: array subscript 12 is above array bounds of 'int[10]' [-Warray-bounds]
void folded(int i, int v) { if (i == 12) a[i] = v; }
// CHECK: object-access.c:7:5: note: while referencing 'a'

// CHECK-LABEL: In function 'through_pointer'
// CHECK: object-access.c:[[@LINE+1]]:50: warning: array subscript 4 is outside array bounds of 'int[4]' [-Warray-bounds]
int through_pointer(void) { int *p = ga; return p[4]; }
// CHECK: object-access.c:8:5: note: at offset 16 into object 'ga' of size 16

// A range below the object is given in full, in elements and in bytes.
// CHECK-LABEL: In function 'pointer_below'
// CHECK: warning: array subscript [-2147483648, -1] is outside array bounds of 'int[4]' [-Warray-bounds]
int pointer_below(int i) { int *p = ga; if (i < 0) return p[i]; return 0; }
// CHECK: note: at offset [-8589934592, -4] into object 'ga' of size 16

// The whole object, not the member array: GCC's -Warray-bounds=1.
// CHECK-LABEL: In function 'whole_object'
// CHECK: warning: array subscript 7 is outside array bounds of 'struct S[1]' [-Warray-bounds]
int whole_object(void) { return ((int *)&gs)[7]; }
// CHECK: note: at offset 28 into object 'gs' of size 20

// A range above a declared object is named by its lowest subscript.
// CHECK-LABEL: In function 'local'
// CHECK: warning: array subscript 4 is outside array bounds of 'int[4]' [-Warray-bounds]
int local(int i) {
  int b[4];
  int *p = b;
  sink(b);
  if (i >= 4)
    return p[i];
  return 0;
}
// CHECK: note: at offset 16 into object 'b' of size 16

// The address of an element past the end, as the front end spells it
// (`&a[11]`): GCC's subscript wording, with the declaration.
void sinkp(int *);
int whole[4];
// CHECK: object-access.c:[[@LINE+2]]:27: warning: array subscript 10 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK: note: while referencing 'whole'
void address_past(void) { sinkp(&whole[10]); }
