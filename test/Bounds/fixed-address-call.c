// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A pointer argument at a fixed address below the smallest page (GCC's
// --param=min-pagesize, 4096) is a null pointer plus an offset: it points
// to an object of no size. GCC's restrict pass words what a call writes
// or copies there (-Warray-bounds), its access pass a string only read
// (-Wstringop-overread). An address at or above the page is left alone.

struct regs { long ctrl, status; };

// CHECK-LABEL: In function 'clear_status'
// CHECK: fixed-address-call.c:[[@LINE+3]]:3: warning: '__builtin_memset' offset [0, 7] is out of the bounds [0, 0] [-Warray-bounds]
void clear_status (void)
{
  __builtin_memset (&((struct regs *) 0)->status, 0, 8);
}

// CHECK-LABEL: In function 'read_rom'
// CHECK: fixed-address-call.c:[[@LINE+3]]:3: warning: '__builtin_memcpy' offset [0, 3] is out of the bounds [0, 0] [-Warray-bounds]
void read_rom (char *d)
{
  __builtin_memcpy (d, (char *) 32, 4);
}

// CHECK-LABEL: In function 'name_len'
// CHECK: fixed-address-call.c:[[@LINE+3]]:10: warning: '__builtin_strlen' reading 1 or more bytes from a region of size 0 [-Wstringop-overread]
unsigned long name_len (void)
{
  return __builtin_strlen ((char *) 1);
}

void mapped (void)
{
  __builtin_memset ((void *) 0x2000, 0, 8);
}
