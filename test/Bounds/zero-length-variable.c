// RUN: %kcc -O2 -g -c %s -o /dev/null -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -c %s -o /dev/null -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=NODEBUG --implicit-check-not=warning:

// Every subscript of an interior zero-length array is outside it, whatever
// its range: GCC names the variable when the range says nothing (with -g
// kcc knows the name; without, it gives the range).

struct x { int a[0]; int b, c; };

// CHECK: zero-length-variable.c:[[@LINE+2]]:38: warning: array subscript 'j' is outside the bounds of an interior zero-length array 'int[0]' [-Wzero-length-bounds]
// NODEBUG: zero-length-variable.c:[[@LINE+1]]:38: warning: array subscript [-2147483648, 2147483647] is outside the bounds of an interior zero-length array 'int[0]' [-Wzero-length-bounds]
void store(struct x *p, int j) { p->a[j] = 0; }
