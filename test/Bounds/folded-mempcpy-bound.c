// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// InstCombine folds `mempcpy (d, s, n)` to `memcpy (d, s, n)` and `d + n`.
// The copy read no more than `s` holds and wrote no more than `d` does, so
// the pointer it returns is at most that far into `d`, whatever `n` is
// (GCC: "the returned pointer is in [ax, ax + 5]").

typedef __SIZE_TYPE__ size_t;
void *mempcpy(void *, const void *, size_t);
extern char ax[], a3[3], a5[5];
volatile int x;

// CHECK-LABEL: In function 'by_source'
// CHECK: folded-mempcpy-bound.c:[[@LINE+3]]:8: warning: array subscript [-6, -1] is outside array bounds of 'char[]' [-Warray-bounds]
void by_source(size_t n) {
  char *p = mempcpy(ax, a5, n);
  x = p[-6];
  x = p[-5];
}

// CHECK-LABEL: In function 'by_destination'
// CHECK: folded-mempcpy-bound.c:[[@LINE+3]]:8: warning: array subscript [-4, -1] is outside array bounds of 'char[3]' [-Warray-bounds]
void by_destination(size_t n) {
  char *p = mempcpy(a3, a5, n);
  x = p[-4];
  x = p[-3];
}
