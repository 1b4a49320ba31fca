// A preprocessed source compiles as its source does: clang defines no
// macros for it (so the declarations cannot use __SIZE_TYPE__) and expands
// none in it (so __builtin_strnlen is declared under its own name). Used by
// -save-temps, distcc and ccache's second compile.

// RUN: rm -rf %t && mkdir %t && cd %t
// RUN: %kcc -O2 -E %s -o pre.i
// RUN: %kcc -O2 -c pre.i -o pre.o
// RUN: %kcc -O2 -c %s -o direct.o
// RUN: cmp pre.o direct.o
// -save-temps goes through assembler text, which pads with other nops: it
// only has to compile.
// RUN: %kcc -O2 -save-temps -c %s -o temps.o
// RUN: %kcc -O2 -Wall -c pre.i -o /dev/null -DUNTERMINATED 2>&1 | count 0
// RUN: %kcc -O2 -Wall -E %s -o unterminated.i -DUNTERMINATED
// RUN: %kcc -O2 -Wall -c unterminated.i -o /dev/null 2>&1 | FileCheck %s

typedef __SIZE_TYPE__ size_t;

size_t length(const char *s, size_t n) { return __builtin_strnlen(s, n); }
long magnitude(__INTMAX_TYPE__ v) { return __builtin_imaxabs(v); }

#ifdef UNTERMINATED
const char abcd[] = {'a', 'b', 'c', 'd'};
// CHECK: warning: '__builtin_strnlen' specified bound 5 exceeds the size 4 of unterminated array [-Wstringop-overread]
size_t past(void) { return __builtin_strnlen(abcd, 5); }
#endif
