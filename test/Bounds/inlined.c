// RUN: %kcc -O2 -g -c %s -o %t.o -Warray-bounds -fdiagnostics-show-context -fdiagnostics-path-format=separate-events 2>&1 | FileCheck %s --match-full-lines
// RUN: %kcc -O2 -g -c %s -o %t.plain.o -Wno-array-bounds
// RUN: cmp %t.o %t.plain.o

// A warning in inlined code names the chain as GCC does, and the condition
// in the caller that put the call on this path (an event's context too).

int tbl[4];

static inline int get(int i) { return tbl[i]; }

static inline int twice(int i) { return get(i) + get(0); }

int user(int i) {
  if (i >= 4)
    return twice(i);
  return 0;
}

//      CHECK:In function 'get',
// CHECK-NEXT:    inlined from 'twice' at {{.*}}inlined.c:12:41,
// CHECK-NEXT:    inlined from 'user' at {{.*}}inlined.c:16:12:
// CHECK-NEXT:{{.*}}inlined.c:10:42: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK-NEXT:   10 | static inline int get(int i) { return tbl[i]; }
// CHECK-NEXT:      |                                       ~~~^~~
// CHECK-NEXT:{{.*}}inlined.c: In function 'user':
// CHECK-NEXT:{{.*}}inlined.c:15:6: note: (1) when the condition is evaluated to true
// CHECK-NEXT:   15 |   if (i >= 4)
// CHECK-NEXT:      |      ^
// CHECK-NEXT:In function 'get',
// CHECK-NEXT:    inlined from 'twice' at {{.*}}inlined.c:12:41,
// CHECK-NEXT:    inlined from 'user' at {{.*}}inlined.c:16:12:
// CHECK-NEXT:{{.*}}inlined.c:10:42: note: (2) warning happens here
// CHECK-NEXT:   10 | static inline int get(int i) { return tbl[i]; }
// CHECK-NEXT:      |                                       ~~~^~~
// CHECK-NEXT:{{.*}}inlined.c: In function 'user':
// CHECK-NEXT:{{.*}}inlined.c:8:5: note: while referencing 'tbl'
// CHECK-NEXT:    8 | int tbl[4];
// CHECK-NEXT:      |     ^~~
