// RUN: %kcc -O2 -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -c %s -o /dev/null -fno-delete-null-pointer-checks -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=NULL-VALID --allow-empty

// A pointer that is either an object or null: a write through it is defined
// only when it is the object, so it is measured against the object alone.
// Where null is a valid address (-fno-delete-null-pointer-checks, as the
// kernel builds) the null arm is an object of unknown size: no warning.

void *memset(void *, int, __SIZE_TYPE__);

extern char three[3], five[5];
extern int cond[];

// CHECK-LABEL: In function 'either_or_null'
// CHECK: object-null-arm.c:[[@LINE+6]]:10: warning: 'memset' writing 6 bytes into a region of size 5 overflows the destination [-Wstringop-overflow=]
// CHECK: object-null-arm.c:11:23: note: destination object 'five' of size 5
// CHECK: object-null-arm.c:11:13: note: destination object 'three' of size 3
void *either_or_null(void) {
  char *p = cond[0] ? three : 0;
  char *q = cond[1] ? five : p;
  return memset(q, 0, 6);
}

// Within the larger object: no warning.
void *fits(void) {
  char *q = cond[0] ? five : 0;
  return memset(q, 0, 5);
}

// NULL-VALID-NOT: warning:
