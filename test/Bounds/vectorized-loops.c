// RUN: %kcc -O2 -c %s -o /dev/null -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty
// RUN: %kcc -O3 -g -c %s -o /dev/null -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty
// RUN: %kcc -O3 -funroll-loops -c %s -o /dev/null -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty
// RUN: %kcc --target=x86_64-linux-gnu -march=x86-64-v3 -O2 -c %s -o /dev/null -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty

// Loops over whole arrays with an unknown trip count: the vectorizer's
// body accesses `a[i + 4]` and on only when the trip count is at least the
// vector width, which the array's bounds do not allow, and its epilogue and
// the unroller's remainder start where the body stopped. Their induction
// variables' ranges are not the source's. With AVX2 (x86-64-v3) the scalar
// loop after the vector ones is unrolled by 8, its copies at i + 1 .. i + 7,
// each of which alone may exclude [0, 3]: the access is all of them. No
// warning (gcc-12 gives none).

int a4[4];
short s8[8];
char c16[16];
struct q {
  int n;
  int t[6];
};

void copy_out(int *d, int n) {
  for (int i = 0; i < n; i++)
    d[i] = a4[i];
}

void fill(int n) {
  for (int i = 0; i < n; i++)
    a4[i] = i;
}

void add(int n) {
  for (int i = 0; i < n; i++)
    s8[i] += 3;
}

int sum(int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += c16[i];
  return s;
}

void scale(struct q *q, int n) {
  for (int i = 0; i < n; i++)
    q->t[i] = i * 3;
}

void mix(int *d, int n) {
  for (int i = 0; i < n; i++)
    d[i] = s8[i] + c16[i];
}

// CHECK-NOT: warning:
