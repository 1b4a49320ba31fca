// RUN: %kcc -O2 -Wall -Wno-fortify-source -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// GCC's strlen pass tracks the blocks malloc and calloc return and reports
// a write past one first, as -Wstringop-overflow; a block of any other
// allocator (the kernel's kmalloc, known by its alloc_size) is its restrict
// pass's, as -Warray-bounds.

typedef unsigned long size_t;
void *memset(void *, int, size_t);
void *malloc(size_t);
void *kmalloc(size_t, int) __attribute__((alloc_size(1)));

// CHECK-LABEL: In function 'from_kmalloc'
// CHECK: alloc-size-block-restrict.c:[[@LINE+3]]:3: warning: 'memset' forming offset [8, 11] is out of the bounds [0, 8] [-Warray-bounds]
void *from_kmalloc(void) {
  char *b = kmalloc(8, 0);
  memset(b, 0, 12);
  return b;
}

// CHECK-LABEL: In function 'from_malloc'
// CHECK: alloc-size-block-restrict.c:[[@LINE+3]]:3: warning: 'memset' writing 12 bytes into a region of size 8 [-Wstringop-overflow=]
void *from_malloc(void) {
  char *b = malloc(8);
  memset(b, 0, 12);
  return b;
}
