/* Indirect-call microbenchmark for tools/bench/icall-cost: N calls through
 * a function pointer the compiler cannot see through. */
#include <stdlib.h>

__attribute__((noinline)) int step(int x) { return x + 1; }
int (*volatile target)(int) = step;

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000;
  int (*fn)(int) = target;
  int acc = 0;
  for (long i = 0; i < n; i++) {
    acc = fn(acc);
    __asm__ volatile("" : "+r"(fn)); /* reload-free, but opaque */
  }
  return acc == (int)n ? 0 : 1;
}
