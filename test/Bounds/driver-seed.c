// RUN: %kcc -O2 -g -c %examples/sparx5.c -o %t.o -Warray-bounds -fdiagnostics-show-context=2 -fdiagnostics-color=never 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %kcc -O2 -g -c %examples/sparx5.c -o %t.plain.o
// RUN: cmp %t.o %t.plain.o

// The seed as kcc prints it: GCC's layout (function context, warning with
// the option, quoted source line and caret), the event path as numbered
// notes (GCC's separate-events form), then the declaration note. The
// object is the one compiled without the warning.

//      CHECK:{{.*}}sparx5.c: In function 'sparx5_set':
// CHECK-NEXT:{{.*}}sparx5.c:23:23: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK-NEXT:   23 |   int *val = &sg->vals[index];
// CHECK-NEXT:      |               ~~~~~~~~^~~~~~~
// CHECK-NEXT:{{.*}}sparx5.c:17:14: note: (1) when the condition is evaluated to true, so 'index' is in [4, 2147483647] (copy by jump threading put this code on that path)
// CHECK-NEXT:   17 |   if (*index >= 4)
// CHECK-NEXT:      |              ^
// CHECK-NEXT:{{.*}}sparx5.c:23:23: note: (2) warning happens here
// CHECK-NEXT:   23 |   int *val = &sg->vals[index];
// CHECK-NEXT:      |               ~~~~~~~~^~~~~~~
// CHECK-NEXT:{{.*}}sparx5.c:11:7: note: while referencing 'vals'
// CHECK-NEXT:   11 |   int vals[4];
// CHECK-NEXT:      |       ^~~~
//  CHECK-NOT:{{.}}
