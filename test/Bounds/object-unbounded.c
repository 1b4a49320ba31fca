// RUN: %kcc -O2 -c %s -o /dev/null -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// An array declared with no bound (`extern char ax[]`, a linker symbol too)
// is an object of some size: no offset below its start is in it, any above
// may be (as GCC takes it).

extern char ax[];
volatile int x;

// CHECK-LABEL: In function 'before':
void before(void) {
  char *p = ax + 5;
  // CHECK: object-unbounded.c:[[@LINE+2]]:8: warning: array subscript -1 is outside array bounds of 'char[]' [-Warray-bounds]
  // CHECK: note: at offset -1 into object 'ax' of size [0, 9223372036854775807]
  x = p[-6];
  x = p[-5];
  x = ax[100];
}

// No warning: anywhere at or after its start.
char at(unsigned i) { return ax[i]; }
