// RUN: %kcc -O2 -c %s -o /dev/null -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A pointer formed by an unknown index is a valid one, somewhere in its
// object or just past it; a constant step from there that leaves every
// such place outside the object is out of bounds (GCC's pointer query:
// `p = a + i; p[-3]` with `char a[2]`).

extern char a2[2];
volatile int x;

// CHECK-LABEL: In function 'back':
void back(int i) {
  const char *p = a2 + i;
  x = p[-1];
  x = p[-2];
  // CHECK: object-steps-within.c:[[@LINE+1]]:8: warning: array subscript [-3, -1] is outside array bounds of 'char[2]' [-Warray-bounds]
  x = p[-3];
}

// CHECK-LABEL: In function 'forward':
void forward(long i) {
  const char *p = a2 + i;
  x = p[1];
  // CHECK: object-steps-within.c:[[@LINE+1]]:8: warning: array subscript 2 is outside array bounds of 'char[2]' [-Warray-bounds]
  x = p[2];
}

// No warning: the index's range is known and keeps the access inside.
void known(unsigned i) {
  if (i < 2)
    x = (a2 + i)[-1 + 1];
}
