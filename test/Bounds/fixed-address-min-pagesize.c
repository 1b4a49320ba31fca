// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=PAGE --implicit-check-not=warning:
// RUN: %kcc -O2 -Wall --param=min-pagesize=0 -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty --check-prefix=NONE --implicit-check-not=warning:
// RUN: %kcc -O2 -Wall --param=min-pagesize=8192 -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=LARGER --implicit-check-not=warning:
// RUN: not %kcc -O2 -Wall --param=min-pagesize=x -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e %t.o

// --param=min-pagesize=N, as GCC's: addresses below N are null plus an
// offset (4096 by default); 0 turns that off. Firmware and embedded code
// that maps registers at low addresses passes 0.

// PAGE: fixed-address-min-pagesize.c:[[@LINE+5]]:3: warning: '__builtin_memset' offset [0, 7] is out of the bounds [0, 0] [-Warray-bounds]
// LARGER: fixed-address-min-pagesize.c:[[@LINE+4]]:3: warning: '__builtin_memset' offset [0, 7] is out of the bounds [0, 0] [-Warray-bounds]
// LARGER: fixed-address-min-pagesize.c:[[@LINE+4]]:3: warning: '__builtin_memset' offset [0, 7] is out of the bounds [0, 0] [-Warray-bounds]
void clear_low (void)
{
  __builtin_memset ((void *) 0x100, 0, 8);
  __builtin_memset ((void *) 0x1800, 0, 8);
}

// NONE-NOT: warning:
// BAD: kcc: error: {{.*}}min-pagesize
