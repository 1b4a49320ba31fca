// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A member of an element past the end of an array of structs is the
// array's subscript to GCC, at its '[' ("array subscript 4 is above array
// bounds of 'struct ent[4]'"), not an int at offset 36 into the object.

struct ent {
  int k, v;
} ents[4];

// CHECK-LABEL: In function 'second_member'
// CHECK: struct-element-member.c:[[@LINE+2]]:38: warning: array subscript 4 is above array bounds of 'struct ent[4]' [-Warray-bounds]
// CHECK: struct-element-member.c:9:3: note: while referencing 'ents'
int second_member(void) { return ents[4].v; }
