// RUN: %kcc -O2 -g -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A counted_by flexible array subscripted by its count, or by a value a
// condition on the path puts at or above it, is past its end whatever the
// count is: the kernel's off-by-one `p->data[p->len]`.

typedef unsigned char u8;
typedef unsigned int u32;
struct pkt {
  u32 len;
  u8 data[] __attribute__((counted_by(len)));
};

// CHECK: counted-by-relation.c:[[@LINE+2]]:44: warning: array subscript 'len' is above array bounds of 'u8[]' {aka 'unsigned char[]'} with counted_by 'len' [-Warray-bounds]
// CHECK: counted-by-relation.c:11:6: note: while referencing 'data'
u8 at_count(struct pkt *p) { return p->data[p->len]; }

// CHECK: counted-by-relation.c:[[@LINE+3]]:19: warning: array subscript 'i' is above array bounds of 'u8[]' {aka 'unsigned char[]'} with counted_by 'len' [-Warray-bounds]
u8 past_count(struct pkt *p, u32 i) {
  if (i >= p->len)
    return p->data[i];
  return 0;
}

// Below the count, or not known to be at or above it: nothing.
u8 below_count(struct pkt *p, u32 i) {
  if (i < p->len)
    return p->data[i];
  return 0;
}
u8 last(struct pkt *p) { return p->data[p->len - 1]; }
u8 any(struct pkt *p, u32 i) { return p->data[i]; }
