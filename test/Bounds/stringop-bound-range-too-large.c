// RUN: %kcc -O2 -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A bound that is in a range past PTRDIFF_MAX on the path (a negative int
// converted to size_t) is named by its range, as GCC does: "specified bound
// between X and Y".

typedef __SIZE_TYPE__ size_t;
void *memcpy(void *, const void *, size_t);
char *d, *s;

// CHECK-LABEL: In function 'negative'
// CHECK: stringop-bound-range-too-large.c:[[@LINE+2]]:14: warning: 'memcpy' specified bound between 18446744071562067968 and 18446744073709551615 exceeds maximum object size 9223372036854775807 [-Wstringop-overflow=]
void negative(int n) {
  if (n < 0) memcpy(d, s, n);
}
