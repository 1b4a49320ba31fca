// RUN: %kcc -O2 -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A string copied into a block allocated for its length alone, whatever
// that length is: no room for the NUL (GCC's "one too many bytes").

typedef __SIZE_TYPE__ size_t;
void *malloc(size_t);
size_t strlen(const char *);
char *strcpy(char *, const char *);
void *kalloc(size_t, unsigned) __attribute__((alloc_size(1)));

// CHECK-LABEL: In function 'dup'
// CHECK: stringop-one-too-many.c:[[@LINE+4]]:3: warning: 'strcpy' writing one too many bytes into a region of a size that depends on 'strlen' [-Wstringop-overflow=]
// CHECK: stringop-one-too-many.c:[[@LINE+2]]:13: note: destination object of size [0, 9223372036854775807] allocated by 'malloc'
char *dup(const char *s) {
  char *d = malloc(strlen(s));
  strcpy(d, s);
  return d;
}

// A kernel-style allocator (the size first, then flags).
// CHECK-LABEL: In function 'kdup'
// CHECK: stringop-one-too-many.c:[[@LINE+3]]:3: warning: 'strcpy' writing one too many bytes into a region of a size that depends on 'strlen' [-Wstringop-overflow=]
char *kdup(const char *s) {
  char *d = kalloc(strlen(s), 0);
  strcpy(d, s);
  return d;
}

// Room for the NUL, or another string's length: no warning.
char *fits(const char *s) {
  char *d = malloc(strlen(s) + 1);
  strcpy(d, s);
  return d;
}
char *other(const char *s, const char *t) {
  char *d = malloc(strlen(t));
  strcpy(d, s);
  return d;
}
