// RUN: %kcc -O2 -Wall -Wno-fortify-source -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A strcpy of a string of known length is, to GCC, the memcpy it folds it
// into: a raw memory copy, measured against the whole object at
// -Warray-bounds=1, one warning for the call (no -Wstringop-overflow
// against the member besides it).

char *strcpy(char *, const char *);

struct priv {
  unsigned regs[4];
  unsigned status;
  char name[8];
};

struct priv gp;

// CHECK-LABEL: In function 'name_global'
// CHECK: strcpy-folded-whole-object.c:[[@LINE+1]]:26: warning: '__builtin_memcpy' forming offset [28, 31] is out of the bounds [0, 28] of object 'gp' with type 'struct priv' [-Warray-bounds]
void name_global(void) { strcpy(gp.name, "eth-device0"); }

// Through a pointer the whole object is unknown: nothing to say.
void name_pointer(struct priv *p) { strcpy(p->name, "eth-device0"); }
