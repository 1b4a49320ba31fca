// RUN: %kcc -O2 -c %s -o /dev/null -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A pointer a string or memory function returns into its first argument's
// object is checked against that object, where the function may have
// stopped: mempcpy(d, s, n) at d + n, stpcpy at the NUL it copied (before
// the end), memchr(d, c, n) at one of the n bytes, strchr in the object
// (as GCC's pointer query, in its words).

typedef __SIZE_TYPE__ size_t;
void *mempcpy(void *, const void *, size_t);
char *stpcpy(char *, const char *);
void *memchr(const void *, int, size_t);
char *strchr(const char *, int);

char a5[5];
extern const char *s;
volatile int x;

// CHECK-LABEL: In function 'after_copy':
void after_copy(void) {
  char *p = mempcpy(a5, s, 3);
  x = p[1];
  // CHECK: returned-pointers.c:[[@LINE+1]]:8: warning: array subscript 5 is outside array bounds of 'char[5]' [-Warray-bounds]
  x = p[2];
}

// CHECK-LABEL: In function 'at_nul':
void at_nul(void) {
  char *p = stpcpy(a5, s);
  // CHECK: returned-pointers.c:[[@LINE+1]]:8: warning: array subscript [-5, -1] is outside array bounds of 'char[5]' [-Warray-bounds]
  x = p[-5];
  x = p[-4];
  x = p[4];
  // CHECK: returned-pointers.c:[[@LINE+1]]:8: warning: array subscript 5 is outside array bounds of 'char[5]' [-Warray-bounds]
  x = p[5];
}

// CHECK-LABEL: In function 'found':
void found(int c) {
  const char *p = memchr(a5, c, 3);
  // CHECK: returned-pointers.c:[[@LINE+1]]:8: warning: array subscript [-3, -1] is outside array bounds of 'char[5]' [-Warray-bounds]
  x = p[-3];
  x = p[-2];
  x = p[4];
}

// No warning: strchr's result is anywhere in the object.
void found_char(int c) {
  char *p = strchr(a5, c);
  x = p[-4];
  x = p[4];
}
