// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -Wall 2>&1 | count 0

// Addresses the object query cannot pin, or pins inside the object: no
// warning from the access-based check.

extern int unsized[];
int ga[4];
struct tail { int n; int d[]; };

int unsized_read(int i) { return unsized[i + 100]; }
int param(int *p) { return p[100]; }
int flexible(struct tail *t) { return t->d[100]; }

int loop(void) {
  int s = 0;
  for (int *p = ga; p != ga + 4; p++)
    s += *p;
  return s;
}

int either(int c) {
  int *p = c ? &ga[1] : &ga[3];
  return *p;
}

int guarded(unsigned i) { return i < 4 ? ga[i] : 0; }
