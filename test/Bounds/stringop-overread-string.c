// RUN: %kcc -O2 -g -c %s -o /dev/null -Wstringop-overread -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// Functions that read a string, given a pointer to the end of its object,
// and bounded reads whose bound is larger than the source: GCC's words for
// each.

#include <string.h>

char a1[1], a2[2];
void sink(long);

// CHECK: stringop-overread-string.c:[[@LINE+1]]:32: warning: 'strlen' reading 1 or more bytes from a region of size 0 [-Wstringop-overread]
void at_end(void) { sink((long)strlen(a2 + 2)); }
// CHECK: stringop-overread-string.c:9:13: note: at offset 2 into source object 'a2' of size 2

// CHECK: stringop-overread-string.c:[[@LINE+1]]:42: warning: 'strcmp' reading 1 or more bytes from a region of size 0 [-Wstringop-overread]
void compare(const char *s) { sink((long)strcmp(a1 + 1, s)); }

// `a1 + i` is somewhere in a1: at most one byte is left.
// CHECK: stringop-overread-string.c:[[@LINE+1]]:34: warning: 'strnlen' specified bound 2 exceeds source size 1 [-Wstringop-overread]
void bounded(int i) { sink((long)strnlen(a1 + i, 2)); }
// CHECK: stringop-overread-string.c:9:6: note: source object allocated here

// A constant string ends before the bound: strnlen stops at its NUL.
void literal(void) { sink((long)strnlen("ab", 8)); }

// Inside the object: nothing.
void inside(void) { sink((long)strlen(a2 + 1)); }

// strncmp stops at the first difference: only a source with no room left
// is certainly read past its end.
// CHECK: stringop-overread-string.c:[[@LINE+1]]:42: warning: 'strncmp' specified bound 2 exceeds source size 0 [-Wstringop-overread]
void no_room(const char *s) { sink((long)strncmp(a2 + 2, s, 2)); }
void some_room(const char *s) { sink((long)strncmp(a2, s, 3)); }
