// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --match-full-lines --strict-whitespace

// GCC reads an element passed as an argument as it is at the call: the
// call is its caret and range. An argument that is converted (`char` to
// `int`, `int` to `unsigned`) is read at its '['. An element in
// parentheses is underlined with them.

int tbl[4];
char ctb[4];
void take(int);
void take_unsigned(unsigned);

void passed(int i) { if (i >= 4) take(tbl[i]); }
//      CHECK:{{.*}}carets-call-argument.c:[[@LINE-1]]:34: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK-NEXT:   13 | void passed(int i) { if (i >= 4) take(tbl[i]); }
// CHECK-NEXT:      |                                  ^~~~~~~~~~~~

void promoted(int i) { if (i >= 4) take(ctb[i]); }
//      CHECK:{{.*}}carets-call-argument.c:[[@LINE-1]]:44: warning: array subscript 4 is above array bounds of 'char[4]' [-Warray-bounds]
// CHECK-NEXT:   18 | void promoted(int i) { if (i >= 4) take(ctb[i]); }
// CHECK-NEXT:      |                                         ~~~^~~

void converted(int i) { if (i >= 4) take_unsigned(tbl[i]); }
//      CHECK:{{.*}}carets-call-argument.c:[[@LINE-1]]:54: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK-NEXT:   23 | void converted(int i) { if (i >= 4) take_unsigned(tbl[i]); }
// CHECK-NEXT:      |                                                   ~~~^~~

int parenthesized(int i) { if (i >= 4) return (tbl[i]); return 0; }
//      CHECK:{{.*}}carets-call-argument.c:[[@LINE-1]]:51: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK-NEXT:   28 | int parenthesized(int i) { if (i >= 4) return (tbl[i]); return 0; }
// CHECK-NEXT:      |                                               ~~~~^~~~
