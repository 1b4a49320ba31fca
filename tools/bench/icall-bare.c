/* Freestanding indirect-call microbenchmark for tools/bench/icall-cost on
 * arm64 and riscv64 under qemu-user: N calls through a function pointer the
 * compiler cannot see through; N is the first argument. No libc. */
__attribute__((noinline)) int step(int x) { return x + 1; }
int (*volatile target)(int) = step;

static long parse(const char *s) {
  long n = 0;
  while (*s >= '0' && *s <= '9')
    n = n * 10 + (*s++ - '0');
  return n;
}

static __attribute__((noreturn)) void sys_exit(long code) {
#if defined(__aarch64__)
  register long x0 __asm__("x0") = code;
  register long x8 __asm__("x8") = 93;
  __asm__ volatile("svc #0" : : "r"(x0), "r"(x8));
#elif defined(__riscv)
  register long a0 __asm__("a0") = code;
  register long a7 __asm__("a7") = 93;
  __asm__ volatile("ecall" : : "r"(a0), "r"(a7));
#endif
  __builtin_unreachable();
}

/* Called from _start with the initial stack: argc, then argv. */
__attribute__((used)) void cstart(long *sp) {
  long n = sp[0] > 1 ? parse((const char *)sp[2]) : 1000;
  int (*fn)(int) = target;
  int acc = 0;
  for (long i = 0; i < n; i++) {
    acc = fn(acc);
    __asm__ volatile("" : "+r"(fn)); /* reload-free, but opaque */
  }
  sys_exit(acc == (int)n ? 0 : 1);
}

#if defined(__aarch64__)
__asm__(".globl _start\n_start:\n  mov x0, sp\n  bl cstart\n");
#elif defined(__riscv)
__asm__(".globl _start\n_start:\n  mv a0, sp\n  call cstart\n");
#endif
