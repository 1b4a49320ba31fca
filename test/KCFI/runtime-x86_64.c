// REQUIRES: host-x86_64
// RUN: %kcc -O2 -fsanitize=kcfi %s -o %t
// RUN: %t matched
// RUN: %t forged; test $? -eq 132
// RUN: %t forged-unchecked
// RUN: %t forged-nocfi

// kcc's KCFI in x86-64 user space: a call through a pointer of the callee's
// own prototype runs; a call through a pointer forged from another
// prototype traps (ud2, SIGILL, exit status 128 + 4), unless the call is
// in cfi_unchecked() or in a no_sanitize("kcfi") function.

#include <string.h>

__attribute__((noinline)) int add_one(int x) { return x + 1; }
__attribute__((noinline)) long add(long a, long b) { return a + b; }

#include "Inputs/cfi-unchecked.h"

int (*volatile int_fn)(int) = add_one;

__attribute__((noinline, no_sanitize("kcfi"))) int call_nocfi(int x) {
  return int_fn(x);
}
long (*volatile long_fn)(long, long) = add;

int main(int argc, char **argv) {
  if (argc == 2 && !strcmp(argv[1], "matched"))
    return int_fn(41) == 42 && long_fn(1, 2) == 3 ? 0 : 1;
  if (argc == 2 && !strcmp(argv[1], "forged")) {
    int_fn = (int (*)(int))(void *)add; // long(long, long) behind int(int)
    return int_fn(1);
  }
  // add(1, <garbage>) returns something; it must just not trap.
  if (argc == 2 && !strcmp(argv[1], "forged-unchecked")) {
    int_fn = (int (*)(int))(void *)add;
    (void)cfi_unchecked(int_fn(1));
    return 0;
  }
  if (argc == 2 && !strcmp(argv[1], "forged-nocfi")) {
    int_fn = (int (*)(int))(void *)add;
    (void)call_nocfi(1);
    return 0;
  }
  return 2;
}
