// RUN: %kcc -O2 -g -c %s -o /dev/null -Wstringop-overflow -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A destination at a variable offset into its object: the room left is the
// most the offset's range leaves (-Wstringop-overflow=2), and the note says
// where in the object the write starts.

#include <string.h>

char a7[7], key[16];

// The constant 8-byte memset is a store by the time of the check; it is
// checked where the call was.
// CHECK: stringop-offset.c:[[@LINE+1]]:30: warning: 'memset' writing 8 bytes into a region of size 4 overflows the destination [-Wstringop-overflow=]
void constant_offset(void) { memset(&key[12], 0, 8); }
// CHECK: stringop-offset.c:9:13: note: at offset 12 into destination object 'key' of size 16

// CHECK: stringop-offset.c:[[@LINE+2]]:25: warning: 'memcpy' writing 6 bytes into a region of size 5 overflows the destination [-Wstringop-overflow=]
void ranged_offset(const char *s, int i) {
  if (i >= 2 && i <= 3) memcpy(a7 + i, s, 6);
}
// CHECK: stringop-offset.c:9:6: note: at offset [2, 3] into destination object 'a7' of size 7

// The write fits at the lowest offset: no warning at level 2.
void fits_somewhere(const char *s, int i) {
  if (i >= 1 && i <= 3) memcpy(a7 + i, s, 6);
}

// CHECK: stringop-offset.c:[[@LINE+1]]:38: warning: 'strcat' writing 1 or more bytes into a region of size 0 overflows the destination [-Wstringop-overflow=]
void append_to_full(const char *s) { strcat(a7 + 7, s); }
// CHECK: stringop-offset.c:9:6: note: at offset 7 into destination object 'a7' of size 7
