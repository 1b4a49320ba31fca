// RUN: %kcc -O2 -Wall -Wno-fortify-source -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -Wall -Wno-fortify-source -Wno-array-bounds -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=OVERFLOW --implicit-check-not=warning:

// GCC folds a strcpy of a constant string into a memcpy before it checks
// the call, and names that: '__builtin_memcpy'. A string it cannot
// measure (a parameter) keeps the name written.

#include <string.h>

char buf[4];

// CHECK: folded-copy-name.c:[[@LINE+2]]:22: warning: '__builtin_memcpy' forming offset [4, 5] is out of the bounds [0, 4] of object 'buf' with type 'char[4]' [-Warray-bounds]
// OVERFLOW: folded-copy-name.c:[[@LINE+1]]:22: warning: '__builtin_memcpy' writing 6 bytes into a region of size 4 overflows the destination [-Wstringop-overflow=]
void literal(void) { strcpy(buf, "hello"); }

void unknown(const char *s) { strcpy(buf, s); }
