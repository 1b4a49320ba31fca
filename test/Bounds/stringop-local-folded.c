// RUN: %kcc -O2 -g -c %s -o /dev/null -Wstringop-overflow -Wstringop-overread -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=Wstringop

// Constant-length copies into and out of a local array, which InstCombine
// turns into a load and a store: capture records the bytes left in the
// local (an alloca's size is fixed) rather than its address, and the
// check still warns where the call was.

void use(char *);

// CHECK-LABEL: In function 'into':
// CHECK: stringop-local-folded.c:[[@LINE+2]]:39: warning: '__builtin_memcpy' writing 8 bytes into a region of size 4 overflows the destination [-Wstringop-overflow=]
// CHECK: stringop-local-folded.c:[[@LINE+1]]:33: note: destination object 'b' of size 4
void into(const void *s) { char b[4]; __builtin_memcpy(b, s, 8); use(b); }

// CHECK-LABEL: In function 'out_of':
// CHECK: stringop-local-folded.c:[[@LINE+2]]:43: warning: '__builtin_memcpy' reading 8 bytes from a region of size 4 [-Wstringop-overread]
// CHECK: stringop-local-folded.c:[[@LINE+1]]:29: note: source object 'b' of size 4
void out_of(void *d) { char b[4]; use(b); __builtin_memcpy(d, b, 8); }

// At a constant offset: the bytes left after it.
// CHECK-LABEL: In function 'at_offset':
// CHECK: stringop-local-folded.c:[[@LINE+2]]:35: warning: '__builtin_memset' writing 4 bytes into a region of size 2 overflows the destination [-Wstringop-overflow=]
// CHECK: stringop-local-folded.c:[[@LINE+1]]:29: note: at offset 2 into destination object 'b' of size 4
void at_offset(void) { char b[4]; __builtin_memset(b + 2, 0, 4); use(b); }
