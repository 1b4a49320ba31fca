// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// An access that starts inside its object and ends past it.

char buf[3];

// CHECK: object-partly.c:[[@LINE+1]]:21: warning: array subscript 'int[0]' is partly outside array bounds of 'char[3]' [-Warray-bounds]
void partly(void) { *(int *)buf = 0; }
// CHECK: object-partly.c:5:6: note: object 'buf' of size 3

// CHECK: object-partly.c:[[@LINE+1]]:28: warning: array subscript 'long int[0]' is partly outside array bounds of 'char[3]' [-Warray-bounds]
void partly_offset(void) { *(long *)&buf[1] = 0; }
// CHECK: object-partly.c:5:6: note: at offset 1 into object 'buf' of size 3

// Inside: no warning.
void inside(void) { *(short *)&buf[1] = 0; }
