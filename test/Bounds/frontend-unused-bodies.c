// RUN: %kcc -O2 -c %s -o /dev/null -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// The front end records no facts for bodies CodeGen never emits (a header's
// unreferenced static inline functions), but every body that is emitted or
// inlined keeps its facts: the type and the local of the warning below come
// from them, through two static inline functions and a prototype.

void fill(int *);
static inline int leaf(int i);

static inline int middle(int i) { return leaf(i + 1); }

// CHECK-LABEL: In function 'leaf',
// CHECK-NEXT: inlined from 'middle'
// CHECK-NEXT: inlined from 'caller'
int caller(void) { return middle(3); }

static inline int leaf(int i) {
  int vals[4];
  fill(vals);
  // CHECK: frontend-unused-bodies.c:[[@LINE+2]]:14: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
  // CHECK: note: while referencing 'vals'
  return vals[i];
}

// Never referenced, never emitted: no warning (GCC gives none either).
static inline __attribute__((unused)) int unused(void) {
  int tmp[2];
  fill(tmp);
  return tmp[5];
}

// A file-scope declaration is named only when something refers to it.
extern int table[4];
extern int untouched[4];

static inline int read_table(int i) { return table[i]; }

// CHECK-LABEL: In function 'read_table',
// CHECK-NEXT: inlined from 'table_caller'
// CHECK: frontend-unused-bodies.c:[[@LINE-4]]:51: warning: array subscript 6 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK: frontend-unused-bodies.c:[[@LINE-8]]:12: note: while referencing 'table'
int table_caller(void) { return read_table(6); }
