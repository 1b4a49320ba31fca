// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// Heap blocks of known size (allocsize, library allocators): the type GCC
// names is an array of the accessed type as large as the block; the note
// is at the allocation.

void *malloc(unsigned long);
void sink(void *);

// CHECK: object-heap.c:[[@LINE+4]]:22: warning: array subscript [5, 2147483647] is outside array bounds of 'int[4]' [-Warray-bounds]
int heap(int i) {
  int *p = malloc(16);
  sink(p);
  if (i > 4) return p[i];
  return 0;
}
// CHECK: object-heap.c:[[@LINE-5]]:12: note: at offset [20, 8589934588] into object of size 16 allocated by 'malloc'

// Within the block: nothing.
int inside(int i) {
  int *p = malloc(16);
  sink(p);
  if (i >= 0 && i < 4) return p[i];
  return 0;
}
