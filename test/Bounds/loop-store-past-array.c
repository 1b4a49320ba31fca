// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-details -fdiagnostics-path-format=separate-events 2>&1 | FileCheck %s --check-prefix=DETAILS

// A loop of a constant number of iterations that stores one element past
// the array (`i <= 4` of `u32 regs[4]`): LoopIdiomRecognize makes one
// memset or memcpy of all its stores, GCC unrolls it. Either way the last
// store is outside the array, and it is worded as GCC words it, at the
// subscript: "array subscript 4 is above array bounds of 'u32[4]'".

typedef unsigned int u32;
struct dev {
  int id;
  char name[8];
  u32 regs[4];
  int tail;
};
u32 g[4];

// CHECK-LABEL: In function 'global_array':
// CHECK: loop-store-past-array.c:[[@LINE+3]]:57: warning: array subscript 4 is above array bounds of 'u32[4]' {aka 'unsigned int[4]'} [-Warray-bounds]
// CHECK: loop-store-past-array.c:17:5: note: while referencing 'g'
// DETAILS: note: (1) loop idiom recognition (LoopIdiomRecognizePass) turned the loop into this call to 'memset'
void global_array(void) { for (int i = 0; i <= 4; i++) g[i] = 0; }

// CHECK-LABEL: In function 'member_through_pointer':
// CHECK: loop-store-past-array.c:[[@LINE+2]]:82: warning: array subscript 4 is above array bounds of 'u32[4]' {aka 'unsigned int[4]'} [-Warray-bounds]
// CHECK: loop-store-past-array.c:14:7: note: while referencing 'regs'
void member_through_pointer(struct dev *d) { for (int i = 1; i <= 4; i++) d->regs[i] = 0; }

// CHECK-LABEL: In function 'copied':
// CHECK: loop-store-past-array.c:[[@LINE+2]]:79: warning: array subscript 4 is above array bounds of 'u32[4]' {aka 'unsigned int[4]'} [-Warray-bounds]
// CHECK: note: while referencing 'regs'
void copied(struct dev *d, const u32 *s) { for (int i = 0; i < 5; i++) d->regs[i] = s[i]; }

// In the array: no warning.
void whole(void) { for (int i = 0; i < 4; i++) g[i] = 0; }
void tail(struct dev *d) { for (int i = 1; i < 4; i++) d->regs[i] = 0; }
void name(struct dev *d) { for (int i = 0; i < 8; i++) d->name[i] = 0; }
