// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A block with no declared type (alloca, malloc) is named, as GCC names
// it, as an array of the type the access reads, spelled as the source
// spells it ('int16_t', with what it stands for), as many elements as fit;
// an access partly inside it names the block as bytes.

typedef short int16_t;
void sink(void *, ...);
#define T(x) sink(0, x)

// CHECK-LABEL: In function 'alloca_negative'
void alloca_negative(unsigned n) {
  int16_t *p = __builtin_alloca(n);
  sink(p);
  // CHECK: untyped-block-type.c:[[@LINE+1]]:6: warning: array subscript -1 is outside array bounds of 'int16_t[2147483647]' {aka 'short int[2147483647]'} [-Warray-bounds]
  T(p[-1]);
}

// CHECK-LABEL: In function 'malloc_partly'
void malloc_partly(void) {
  int16_t *p = __builtin_malloc(3);
  sink(p);
  // CHECK: untyped-block-type.c:[[@LINE+1]]:12: warning: array subscript 'int16_t {aka short int}[1]' is partly outside array bounds of 'unsigned char[3]' [-Warray-bounds]
  sink(0, p[1]);
  // CHECK: untyped-block-type.c:[[@LINE+1]]:12: warning: array subscript 2 is outside array bounds of 'int16_t[1]' {aka 'short int[1]'} [-Warray-bounds]
  sink(0, p[2]);
}

// CHECK-LABEL: In function 'plain_type'
void plain_type(void) {
  long *p = __builtin_malloc(16);
  sink(p);
  // CHECK: untyped-block-type.c:[[@LINE+1]]:3: warning: array subscript 2 is outside array bounds of 'long int[2]' [-Warray-bounds]
  sink(0, *(p + 2));
}
