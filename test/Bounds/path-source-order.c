// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-show-context=3 -fdiagnostics-color=never 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// GCC 16's inline-events layout prints a function's events as one excerpt
// of the source, in line order whatever their numbers (nearest condition
// first): the first event keeps the caret '^', the others are underlined
// '~'; a single line between two events' lines is quoted, a longer gap is
// "......".

int a[10];
void g(void);
void f(int i) {
  if (i < 10)
    {
      if (i == -1)
        { g(); a[i] = -1; }
      else
        a[i] = i;
    }
}

//      CHECK:{{.*}}path-source-order.c:15:17: warning: array subscript -1 is below array bounds of 'int[10]' [-Warray-bounds]
// CHECK-NEXT:   15 |         { g(); a[i] = -1; }
// CHECK-NEXT:      |                ~^~~
// CHECK-NEXT:  'f': events 1-3
// CHECK-NEXT:   12 |   if (i < 10)
// CHECK-NEXT:      |      ~
// CHECK-NEXT:      |      |
// CHECK-NEXT:      |      (2) when the condition is evaluated to true
// CHECK-NEXT:   13 |     {
// CHECK-NEXT:   14 |       if (i == -1)
// CHECK-NEXT:      |          ^
// CHECK-NEXT:      |          |
// CHECK-NEXT:      |          (1) when the condition is evaluated to true
// CHECK-NEXT:   15 |         { g(); a[i] = -1; }
// CHECK-NEXT:      |                ~~~~
// CHECK-NEXT:      |                 |
// CHECK-NEXT:      |                 (3) warning happens here
// CHECK-NEXT:{{.*}}path-source-order.c:9:5: note: while referencing 'a'
