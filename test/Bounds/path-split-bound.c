// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --implicit-check-not=warning:

// A length tested before a call but not guarding it: on the path where the
// test pins it to -1, which GCC's jump threading makes for the later
// `if (pad > 8)` that the test decides, the call's bound is SIZE_MAX.

// CHECK-LABEL: In function 'reset'
// CHECK: path-split-bound.c:[[@LINE+14]]:3: warning: '__builtin_memset' specified bound 18446744073709551615 exceeds maximum object size 9223372036854775807 [-Wstringop-overflow=]
// CHECK: [[@LINE+12]] |   int pad = len + 1 ?: 16;
// CHECK: (1) when the condition is evaluated to false
// CHECK: (2) warning happens here
// CHECK-NOT: note:

char *buf;
struct dev *dev;
void flush (struct dev *);
void fail (void);

void reset (int len)
{
  int pad = len + 1 ?: 16;
  __builtin_memset (buf, 0, len);
  if (pad > 8)
    flush (dev);
  else
    fail ();
}
