// RUN: %kcc -O2 -c %s -o /dev/null -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A trailing `T a[1]` or `T a[0]`, which -fstrict-flex-arrays=0 takes as
// flexible, has its declared bound in a variable declared with its struct
// type (tail padding or not), and ends where any declared object does, as
// GCC says. Through a union it may be as long as the union; through a
// pointer to memory of unknown size it stays flexible.

struct one {
  int n;
  short a[1];
};
struct zero {
  int n;
  short a[0];
};

struct one g1;
struct zero g0;
char buf[12];
union overlay {
  char bytes[16];
  struct one s;
} u;

// CHECK-LABEL: In function 'in_padding':
// CHECK: trailing-array-declared-object.c:[[@LINE+2]]:29: warning: array subscript 1 is above array bounds of 'short int[1]' [-Warray-bounds]
// CHECK: note: while referencing 'a'
void in_padding(void) { g1.a[1] = 1; }

// CHECK-LABEL: In function 'zero_length':
// CHECK: trailing-array-declared-object.c:[[@LINE+2]]:30: warning: array subscript 1 is outside array bounds of 'short int[0]' [-Warray-bounds]
// CHECK: note: while referencing 'a'
void zero_length(void) { g0.a[1] = 1; }

void in_buffer(void) { ((struct one *)buf)->a[3] = 1; }

// CHECK-LABEL: In function 'past_buffer':
// CHECK: trailing-array-declared-object.c:[[@LINE+1]]:48: warning: array subscript 4 is above array bounds of 'short int[1]' [-Warray-bounds]
void past_buffer(void) { ((struct one *)buf)->a[4] = 1; }

void in_union(void) { u.s.a[3] = 1; }

void unknown(struct one *p) { p->a[7] = 1; }
