// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty
// RUN: %kcc -O3 -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty
// RUN: %kcc -O3 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty

// A loop over an array member with an unknown trip count, unrolled by 8:
// the copies for the fifth to eighth iterations subscript with `i | 4` ..
// `i | 7`, which alone are never in 'short *[4]', but the source access is
// all the copies together (libjpeg-turbo's jquant1.c, where GCC, which
// unrolls after its warnings, says nothing).

struct quant {
  int count;
  short *errors[4];
};

// No warning: `ci` may be anything below `n`.
void clear(struct quant *q, unsigned n) {
  for (unsigned ci = 0; ci < n; ci++)
    q->errors[ci][0] = 0;
}

void clear_next(struct quant *q, int n) {
  for (int ci = 0; ci < n; ci++)
    q->errors[ci][1] = 0;
}
// CHECK-NOT: warning:
