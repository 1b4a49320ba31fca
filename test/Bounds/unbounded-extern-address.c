// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// The address of an element of an array declared with no bound (`extern
// const int sysctl_vals[]`, which the IR types `[0 x i32]`) is no
// subscript above its bounds, whatever the element: the array has some
// size. The kernel's SYSCTL_FOUR, `(void *)&sysctl_vals[4]`, in a local
// struct's initializer (kernel/sysctl-test.c). One below it is outside.

extern const int sysctl_vals[];
struct table {
  const char *name;
  void *data;
  void *extra1, *extra2;
};
void use(struct table *);
void use_address(const void *);

void initializer(void) {
  int data = 0;
  struct table t = {.name = "foo",
                    .data = &data,
                    .extra1 = (void *)&sysctl_vals[4],
                    .extra2 = (void *)&sysctl_vals[5]};
  use(&t);
}

// CHECK: unbounded-extern-address.c:[[@LINE+2]]:20: warning: array subscript -1 is below array bounds of 'const int[]' [-Warray-bounds]
// CHECK: unbounded-extern-address.c:9:18: note: while referencing 'sysctl_vals'
void below(void) { use_address(&sysctl_vals[-1]); }

// An array of unknown bound of arrays (`extern const char
// link_mode_names[][ETH_GSTRING_LEN]`, net/ethtool/ioctl.c) is of some
// size too, not empty: copying from it is no access outside it.
typedef __SIZE_TYPE__ size_t;
void *memcpy(void *, const void *, size_t);
extern const char link_mode_names[][32];
extern const char features[][32];
void other(char *);
void copy_names(unsigned set, char *d) {
  if (set == 0)
    memcpy(d, features, 64 * 32);
  else if (set == 1)
    memcpy(d, link_mode_names, 103 * 32);
  else
    other(d);
}
