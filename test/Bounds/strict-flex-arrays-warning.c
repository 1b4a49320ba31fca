// RUN: %kcc -O2 -c %s -o /dev/null -Wstrict-flex-arrays -fstrict-flex-arrays=1 2>&1 | FileCheck %s --check-prefixes=CHECK,ONE
// RUN: %kcc -O2 -c %s -o /dev/null -Wstrict-flex-arrays -fstrict-flex-arrays=2 2>&1 | FileCheck %s --check-prefixes=CHECK,TWO
// RUN: %kcc -O2 -c %s -o /dev/null -Wstrict-flex-arrays -Wno-strict-flex-arrays -fstrict-flex-arrays=2 2>&1 | count 0
// RUN: %kcc -O2 -c %s -o /dev/null -Wstrict-flex-arrays 2>&1 | FileCheck %s --check-prefix=IGNORED

// GCC 13's -Wstrict-flex-arrays: a trailing array accessed past its bound,
// as if it were flexible, although -fstrict-flex-arrays=N says it is not
// (1: two or more elements, 2: also one, 3: also zero). Without a level
// the warning is ignored, with a warning, as GCC does.

struct four { int n; int data[4]; };
struct one { int n; int data[1]; };

// CHECK: strict-flex-arrays-warning.c:[[@LINE+1]]:57: warning: trailing array 'int[4]' should not be used as a flexible array member [-Wstrict-flex-arrays]
int four(struct four *p, int i) { return i > 5 ? p->data[i] : 0; }
// ONE-NOT: 'int[1]'
// TWO: strict-flex-arrays-warning.c:[[@LINE+1]]:55: warning: trailing array 'int[1]' should not be used as a flexible array member [-Wstrict-flex-arrays]
int one(struct one *p, int i) { return i > 5 ? p->data[i] : 0; }

// IGNORED: kcc: warning: '-Wstrict-flex-arrays' is ignored when '-fstrict-flex-arrays' is not present (or 0)
// IGNORED-NOT: warning
