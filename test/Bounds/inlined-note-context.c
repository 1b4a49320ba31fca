// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --match-full-lines

// The notes of a warning in inlined code are in the function it was
// inlined into, as GCC prints them: "x.c: In function 'greet':" before
// the first, once.

int ring[8];

static inline void put(int i, int v) { ring[i] = v; }

void greet(int v) { put(9, v); }

//      CHECK:In function 'put',
// CHECK-NEXT:    inlined from 'greet' at {{.*}}inlined-note-context.c:11:21:
// CHECK-NEXT:{{.*}}inlined-note-context.c:9:44: warning: array subscript 9 is above array bounds of 'int[8]' [-Warray-bounds]
// CHECK-NEXT:    9 | static inline void put(int i, int v) { ring[i] = v; }
// CHECK-NEXT:      |                                        ~~~~^~~
// CHECK-NEXT:{{.*}}inlined-note-context.c: In function 'greet':
// CHECK-NEXT:{{.*}}inlined-note-context.c:7:5: note: while referencing 'ring'
// CHECK-NEXT:    7 | int ring[8];
// CHECK-NEXT:      |     ^~~~
