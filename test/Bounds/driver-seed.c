// RUN: %kcc -O2 -g -c %examples/sparx5.c -o %t.o -Warray-bounds -fdiagnostics-show-context=2 -fdiagnostics-color=never 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %kcc -O2 -g -c %examples/sparx5.c -o %t.plain.o
// RUN: cmp %t.o %t.plain.o

// The seed as kcc prints it: GCC's layout (function context, warning with
// the option, quoted source line, caret and range), GCC 16's event path in
// its default inline-events layout, then the declaration note. The object
// is the one compiled without the warning.

//      CHECK:{{.*}}sparx5.c: In function 'sparx5_set':
// CHECK-NEXT:{{.*}}sparx5.c:23:23: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK-NEXT:   23 |   int *val = &sg->vals[index];
// CHECK-NEXT:      |               ~~~~~~~~^~~~~~~
// CHECK-NEXT:  'sparx5_set': events 1-2
// CHECK-NEXT:   17 |   if (*index >= 4)
// CHECK-NEXT:      |      ^
// CHECK-NEXT:      |      |
// CHECK-NEXT:      |      (1) when the condition is evaluated to true
// CHECK-NEXT:......
// CHECK-NEXT:   23 |   int *val = &sg->vals[index];
// CHECK-NEXT:      |               ~~~~~~~~~~~~~~~
// CHECK-NEXT:      |                       |
// CHECK-NEXT:      |                       (2) warning happens here
// CHECK-NEXT:{{.*}}sparx5.c:11:7: note: while referencing 'vals'
// CHECK-NEXT:   11 |   int vals[4];
// CHECK-NEXT:      |       ^~~~
//  CHECK-NOT:{{.}}
