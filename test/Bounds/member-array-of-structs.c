// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A member of an element past the end of a member array of structs, at a
// constant subscript the front end folded into the address of a global:
// GCC's subscript of the member array, at its '[', also while the access
// stays inside the whole object.

struct ent {
  int k, v;
};

struct wrap {
  int n;
  struct ent e[4];
  int m[8];
} gw;

// CHECK-LABEL: In function 'inside_object'
// CHECK: member-array-of-structs.c:[[@LINE+2]]:38: warning: array subscript 4 is above array bounds of 'struct ent[4]' [-Warray-bounds]
// CHECK: member-array-of-structs.c:14:14: note: while referencing 'e'
int inside_object(void) { return gw.e[4].v; }
