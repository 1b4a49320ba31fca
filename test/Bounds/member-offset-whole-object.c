// RUN: %kcc -O2 -Warray-bounds=2 -Wno-fortify-source -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// At -Warray-bounds=2 a memcpy to a member is measured against the member
// when the argument is the member itself; past its start (`name + 4`,
// `&name[4]`) GCC measures against the whole object.

void *memcpy(void *, const void *, unsigned long);

struct priv {
  unsigned regs[4];
  unsigned status;
  char name[8];
};

struct priv gp;

// CHECK-LABEL: In function 'at_member'
// CHECK: member-offset-whole-object.c:[[@LINE+1]]:33: warning: 'memcpy' offset [28, 31] from the object at 'gp' is out of the bounds of referenced subobject 'name' with type 'char[8]' at offset 20 [-Warray-bounds]
void at_member(const char *s) { memcpy(gp.name, s, 12); }

// CHECK-LABEL: In function 'into_member'
// CHECK: member-offset-whole-object.c:[[@LINE+1]]:35: warning: 'memcpy' forming offset [28, 31] is out of the bounds [0, 28] of object 'gp' with type 'struct priv' [-Warray-bounds]
void into_member(const char *s) { memcpy(gp.name + 4, s, 8); }
