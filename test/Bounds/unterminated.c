// RUN: %kcc -O2 -c %s -o /dev/null -Wstringop-overread -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=note:

// A string argument in a constant array that holds no NUL from there to its
// end.

#include <string.h>

const char a[3] = "123";
const char b[7] = "abc\0def";

// CHECK: unterminated.c:[[@LINE+1]]:29: warning: 'strlen' argument missing terminating nul [-Wstringop-overread]
size_t whole(void) { return strlen(a); }
// CHECK: unterminated.c:8:12: note: referenced argument declared here

// CHECK: unterminated.c:[[@LINE+1]]:28: warning: 'strlen' argument missing terminating nul [-Wstringop-overread]
size_t tail(void) { return strlen(b + 4); }
// CHECK: unterminated.c:9:12: note: referenced argument declared here

// A bound past the bytes left.
// CHECK: unterminated.c:[[@LINE+1]]:31: warning: 'strnlen' specified bound 5 exceeds the size 3 of unterminated array [-Wstringop-overread]
size_t bounded(void) { return strnlen(a, 5); }
// CHECK: unterminated.c:8:12: note: referenced argument declared here

// A NUL before the end, or a bound within: nothing.
size_t terminated(void) { return strlen(b); }
size_t within(void) { return strnlen(a, 3); }
