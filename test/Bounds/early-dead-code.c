// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// The check at the start of the pipeline sees the front end's IR: a loop
// over an empty table (`i < 0u`, folded by the first simplifications) does
// not run, and storing pointer arithmetic into a local's stack slot is no
// escape of the address. (gcc-12 warns about `base -= 257` in straight-line
// code like offset_base, not once the pointer merges with others at a phi,
// as in zlib's inflate_table; kcc warns where the address is passed on or
// an access through it is outside.)

struct port {
  int x, y;
};
static const struct port ports[] = {};
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
void sink(int);

void each(void) {
  for (int i = 0; i < ARRAY_SIZE(ports); i++)
    sink(ports[i].x);
}

static const unsigned short base_table[31] = {3, 4, 5};
void sinkp(const unsigned short *);

int offset_base(int x) {
  const unsigned short *base = base_table;
  base -= 257;
  return x >= 257 && x < 288 ? base[x] : 0;
}

// Passed on, the address is checked, in the pointer's elements.
// CHECK: early-dead-code.c:[[@LINE+1]]:65: warning: array subscript -257 is outside array bounds of 'const short unsigned int[31]' [-Warray-bounds]
void passed(void) { const unsigned short *b = base_table - 257; sinkp(b); }

// The kernel's form (8250_platform.c): `&&` merges the folded test with
// another at a phi, whose only live edge brings false.
extern unsigned nr_uarts;
void each_and(void) {
  for (int i = 0; i < ARRAY_SIZE(ports) && i < nr_uarts; i++)
    sink(ports[i].y);
}
