/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/*
 * Raw system calls for the kcc guest init: no libc exists for the guest
 * (Debian 12 has no riscv64 userland), so init talks to the kernel directly.
 * arm64 and riscv64 share the generic syscall table (asm-generic/unistd.h).
 */
#ifndef KCC_INIT_SYSCALL_H
#define KCC_INIT_SYSCALL_H

typedef long sc_t;

#if defined(__aarch64__)
static inline sc_t syscall6(sc_t n, sc_t a, sc_t b, sc_t c, sc_t d, sc_t e,
                            sc_t f) {
  register sc_t x8 __asm__("x8") = n;
  register sc_t x0 __asm__("x0") = a;
  register sc_t x1 __asm__("x1") = b;
  register sc_t x2 __asm__("x2") = c;
  register sc_t x3 __asm__("x3") = d;
  register sc_t x4 __asm__("x4") = e;
  register sc_t x5 __asm__("x5") = f;
  __asm__ volatile("svc #0"
                   : "+r"(x0)
                   : "r"(x8), "r"(x1), "r"(x2), "r"(x3), "r"(x4), "r"(x5)
                   : "memory", "cc");
  return x0;
}
#elif defined(__riscv) && __riscv_xlen == 64
static inline sc_t syscall6(sc_t n, sc_t a, sc_t b, sc_t c, sc_t d, sc_t e,
                            sc_t f) {
  register sc_t a7 __asm__("a7") = n;
  register sc_t a0 __asm__("a0") = a;
  register sc_t a1 __asm__("a1") = b;
  register sc_t a2 __asm__("a2") = c;
  register sc_t a3 __asm__("a3") = d;
  register sc_t a4 __asm__("a4") = e;
  register sc_t a5 __asm__("a5") = f;
  __asm__ volatile("ecall"
                   : "+r"(a0)
                   : "r"(a7), "r"(a1), "r"(a2), "r"(a3), "r"(a4), "r"(a5)
                   : "memory");
  return a0;
}
#else
#error "kcc guest init: unsupported architecture (arm64 and riscv64 only)"
#endif

#define syscall3(n, a, b, c) syscall6(n, (sc_t)(a), (sc_t)(b), (sc_t)(c), 0, 0, 0)

/* asm-generic/unistd.h */
enum {
  NR_mkdirat = 34,
  NR_mount = 40,
  NR_openat = 56,
  NR_close = 57,
  NR_read = 63,
  NR_write = 64,
  NR_exit = 93,
  NR_nanosleep = 101,
  NR_syslog = 116,
  NR_reboot = 142,
  NR_clone = 220,
  NR_wait4 = 260,
  NR_finit_module = 273,
};

#define AT_FDCWD (-100)
#define O_RDONLY 0
#define O_WRONLY 1
#define O_CLOEXEC 02000000
#define SIGCHLD 17
#define SYSLOG_ACTION_READ_ALL 3
#define SYSLOG_ACTION_SIZE_BUFFER 10
#define LINUX_REBOOT_MAGIC1 0xfee1dead
#define LINUX_REBOOT_MAGIC2 672274793
#define LINUX_REBOOT_CMD_POWER_OFF 0x4321fedc

static inline sc_t sys_openat(const char *path, int flags) {
  return syscall6(NR_openat, AT_FDCWD, (sc_t)path, flags, 0, 0, 0);
}
static inline sc_t sys_close(int fd) { return syscall3(NR_close, fd, 0, 0); }
static inline sc_t sys_read(int fd, void *buf, unsigned long n) {
  return syscall3(NR_read, fd, buf, n);
}
static inline sc_t sys_write(int fd, const void *buf, unsigned long n) {
  return syscall3(NR_write, fd, buf, n);
}
static inline sc_t sys_mkdir(const char *path) {
  return syscall6(NR_mkdirat, AT_FDCWD, (sc_t)path, 0755, 0, 0, 0);
}
static inline sc_t sys_mount(const char *src, const char *dst,
                             const char *type) {
  return syscall6(NR_mount, (sc_t)src, (sc_t)dst, (sc_t)type, 0, 0, 0);
}
static inline sc_t sys_fork(void) {
  return syscall6(NR_clone, SIGCHLD, 0, 0, 0, 0, 0);
}
static inline sc_t sys_wait(sc_t pid, int *status) {
  return syscall6(NR_wait4, pid, (sc_t)status, 0, 0, 0, 0);
}
static inline __attribute__((noreturn)) void sys_exit(int code) {
  for (;;)
    syscall3(NR_exit, code, 0, 0);
}
static inline sc_t sys_syslog(int type, char *buf, int len) {
  return syscall3(NR_syslog, type, buf, len);
}
static inline sc_t sys_finit_module(int fd, const char *params) {
  return syscall3(NR_finit_module, fd, params, 0);
}
static inline sc_t sys_poweroff(void) {
  return syscall6(NR_reboot, LINUX_REBOOT_MAGIC1, LINUX_REBOOT_MAGIC2,
                  LINUX_REBOOT_CMD_POWER_OFF, 0, 0, 0);
}

#endif /* KCC_INIT_SYSCALL_H */
