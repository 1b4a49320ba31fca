// RUN: %kcc -O2 -c %s -o /dev/null -Werror=unknown-attributes -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=note:

// GCC's attribute access (which kcc's clang plugin accepts, as GCC does)
// and array parameters say how much a function accesses through a pointer
// argument: each call is checked against the objects its arguments point
// into.

void fa(short[2]);
__attribute__((access(write_only, 1, 2))) void fw(char *, int);
__attribute__((access(read_only, 1))) void fr(const int *);
void fvla(unsigned n, const short[n]);
void sink(void *);

void calls(void) {
  short a1[1];
  char b[3], c;
  // CHECK: access-attribute.c:[[@LINE+1]]:3: warning: 'fa' accessing 4 bytes in a region of size 2 [-Wstringop-overflow=]
  fa(a1);
  // CHECK: access-attribute.c:[[@LINE-1]]:3: note: referencing argument 1 of type 'short int[2]'
  // CHECK: access-attribute.c:8:6: note: in a call to function 'fa'

  // CHECK: access-attribute.c:[[@LINE+1]]:3: warning: 'fw' writing 4 bytes into a region of size 3 overflows the destination [-Wstringop-overflow=]
  fw(b, 4);
  // CHECK: access-attribute.c:16:8: note: destination object 'b' of size 3
  // CHECK: access-attribute.c:9:48: note: in a call to function 'fw' declared with attribute 'access (write_only, 1, 2)'

  // CHECK: access-attribute.c:[[@LINE+1]]:3: warning: 'fr' reading 4 bytes from a region of size 1 [-Wstringop-overread]
  fr((const int *)&c);
  // CHECK: access-attribute.c:16:14: note: source object 'c' of size 1
  // CHECK: access-attribute.c:10:44: note: in a call to function 'fr' declared with attribute 'access (read_only, 1)'

  // A variable-length array parameter's bound is another argument.
  // CHECK: access-attribute.c:[[@LINE+1]]:3: warning: 'fvla' reading 4 bytes from a region of size 2 [-Wstringop-overread]
  fvla(2, a1);
  // CHECK: access-attribute.c:[[@LINE-1]]:3: note: referencing argument 2 of type 'const short int[]'
  // CHECK: access-attribute.c:11:6: note: in a call to function 'fvla'

  // Within bounds: nothing.
  short a2[2];
  fa(a2);
  fw(b, 3);
  fvla(1, a1);
  sink(a1);
  sink(a2);
  sink(b);
  sink(&c);
}

// CHECK: access-attribute.c:[[@LINE+2]]:26: warning: argument 2 value -1 is negative [-Wstringop-overflow=]
// CHECK: access-attribute.c:9:48: note: in a call to function 'fw' declared with attribute 'access (write_only, 1, 2)'
void negative(char *p) { fw(p, -1); }
