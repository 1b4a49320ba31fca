// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A -Warray-bounds warning that a #pragma ignores at the store is not
// given, and so does not stand for the store: GCC's strlen pass then gives
// its -Wstringop-overflow on it, as it does where -Warray-bounds is off.

char g[4];

void ignored(void) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Warray-bounds"
  // CHECK: pragma-ignored-leaves-store.c:[[@LINE+2]]:8: warning: writing 1 byte into a region of size 0 [-Wstringop-overflow=]
  // CHECK: pragma-ignored-leaves-store.c:7:6: note: at offset 4 into destination object 'g' of size 4
  g[4] = 1;
#pragma GCC diagnostic pop
}

// Not ignored: -Warray-bounds alone.
// CHECK: pragma-ignored-leaves-store.c:[[@LINE+1]]:22: warning: array subscript 4 is above array bounds of 'char[4]' [-Warray-bounds]
void warned(void) { g[4] = 2; }
