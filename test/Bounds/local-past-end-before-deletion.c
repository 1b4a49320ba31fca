// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// Once `slot` is inlined its range makes `regs[slot (v)]` read past the end
// of a local array. The read is undefined, so SROA makes its address poison
// (and GVN would fold the load) before the end of the pipeline: the warning
// is given before they run, as GCC gives it.

void sink(int);
static inline int slot(int v) { return v < 4 ? 4 : v > 5 ? 5 : v; }

// CHECK-LABEL: In function 'read_past'
// CHECK: local-past-end-before-deletion.c:[[@LINE+4]]:3: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK: local-past-end-before-deletion.c:[[@LINE+2]]:7: note: while referencing 'regs'
void read_past(int v, int a, int b) {
  int regs[4] = {a, b, a, b};
  sink(regs[slot(v)]);
}

// CHECK-LABEL: In function 'write_past'
// CHECK: local-past-end-before-deletion.c:[[@LINE+3]]:7: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
void write_past(int v, int a) {
  int regs[4] = {a, a, a, a};
  regs[slot(v)] = 1;
  sink(regs[0] + regs[3]);
}

// The same range inside the array: nothing to say.
void in_bounds(int v, int a, int b) {
  int regs[6] = {a, b, a, b, a, b};
  sink(regs[slot(v)]);
}
