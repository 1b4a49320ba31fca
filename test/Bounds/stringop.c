// RUN: %kcc -O2 -g -c %s -o /dev/null -Wstringop-overflow -Wstringop-overread -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=Wstringop
// RUN: %kcc -O2 -g -c %s -o %t.o -Wstringop-overflow -Wstringop-overread -Wno-fortify-source 2>/dev/null
// RUN: %kcc -O2 -g -c %s -o %t.plain.o -Wno-fortify-source
// RUN: cmp %t.o %t.plain.o

// -Wstringop-overflow and -Wstringop-overread on the calls that are still
// calls after optimization, with the object they overflow.

typedef __SIZE_TYPE__ size_t;
void *memcpy(void *, const void *, size_t);
void *memset(void *, int, size_t);
char *strncpy(char *, const char *, size_t);
int memcmp(const void *, const void *, size_t);
extern void use(char *);

char small[4];

// A length that only value ranges bound.
// CHECK: stringop.c:[[@LINE+3]]:5: warning: 'memcpy' writing between 11 and 19 bytes into a region of size 4 overflows the destination [-Wstringop-overflow=]
void range(const void *s, unsigned n) {
  if (n > 10 && n < 20)
    memcpy(small, s, n);
}
// CHECK: stringop.c:16:6: note: destination object 'small' of size 4

// A local array.
// CHECK: stringop.c:[[@LINE+4]]:3: warning: 'memset' writing 6 bytes into a region of size 4 overflows the destination [-Wstringop-overflow=]
// CHECK: stringop.c:[[@LINE+2]]:8: note: destination object 'b' of size 4
void local(void) {
  char b[4];
  memset(b, 0, 6);
  use(b);
}

// CHECK: stringop.c:[[@LINE+1]]:38: warning: 'strncpy' specified bound 18446744073709551615 exceeds maximum object size 9223372036854775807 [-Wstringop-overflow=]
void bound(char *d, const char *s) { strncpy(d, s, (size_t)-1); }

// CHECK: stringop.c:[[@LINE+1]]:38: warning: 'memcmp' specified bound 16 exceeds source size 4 [-Wstringop-overread]
int overread(const void *p) { return memcmp(small, p, 16); }

// CHECK: stringop.c:[[@LINE+1]]:24: warning: 'memcpy' reading 5 bytes from a region of size 4 [-Wstringop-overread]
void source(void *d) { memcpy(d, small, 5); }

// Within bounds: no warning.
void ok(const void *s, unsigned n) {
  if (n <= 4)
    memcpy(small, s, n);
}

// A constant 8-byte copy becomes a load and a store before the check; kcc
// recorded the call's addresses where it was and still checks it.
// CHECK: stringop.c:[[@LINE+1]]:32: warning: '__builtin_memcpy' writing 8 bytes into a region of size 4 overflows the destination [-Wstringop-overflow=]
void folded(const void *src) { __builtin_memcpy(small, src, 8); }
// CHECK: stringop.c:[[@LINE+1]]:31: warning: '__builtin_memcpy' reading 8 bytes from a region of size 4 [-Wstringop-overread]
void folded_read(void *dst) { __builtin_memcpy(dst, small, 8); }
