// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// Without debug info too, the notes are at the declaration (line and
// column, from kcc's clang plugin) and the types are spelled as GCC spells
// them.

long gl[6];
unsigned long gul[2];
short gs3[3];

// CHECK: warning: array subscript 6 is outside array bounds of 'long int[6]' [-Warray-bounds]
// CHECK: object-notes.c:8:6: note: at offset 48 into object 'gl' of size 48
long l(void) { long *p = gl; return p[6]; }

// CHECK: warning: array subscript 2 is outside array bounds of 'long unsigned int[2]' [-Warray-bounds]
// CHECK: object-notes.c:9:15: note: at offset 16 into object 'gul' of size 16
unsigned long ul(void) { unsigned long *p = gul; return p[2]; }

// CHECK: warning: array subscript -1 is outside array bounds of 'short int[3]' [-Warray-bounds]
// CHECK: object-notes.c:10:7: note: at offset -2 into object 'gs3' of size 6
short s(void) { short *p = gs3; return p[-1]; }

// A function's static: its own name, not the symbol's "f.buf".
// CHECK: warning: array subscript 4 is outside array bounds of 'int[4]' [-Warray-bounds]
// CHECK: object-notes.c:[[@LINE+1]]:26: note: at offset 16 into object 'buf' of size 16
int f(void) { static int buf[4]; int *p = buf; return p[4]; }
