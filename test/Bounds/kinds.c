// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// One warning per array kind kcc checks after optimization, in GCC's
// message shape, each with the declaration it refers to.

int g[4];
long l6[6];
struct s { int a[3]; int b; };
int m[2][3];
char *ptrs[5];

// A subscript that becomes constant only after optimization.
// CHECK: kinds.c:[[@LINE+1]]:45: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
int global_above(void) { int i = 4; return g[i]; }
// CHECK: kinds.c:6:5: note: while referencing 'g'

// CHECK: kinds.c:[[@LINE+1]]:62: warning: array subscript -1 is below array bounds of 'long int[6]' [-Warray-bounds]
int global_below(int c) { int i = c ? -1 : -2; return (int)l6[i + 1 - 1]; }
// CHECK: kinds.c:7:6: note: while referencing 'l6'

// CHECK: kinds.c:[[@LINE+1]]:56: warning: array subscript 6 is above array bounds of 'int[3]' [-Warray-bounds]
int member(struct s *p, int i) { if (i > 5) return p->a[i]; return 0; }
// CHECK: kinds.c:8:16: note: while referencing 'a'

// CHECK: kinds.c:[[@LINE+1]]:44: warning: array subscript 3 is above array bounds of 'int[3]' [-Warray-bounds]
int nested(int i) { if (i >= 3) return m[1][i]; return 0; }

// CHECK: kinds.c:[[@LINE+1]]:57: warning: array subscript 5 is above array bounds of 'char *[5]' [-Warray-bounds]
char *pointers(int i) { if (i >= 5 && i < 8) return ptrs[i]; return 0; }
// CHECK: kinds.c:10:7: note: while referencing 'ptrs'

extern void use(int *);
// CHECK: kinds.c:[[@LINE+5]]:15: warning: array subscript 8 is above array bounds of 'int[8]' [-Warray-bounds]
int local(int i) {
  int buf[8] = {0};
  use(buf);
  if (i >= 8)
    return buf[i];
  return 0;
}
// CHECK: kinds.c:[[@LINE-6]]:7: note: while referencing 'buf'

// A constant subscript in the source: kcc's, in GCC's words (clang's front
// end, which would say it too, is told not to).
// CHECK: kinds.c:[[@LINE+1]]:28: warning: array subscript 5 is above array bounds of 'int[4]' [-Warray-bounds]
int direct(void) { return g[5]; }
// CHECK: kinds.c:6:5: note: while referencing 'g'
// CHECK-NOT: array index
