// kcc's KCFI on the host (x86-64): `kcc -fsanitize=kcfi kcfi.c -o kcfi`.
//   ./kcfi           a call through a pointer of the callee's prototype runs
//   ./kcfi forged    a pointer forged from another prototype: the check
//                    before the call traps (SIGILL, exit status 132)
//   ./kcfi unchecked the same forged call inside cfi_unchecked(): not checked

#include <stdio.h>
#include <string.h>

extern char __kcc_cfi_unchecked_marker;
#define cfi_unchecked(expr)                                                    \
  ({                                                                           \
    (void)sizeof(__kcc_cfi_unchecked_marker);                                  \
    (expr);                                                                    \
  })

static int square(int x) { return x * x; }
static long sum(long a, long b) { return a + b; }

int (*volatile op)(int) = square;
long (*volatile op2)(long, long) = sum;

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "matched";
  if (!strcmp(mode, "forged") || !strcmp(mode, "unchecked"))
    op = (int (*)(int))(void *)op2; // long(long, long) behind int(int)
  int r = !strcmp(mode, "unchecked") ? cfi_unchecked(op(7)) : op(7);
  printf("%s: op(7) returned %d\n", mode, r);
  return 0;
}
