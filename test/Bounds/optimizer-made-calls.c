// RUN: %kcc -O2 -c %s -o /dev/null -Wall -Wstringop-overflow -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// MemCpyOpt merges the four stores into one memset of 16 bytes; that memset
// is no call of the source and is not checked as one (GCC, which sees the
// stores, warns about the last store only). The store is checked before the
// merge; clang's front end does not check union members, so kcc does.

union U {
  int a3[3];
  int a1[1];
} u;

void merged(void) {
  u.a1[0] = 0;
  u.a1[1] = 0;
  u.a1[2] = 0;
  // CHECK: optimizer-made-calls.c:[[@LINE+1]]:7: warning: array subscript 3 is {{.*}} [-Warray-bounds]
  u.a1[3] = 0;
}

// A loop of stores that LoopIdiomRecognize turns into a memset.
char buf[8];
void idiom(unsigned n) {
  for (unsigned i = 0; i < n; i++)
    buf[i] = 0;
}
