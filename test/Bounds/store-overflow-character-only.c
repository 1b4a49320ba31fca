// RUN: %kcc -O2 -Wall -Wno-array-bounds -Wno-alloc-size -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// GCC's -Wstringop-overflow on a single store (its strlen pass) looks only
// at stores of characters, or through a pointer to them, or into an array
// of them: an `int` stored through an `int *` past its object is
// -Warray-bounds' alone, and with that off nothing is said.

void *alloc(unsigned) __attribute__((alloc_size(1)));
void sink(void *);

int gi[4];
char gc[4];

void int_into_int_array(void) { gi[4] = 1; }

void int_through_int_pointer(void) {
  int *q = alloc(3);
  *q = 1;
  sink(q);
}

void int_through_void_pointer(void) {
  void *q = alloc(3);
  *(int *)q = 1;
  sink(q);
}

// CHECK: store-overflow-character-only.c:[[@LINE+3]]:13: warning: writing 4 bytes into a region of size 3 [-Wstringop-overflow=]
void int_through_char_pointer(void) {
  char *q = alloc(3);
  *(int *)q = 1;
  sink(q);
}

// CHECK: store-overflow-character-only.c:[[@LINE+1]]:57: warning: writing 8 bytes into a region of size 4 [-Wstringop-overflow=]
void long_long_into_char_array(void) { *(long long *)gc = 0; }

// CHECK: store-overflow-character-only.c:[[@LINE+1]]:41: warning: writing 1 byte into a region of size 0 [-Wstringop-overflow=]
void char_into_char_array(void) { gc[4] = 1; }
