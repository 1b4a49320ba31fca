// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=note:

// Copying, appending or searching a string that has no NUL in its array
// is GCC's "argument missing terminating nul", not the read past the array
// that follows from it (-Warray-bounds); the functions GCC knows to read a
// string include index, rindex and the exec family.

const char a[4] = {'a', 'b', 'c', 'd'};
char d[16];

// CHECK: unterminated-copies.c:[[@LINE+1]]:25: warning: '__builtin_strcpy' argument missing terminating nul [-Wstringop-overread]
void copy(void) { (void)__builtin_strcpy(d, a); }
// CHECK: unterminated-copies.c:8:12: note: referenced argument declared here

// CHECK: unterminated-copies.c:[[@LINE+1]]:27: warning: '__builtin_strcat' argument missing terminating nul [-Wstringop-overread]
void append(void) { (void)__builtin_strcat(d, a); }
// CHECK: unterminated-copies.c:8:12: note: referenced argument declared here

// CHECK: unterminated-copies.c:[[@LINE+1]]:35: warning: '__builtin_strncat' specified bound 5 exceeds the size 4 of unterminated array [-Wstringop-overread]
void append_bounded(void) { (void)__builtin_strncat(d, a, 5); }
// CHECK: unterminated-copies.c:8:12: note: referenced argument declared here

// CHECK: unterminated-copies.c:[[@LINE+1]]:37: warning: '__builtin_index' argument missing terminating nul [-Wstringop-overread]
char *search(void) { return (char *)__builtin_index(a, 'x'); }
// CHECK: unterminated-copies.c:8:12: note: referenced argument declared here

// CHECK: unterminated-copies.c:[[@LINE+1]]:24: warning: '__builtin_execl' argument missing terminating nul [-Wstringop-overread]
int run(void) { return __builtin_execl(a, "x", (char *)0); }
// CHECK: unterminated-copies.c:8:12: note: referenced argument declared here

// Within the array: nothing (the bound stops the read).
void append_within(void) { (void)__builtin_strncat(d, a, 4); }
