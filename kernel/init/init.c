/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/*
 * The kcc guest init: /init of the test initramfs. Freestanding, raw
 * syscalls (syscall.h). Mounts devtmpfs, proc, sysfs and debugfs, runs each
 * probe in a child process (a probe that oopses its task must not take init
 * with it), reports KTAP on the console and powers the machine off.
 *
 * kernel/run parses the KTAP lines; kernel/README.md lists the probes.
 */
#include "syscall.h"

/* clang may emit these for struct copies even when freestanding. */
void *memset(void *d, int c, unsigned long n) {
  unsigned char *p = d;
  while (n--)
    *p++ = (unsigned char)c;
  return d;
}
void *memcpy(void *d, const void *s, unsigned long n) {
  unsigned char *p = d;
  const unsigned char *q = s;
  while (n--)
    *p++ = *q++;
  return d;
}

static unsigned long str_len(const char *s) {
  unsigned long n = 0;
  while (s[n])
    n++;
  return n;
}

static int str_eq(const char *a, const char *b) {
  while (*a && *a == *b)
    a++, b++;
  return *a == *b;
}

static void put(const char *s) { sys_write(1, s, str_len(s)); }

static void put_num(long v) {
  char buf[24];
  int i = sizeof(buf);
  int neg = v < 0;
  unsigned long u = neg ? -(unsigned long)v : (unsigned long)v;
  buf[--i] = 0;
  do
    buf[--i] = (char)('0' + u % 10);
  while ((u /= 10) && i > 1);
  if (neg)
    buf[--i] = '-';
  put(&buf[i]);
}

/* Find needle in [hay, hay+len) starting at offset from; -1 if absent. */
static long find(const char *hay, long len, long from, const char *needle) {
  long n = (long)str_len(needle);
  for (long i = from; i + n <= len; i++) {
    long j = 0;
    while (j < n && hay[i + j] == needle[j])
      j++;
    if (j == n)
      return i;
  }
  return -1;
}

/* The kernel log, read with syslog(2) (CONFIG_PRINTK). */
static char klog[1 << 18];
static long klog_len;

static void read_klog(void) {
  sc_t n = sys_syslog(SYSLOG_ACTION_READ_ALL, klog, sizeof(klog));
  klog_len = n > 0 ? n : 0;
}

static long count_in_klog(const char *needle) {
  long count = 0;
  read_klog();
  for (long at = 0; (at = find(klog, klog_len, at, needle)) >= 0; at++)
    count++;
  return count;
}

/* --- probes ------------------------------------------------------------ */

/* How the child of a probe is expected to end. */
enum expect { EXPECT_EXIT_0, EXPECT_KILLED };

struct probe {
  const char *name;
  enum expect expect;
  int (*child)(const struct probe *);              /* runs in a child */
  const char *(*check)(const struct probe *, long); /* in init; NULL = ok */
  long (*before)(void);                            /* state for check */
  /* For debugfs_child/log_check: write value to file (SKIP if the file
   * is absent and skip_if_missing), then expect log in the kernel log. */
  const char *file, *value;
  int skip_if_missing;
  const char *log;
};

static int write_file(const char *path, const char *text) {
  sc_t fd = sys_openat(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0)
    return (int)-fd;
  sc_t n = sys_write((int)fd, text, str_len(text));
  sys_close((int)fd);
  return n < 0 ? (int)-n : 0;
}

static int boot_child(const struct probe *p) {
  (void)p;
  return 0;
}

static long cfi_failures(void);

/* Userspace is reached, and nothing failed a CFI check on the way. */
static const char *boot_check(const struct probe *p, long unused) {
  (void)p, (void)unused;
  return cfi_failures() == 0 ? 0 : "a CFI failure was reported during boot";
}

/* LKDTM calls a matched, then a mismatched prototype; CFI must kill us. */
static int lkdtm_forward_proto_child(const struct probe *p) {
  (void)p;
  int err = write_file("/sys/kernel/debug/provoke-crash/DIRECT",
                       "CFI_FORWARD_PROTO");
  if (err) {
    put("# lkdtm_cfi_forward_proto: write to provoke-crash/DIRECT failed, errno ");
    put_num(err);
    put("\n");
    return 2;
  }
  return 1; /* survived the mismatched call */
}

static long cfi_failures(void) { return count_in_klog("CFI failure at"); }

/* LKDTM first calls the matched prototype, which must pass its check, then
 * the mismatched one, which must trap. */
static const char *lkdtm_forward_proto_check(const struct probe *p,
                                             long before) {
  (void)p;
  if (before != 0)
    return "a CFI failure was reported before this probe";
  if (cfi_failures() <= before)
    return "no 'CFI failure at' in the kernel log";
  long matched = find(klog, klog_len, 0, "lkdtm: Calling matched prototype");
  long mismatched =
      find(klog, klog_len, matched, "lkdtm: Calling mismatched prototype");
  long failure = find(klog, klog_len, matched, "CFI failure at");
  if (matched < 0 || mismatched < 0 || failure < mismatched)
    return "the CFI failure was not on the mismatched call";
  /* The report decodes the check: "(target: lkdtm_increment_int+0x0/...;
   * expected type: 0x...)", not "(no target information)". */
  long target = find(klog, klog_len, failure, "(target: ");
  long eol = find(klog, klog_len, failure, "\n");
  if (target < 0 || (eol >= 0 && target > eol))
    return "the CFI report names no target and expected type";
  return 0;
}

/* The kcc_test probes: write a number to one of the module's debugfs files
 * (kernel/modules/kcc_test), which runs a test in the kernel. */
static int debugfs_child(const struct probe *p) {
  int err = write_file(p->file, p->value);
  if (err == 2 /* ENOENT */ && p->skip_if_missing)
    return 77;
  if (err) {
    put("# ");
    put(p->name);
    put(": write to ");
    put(p->file);
    put(" failed, errno ");
    put_num(err);
    put("\n");
    return 1;
  }
  return 0;
}

/* The test's line is in the kernel log. */
static const char *log_check(const struct probe *p, long unused) {
  (void)unused;
  if (count_in_klog(p->log) > 0)
    return 0;
  put("# ");
  put(p->name);
  put(": expected in the kernel log: ");
  put(p->log);
  put("\n");
  return "the expected line is not in the kernel log";
}

/* A module built by kcc loads, and its init makes a checked indirect call. */
static int module_child(const struct probe *p) {
  (void)p;
  sc_t fd = sys_openat("/kcc_test.ko", O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return 2;
  sc_t err = sys_finit_module((int)fd, "");
  sys_close((int)fd);
  if (err) {
    put("# module_load: finit_module failed, errno ");
    put_num(-err);
    put("\n");
    return 1;
  }
  return 0;
}

static const struct probe probes[] = {
    {.name = "boot", .child = boot_child, .check = boot_check},
    {.name = "module_load", .child = module_child, .check = log_check,
     .log = "kcc_test: indirect call returned 42"},
    /* A matched-prototype indirect call survives its check. */
    {.name = "cfi_matched_call", .child = debugfs_child, .check = log_check,
     .file = "/sys/kernel/debug/kcc_test/call_matched", .value = "7",
     .log = "kcc_test: call_matched(7) = 14"},
    /* cfi_unchecked(): a forged call the check would catch survives (the
     * file exists only when kcc's KCFI built the module). */
    {.name = "cfi_unchecked_call", .child = debugfs_child, .check = log_check,
     .file = "/sys/kernel/debug/kcc_test/call_unchecked", .value = "5",
     .skip_if_missing = 1, .log = "kcc_test: call_unchecked(5) survived"},
    /* -fsanitize-kcfi-reserved-id: the preamble of a function that is only
     * called directly holds the reserved id 0, which no check expects. */
    {.name = "kcfi_reserved_id", .child = debugfs_child, .check = log_check,
     .file = "/sys/kernel/debug/kcc_test/reserved_id", .value = "1",
     .skip_if_missing = 1,
     .log = "kcc_test: word before kcc_test_direct_only: 00000000 "
            "(direct call: 4)"},
    /* Last: if the trap took the kernel down, the other probes still ran. */
    {.name = "lkdtm_cfi_forward_proto", .expect = EXPECT_KILLED,
     .child = lkdtm_forward_proto_child, .check = lkdtm_forward_proto_check,
     .before = cfi_failures},
};

#define NPROBES (int)(sizeof(probes) / sizeof(probes[0]))

static void report(int n, const struct probe *p, const char *reason) {
  if (reason && str_eq(reason, "SKIP")) {
    put("ok ");
    put_num(n);
    put(" ");
    put(p->name);
    put(" # SKIP the test module was not built for it\n");
    return;
  }
  put(reason ? "not ok " : "ok ");
  put_num(n);
  put(" ");
  put(p->name);
  if (reason) {
    put(" # ");
    put(reason);
  }
  put("\n");
}

static const char *run_probe(const struct probe *p) {
  long state = p->before ? p->before() : 0;
  sc_t pid = sys_fork();
  if (pid < 0)
    return "fork failed";
  if (pid == 0)
    sys_exit(p->child(p));
  int status = 0;
  if (sys_wait(pid, &status) != pid)
    return "wait4 failed";
  int signaled = (status & 0x7f) != 0 && (status & 0x7f) != 0x7f;
  int code = (status >> 8) & 0xff;
  if (p->expect == EXPECT_KILLED && !signaled)
    return code == 1 ? "the probe survived (no CFI trap)"
                     : "the probe could not run";
  if (p->expect == EXPECT_EXIT_0 && signaled)
    return "the probe was killed";
  if (p->expect == EXPECT_EXIT_0 && code == 77)
    return "SKIP";
  if (p->expect == EXPECT_EXIT_0 && code != 0)
    return "the probe failed";
  return p->check ? p->check(p, state) : 0;
}

static void mount_fs(const char *src, const char *dir, const char *type) {
  sys_mkdir(dir);
  sc_t err = sys_mount(src, dir, type);
  if (err && err != -16 /* EBUSY: already mounted */) {
    put("# mount ");
    put(dir);
    put(" failed, errno ");
    put_num(-err);
    put("\n");
  }
}

/* Fault injection for kernel/selftest, from the kernel command line (the
 * kernel hands unknown "name=value" parameters to init as environment):
 *   kcc_fault=hang_before=N   stop (sleep forever) before probe N reports
 *   kcc_fault=exit_before=N   exit (and so panic the kernel) before probe N
 */
static const char *fault_kind;
static long fault_probe = -1;

static int starts_with(const char *s, const char *prefix) {
  while (*prefix)
    if (*s++ != *prefix++)
      return 0;
  return 1;
}

static void parse_fault(char **envp) {
  for (; envp && *envp; envp++) {
    const char *e = *envp;
    if (!starts_with(e, "kcc_fault="))
      continue;
    e += str_len("kcc_fault=");
    if (starts_with(e, "hang_before="))
      fault_kind = "hang";
    else if (starts_with(e, "exit_before="))
      fault_kind = "exit";
    else
      continue;
    while (*e && *e != '=')
      e++;
    fault_probe = 0;
    while (*++e >= '0' && *e <= '9')
      fault_probe = fault_probe * 10 + (*e - '0');
  }
}

static void maybe_fault(int n) {
  if (n != fault_probe)
    return;
  put("# kcc-init: injected fault: ");
  put(fault_kind);
  put("\n");
  if (fault_kind[0] == 'e')
    sys_exit(1);
  for (;;) {
    long ts[2] = {3600, 0};
    syscall3(NR_nanosleep, ts, 0, 0);
  }
}

static int main(char **envp) {
  parse_fault(envp);
  mount_fs("devtmpfs", "/dev", "devtmpfs");
  mount_fs("proc", "/proc", "proc");
  mount_fs("sysfs", "/sys", "sysfs");
  mount_fs("debugfs", "/sys/kernel/debug", "debugfs");

  put("KTAP version 1\n1..");
  put_num(NPROBES);
  put("\n");
  for (int i = 0; i < NPROBES; i++) {
    /* Named before it runs, so a probe that never reports can be named. */
    put("# run ");
    put_num(i + 1);
    put(" ");
    put(probes[i].name);
    put("\n");
    const char *reason = run_probe(&probes[i]);
    maybe_fault(i + 1);
    report(i + 1, &probes[i], reason);
  }
  put("# kcc-init: done, powering off\n");
  sys_poweroff();
  return 0;
}

/* The entry point: the kernel leaves argc, argv[], 0, envp[], 0 at sp. */
__attribute__((noreturn, used)) void start_c(long *sp) {
  char **argv = (char **)(sp + 1);
  sys_exit(main(argv + sp[0] + 1));
}

#if defined(__aarch64__)
__asm__(".globl _start\n_start:\n\tmov x0, sp\n\tbl start_c\n");
#else
__asm__(".globl _start\n_start:\n\tmv a0, sp\n\tcall start_c\n");
#endif
