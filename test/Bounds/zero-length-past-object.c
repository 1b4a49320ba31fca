// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// An interior zero-length array: a subscript that stays inside the whole
// object is -Wzero-length-bounds; one below the array, or one that reaches
// past the end of the declared object, is -Warray-bounds, as GCC words it.
// A flexible array has no upper bound, but a subscript below 0 is outside.

struct A { int i; };
struct B { int j; struct A a[0]; };
struct C { struct B b1; struct B b2; };

void sink(void *);

// CHECK-LABEL: In function 'declared'
void declared(void) {
  struct C c, *p = &c;
  // CHECK: zero-length-past-object.c:[[@LINE+1]]:10: warning: array subscript -1 is below array bounds of 'struct A[0]' [-Warray-bounds]
  p->b1.a[-1].i = 0;
  // CHECK: zero-length-past-object.c:[[@LINE+1]]:10: warning: array subscript 0 is outside the bounds of an interior zero-length array 'struct A[0]' [-Wzero-length-bounds]
  p->b1.a[0].i = 0;
  // CHECK: zero-length-past-object.c:[[@LINE+1]]:10: warning: array subscript 1 is above array bounds of 'struct A[0]' [-Warray-bounds]
  p->b1.a[1].i = 0;
  sink(p);
}

// CHECK-LABEL: In function 'through_pointer'
void through_pointer(struct C *p) {
  // The object may be larger: inside it as far as anyone can tell.
  // CHECK: zero-length-past-object.c:[[@LINE+1]]:10: warning: array subscript 1 is outside the bounds of an interior zero-length array 'struct A[0]' [-Wzero-length-bounds]
  p->b1.a[1].i = 0;
}

// CHECK-LABEL: In function 'flexible_negative'
void flexible_negative(struct B *p) {
  // CHECK: zero-length-past-object.c:[[@LINE+1]]:7: warning: array subscript -1 is below array bounds of 'struct A[0]' [-Warray-bounds]
  p->a[-1].i = 0;
  p->a[0].i = 0;
  p->a[7].i = 0;
}
