// RUN: %kcc -O2 -Wall -Wno-array-bounds -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --match-full-lines --strict-whitespace

// GCC's access checks put a store's -Wstringop-overflow at the assignment's
// '=', underlined over the whole assignment (its -Warray-bounds stays at
// the subscript's '[', carets.c).

void *alloc(unsigned) __attribute__((alloc_size(1)));
void sink(void *);

void past(void) { char *q = alloc(2); q[2] = 0; sink(q); }
//      CHECK:{{.*}}carets-store.c:[[@LINE-1]]:44: warning: writing 1 byte into a region of size 0 [-Wstringop-overflow=]
// CHECK-NEXT:   10 | void past(void) { char *q = alloc(2); q[2] = 0; sink(q); }
// CHECK-NEXT:      |                                       ~~~~~^~~

void wide(void) { char *q = alloc(3); *(int *)q = 1; sink(q); }
//      CHECK:{{.*}}carets-store.c:[[@LINE-1]]:49: warning: writing 4 bytes into a region of size 3 [-Wstringop-overflow=]
// CHECK-NEXT:   15 | void wide(void) { char *q = alloc(3); *(int *)q = 1; sink(q); }
// CHECK-NEXT:      |                                       ~~~~~~~~~~^~~
