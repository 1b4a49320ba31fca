// RUN: %kcc -O2 -Wall -Wno-array-bounds -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefixes=CHECK,BOTH --implicit-check-not=warning: --implicit-check-not=note:
// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=BOTH --implicit-check-not="[-Wstringop-overflow=]"

// A character stored out of a member array, when -Warray-bounds does not
// report it (off, or ignored there by a #pragma), is GCC's
// -Wstringop-overflow, measured against the member: "at offset 2 into
// destination object 'a' of size 2", wherever the struct is.

struct S {
  int i;
  char a[2], b[2];
  short s[2];
  int t;
};
struct T {
  int n;
  char a[8];
} gt;
extern char ea4[4];

// CHECK: store-overflow-member.c:[[@LINE+2]]:38: warning: writing 1 byte into a region of size 0 [-Wstringop-overflow=]
// CHECK: store-overflow-member.c:11:8: note: at offset 2 into destination object 'a' of size 2
void interior(struct S *p) { p->a[2] = 5; }

// CHECK: store-overflow-member.c:[[@LINE+2]]:64: warning: writing 1 byte into a region of size 0 [-Wstringop-overflow=]
// CHECK: store-overflow-member.c:11:8: note: at offset [-3, -1] into destination object 'a' of size 2
void below(struct S *p, int i) { if (i >= -3 && i < 0) p->a[i] = 5; }

// CHECK: store-overflow-member.c:[[@LINE+2]]:46: warning: writing 1 byte into a region of size 0 [-Wstringop-overflow=]
// CHECK: store-overflow-member.c:17:8: note: at offset 8 into destination object 'a' of size 8
void in_variable(int i) { if (i > 7) gt.a[i] = 1; }

// CHECK: store-overflow-member.c:[[@LINE+2]]:41: warning: writing 1 byte into a region of size 0 [-Wstringop-overflow=]
// CHECK: store-overflow-member.c:17:8: note: at offset 8 into destination object 'a' of size 8
void constant_subscript(void) { gt.a[8] = 1; }

// Past the end of the buffer the struct is laid over: the buffer.
// CHECK: store-overflow-member.c:[[@LINE+2]]:62: warning: writing 1 byte into a region of size 0 [-Wstringop-overflow=]
// CHECK: store-overflow-member.c:19:13: note: at offset 6 into destination object 'ea4' of size 4
void overlaid(void) { struct S *p = (struct S *)ea4; p->a[2] = 1; }

// Only characters: a short out of its member is -Warray-bounds' alone.
void not_characters(struct S *p) { p->s[2] = 5; }

// BOTH: store-overflow-member.c:[[@LINE+5]]:11: warning: writing 1 byte into a region of size 0 [-Wstringop-overflow=]
// BOTH: note: at offset 2 into destination object 'b' of size 2
void ignored_there(struct S *p) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Warray-bounds"
  p->b[2] = 5;
#pragma GCC diagnostic pop
}
