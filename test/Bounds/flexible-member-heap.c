// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A flexible array member of a heap block has no bound for GCC's
// -Warray-bounds (the kernel's `p = kmalloc (sizeof (*p))` then `p->data`):
// a character stored past the block is its strlen pass's
// -Wstringop-overflow, measured against the block; anything else stored
// or loaded there is not warned about.

void *kmalloc(unsigned long, int) __attribute__((alloc_size(1)));

struct msg { int len; char data[]; };
struct words { int len; int data[]; };

// CHECK-LABEL: In function 'char_past_block'
// CHECK: flexible-member-heap.c:[[@LINE+4]]:14: warning: writing 1 byte into a region of size 0 [-Wstringop-overflow=]
// CHECK: flexible-member-heap.c:[[@LINE+2]]:19: note: at offset 4 into destination object of size 4 allocated by 'kmalloc'
struct msg *char_past_block(void) {
  struct msg *m = kmalloc(sizeof(*m), 0);
  m->data[0] = 1;
  return m;
}

// (No warning.)
struct words *int_past_block(void) {
  struct words *w = kmalloc(sizeof(*w), 0);
  w->data[0] = 1;
  return w;
}

int load_past_block(void) {
  struct msg *m = kmalloc(sizeof(*m), 0);
  return m->data[1];
}
