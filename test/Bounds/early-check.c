// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// Accesses the optimizer deletes before the end of the pipeline are checked
// at its start (kcc-bounds-early), as GCC warns after early inlining: a
// load of a string literal past its end folds to poison, and SROA drops
// the out-of-bounds accesses of a local array it promotes.

void sink(int);

// CHECK: early-check.c:[[@LINE+1]]:56: warning: array subscript 9 is outside array bounds of 'char[9]' [-Warray-bounds]
void literal(void) { const char *p = "12345678"; sink(p[9]); }

// CHECK: early-check.c:[[@LINE+4]]:9: warning: array subscript -1 is outside array bounds of 'char[1]' [-Warray-bounds]
void local(void) {
  char ar1[1] = {1};
  char *p = ar1;
  sink(p[-1]);
}

// Reported once, although the access is still there at the end.
char g[2];
// CHECK: early-check.c:[[@LINE+1]]:38: warning: array subscript 2 is outside array bounds of 'char[2]' [-Warray-bounds]
void both(void) { char *p = g; sink(p[2]); }
