// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-show-context=2 -fdiagnostics-path-format=separate-events -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefixes=CHECK,GCC16
// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-details -fdiagnostics-path-format=separate-events -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefixes=CHECK,DETAILS
// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-show-context=2 -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=INLINE --strict-whitespace --match-full-lines

// The conditions of a path: one that pins the subscript by equality (the
// optimizer made the subscript that constant), pointed at its start; a
// switch's case (beyond GCC 16: with -fdiagnostics-details only).

long acc[6];
void note(long);

void pinned(int at) {
  if (at == -1)
    note(acc[at]);
}
// CHECK: path-conditions.c:14:5: warning: array subscript -1 is below array bounds of 'long int[6]' [-Warray-bounds]
// CHECK: path-conditions.c:13:6: note: (1) when the condition is evaluated to true
// CHECK: path-conditions.c:14:5: note: (2) warning happens here

int a[4];
void use(int);
void cases(int i) {
  switch (i) {
  case 5:
    use(a[i]);
    break;
  case 1:
    use(10);
    break;
  case 2:
    use(20);
    break;
  }
}
// CHECK: path-conditions.c:25:5: warning: array subscript 5 is above array bounds of 'int[4]' [-Warray-bounds]
// DETAILS: path-conditions.c:23:3: note: (1) when the switch selects case 5
// DETAILS: path-conditions.c:25:5: note: (2) warning happens here
// GCC16-NOT: switch selects
// GCC16: path-conditions.c:25:5: note: (1) warning happens here

// Events on one line share its quote, the rightmost label first.
void same_line(int at) { if (at == 6) note(acc[at]); }
//      INLINE:  'same_line': events 1-2
// INLINE-NEXT:   42 | void same_line(int at) { if (at == 6) note(acc[at]); }
// INLINE-NEXT:      |                             ^         ~~~~~~~~~~~~~
// INLINE-NEXT:      |                             |         |
// INLINE-NEXT:      |                             |         (2) warning happens here
// INLINE-NEXT:      |                             (1) when the condition is evaluated to true
