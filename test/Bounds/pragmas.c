// RUN: not %kcc -O2 -c %s -o /dev/null -Wall -Werror -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:

// #pragma GCC diagnostic (and clang's) apply to kcc's warnings where they
// are, with push and pop, from _Pragma in macros too, and where code was
// inlined from; kcc's own groups are known to clang (no "unknown warning
// group", an error under -Werror).

#include <string.h>

char buf[4];
int a[4];

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#pragma GCC diagnostic ignored "-Wstringop-overread"
#pragma GCC diagnostic ignored "-Warray-bounds"
void quiet(const char *s) { memcpy(buf, s, 8); }
#pragma GCC diagnostic pop
// CHECK: pragmas.c:[[@LINE+1]]:28: error: 'memcpy' forming offset [4, 8] {{.*}} [-Werror=array-bounds]
void loud(const char *s) { memcpy(buf, s, 9); }

// A call's -Warray-bounds ignored leaves it to -Wstringop-overflow.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Warray-bounds"
// CHECK: pragmas.c:[[@LINE+1]]:29: error: 'memcpy' writing 10 bytes into a region of size 4 overflows the destination [-Werror=stringop-overflow=]
void other(const char *s) { memcpy(buf, s, 10); }
#pragma GCC diagnostic pop

#define IGNORE_BOUNDS                                                          \
  _Pragma("GCC diagnostic push")                                               \
      _Pragma("GCC diagnostic ignored \"-Warray-bounds\"")
#define RESTORE _Pragma("GCC diagnostic pop")

IGNORE_BOUNDS
int in_macro_region(int i) { return a[(i & 1) + 4]; }
RESTORE
// CHECK: pragmas.c:[[@LINE+1]]:35: error: array subscript 6 is above array bounds of 'int[4]' [-Werror=array-bounds]
int after_region(int i) { return a[(i & 1) + 6]; }

// "warning" keeps a warning a warning under -Werror.
#pragma GCC diagnostic warning "-Warray-bounds"
// CHECK: pragmas.c:[[@LINE+1]]:33: warning: array subscript 5 is above array bounds of 'int[4]' [-Warray-bounds]
int as_warning(int i) { return a[(i & 1) + 5]; }

// Code inlined into an ignored region is ignored there.
static inline int get(int i) { return a[i]; }
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Warray-bounds"
int inlined_quiet(void) { return get(7); }
#pragma clang diagnostic pop
// CHECK: pragmas.c:[[@LINE-5]]:40: warning: array subscript 8 is above array bounds of 'int[4]' [-Warray-bounds]
int inlined_loud(void) { return get(8); }
// CHECK: kcc: all warnings being treated as errors
