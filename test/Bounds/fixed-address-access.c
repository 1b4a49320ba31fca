// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A load or store at an integer made a pointer below the smallest page
// (GCC's --param=min-pagesize, 4096) accesses an object of no size, named
// by the type GCC's reference has, also through a variable that holds it. Through a null pointer (`p->b` of
// `p = 0`) GCC isolates the access as a trap instead, and says nothing.

typedef short int16_t;
struct regs { long ctrl, status; };

// CHECK-LABEL: In function 'poke'
// CHECK: fixed-address-access.c:[[@LINE+3]]:3: warning: array subscript 0 is outside array bounds of 'int[0]' [-Warray-bounds]
void poke (void)
{
  *(int *) 16 = 1;
}

// CHECK-LABEL: In function 'peek'
// CHECK: fixed-address-access.c:[[@LINE+3]]:10: warning: array subscript 0 is outside array bounds of 'volatile int[0]' [-Warray-bounds]
int peek (void)
{
  return *(volatile int *) 64;
}

// CHECK-LABEL: In function 'poke16'
// CHECK: fixed-address-access.c:[[@LINE+3]]:3: warning: array subscript 0 is outside array bounds of 'int16_t[0]' {aka 'short int[]'} [-Warray-bounds]
void poke16 (void)
{
  *(int16_t *) 8 = 2;
}

// CHECK-LABEL: In function 'set_status'
// CHECK: fixed-address-access.c:[[@LINE+5]]:23: warning: array subscript 0 is outside array bounds of 'struct regs[0]' [-Warray-bounds]
// CHECK-NEXT: [[@LINE+4]] |   ((struct regs *) 32)->status = 1;
// CHECK-NEXT: |                       ^~
void set_status (void)
{
  ((struct regs *) 32)->status = 1;
}

long null_status (void)
{
  return ((struct regs *) 0)->status;
}

// CHECK-LABEL: In function 'poke_var'
// CHECK: fixed-address-access.c:[[@LINE+5]]:3: warning: array subscript 0 is outside array bounds of 'int[0]' [-Warray-bounds]
void poke_var (void)
{
  int *p = (int *) 16;

  *p = 3;
}

long null_var (void)
{
  struct regs *r = 0;

  return r->status;
}

int mapped (void)
{
  return *(int *) 0x2000;
}
