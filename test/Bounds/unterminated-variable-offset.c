// RUN: %kcc -O2 -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A variable offset into a constant array with no NUL: the bound is
// measured from the offset's lowest value inside the array, "at most" its
// size, as GCC does (a negative offset is no reason to stay silent).

typedef __SIZE_TYPE__ size_t;
char *strncpy(char *, const char *, size_t);
const char a[] = {'a', 'b', 'c', 'd'};
void sink(void *);

// CHECK-LABEL: In function 'copy_from'
// CHECK: unterminated-variable-offset.c:[[@LINE+2]]:8: warning: 'strncpy' specified bound 5 exceeds the size of at most 4 of unterminated array [-Wstringop-overread]
void copy_from(char *d, int n) {
  sink(strncpy(d, a + n, 5));
}

// No more than the array holds from its start: nothing (GCC 12 said the
// bound "may exceed"; its later versions, whose tests kcc follows, do not).
void copy_four(char *d, int n) {
  sink(strncpy(d, a + n, 4));
}
