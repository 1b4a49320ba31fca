// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds=2 -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefixes=CHECK,LEVEL2 --implicit-check-not=warning:
// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// Pointer arithmetic: an address formed outside its object and passed on
// (here to a call) warns, though nothing is accessed through it. Just past
// the end is a valid address. As in GCC, -Warray-bounds=1 checks constant
// offsets, -Warray-bounds=2 ranges too.

void sink(const void *);
int a3[3];

// CHECK: address-level2.c:[[@LINE+1]]:33: warning: array subscript 4 is outside array bounds of 'int[3]' [-Warray-bounds]
void above(void) { int *p = a3; sink(&p[4]); }
// CHECK: address-level2.c:10:5: note: at offset 16 into object 'a3' of size 12

// CHECK: address-level2.c:[[@LINE+1]]:33: warning: array subscript -1 is outside array bounds of 'int[3]' [-Warray-bounds]
void below(void) { int *p = a3; sink(&p[-1]); }

void past_the_end(void) { int *p = a3; sink(&p[3]); }

// LEVEL2: address-level2.c:[[@LINE+1]]:46: warning: array subscript 6 is outside array bounds of 'int[3]' [-Warray-bounds]
void ranged(int i) { int *p = a3; if (i > 5) sink(p + i); }
