// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=note:

// Inside a function, an array parameter with a constant bound (`char a[1]`,
// `char a[static 3]`) is an object of at most that size, as GCC reads it:
// an access past the bound is outside it. A plain pointer parameter, or a
// bound given by another parameter, says nothing.

void sink(int);

// CHECK: array-parameter.c:[[@LINE+2]]:41: warning: array subscript 1 is outside array bounds of 'char[1]' [-Warray-bounds]
// CHECK: array-parameter.c:[[@LINE+1]]:15: note: at offset 1 into object 'a' of size [0, 1]
void one(char a[1]) { sink(a[0]); sink(a[1]); }

// CHECK: array-parameter.c:[[@LINE+2]]:43: warning: array subscript 2 is outside array bounds of 'int[2]' [-Warray-bounds]
// CHECK: array-parameter.c:[[@LINE+1]]:16: note: at offset 8 into object 'a' of size [0, 8]
void range(int a[2], int i) { if (i >= 2) sink(a[i]); }

// CHECK: array-parameter.c:[[@LINE+2]]:41: warning: array subscript 3 is outside array bounds of 'char[3]' [-Warray-bounds]
// CHECK: array-parameter.c:[[@LINE+1]]:20: note: at offset 3 into object 'a' of size [0, 3]
void at_least(char a[static 3]) { sink(a[3]); }

void pointer(char *a) { sink(a[3]); }
void variable(int n, char a[n]) { sink(a[n]); }
