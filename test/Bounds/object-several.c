// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A store through a pointer into one of two arrays, outside both: outside
// whichever it is. GCC words it against the larger array, with the
// subscripts into either, and notes each array; -Warray-bounds says it
// (not -Wstringop-overflow, which stays quiet on an access it reported).

extern int four[4], eight[8];

// CHECK-LABEL: In function 'below_both'
// CHECK: object-several.c:[[@LINE+5]]:4: warning: array subscript [-3, -1] is outside array bounds of 'int[8]' [-Warray-bounds]
// CHECK: object-several.c:8:12: note: at offset -12 into object 'four' of size 16
// CHECK: object-several.c:8:21: note: at offset -4 into object 'eight' of size 32
void below_both(int i) {
  int *q = i ? four + 1 : eight + 3;
  q[-4] = 0;
}

// Above both: named by the lowest subscript, as above one array.
// CHECK-LABEL: In function 'above_both'
// CHECK: object-several.c:[[@LINE+5]]:4: warning: array subscript 8 is outside array bounds of 'int[8]' [-Warray-bounds]
// CHECK: object-several.c:8:12: note: at offset 32 into object 'four' of size 16
// CHECK: object-several.c:8:21: note: at offset 40 into object 'eight' of size 32
void above_both(int i) {
  int *q = i ? four + 1 : eight + 3;
  q[7] = 0;
}

// Inside one of them: no warning.
void inside_one(int i) {
  int *q = i ? four + 1 : eight + 3;
  q[-3] = 0;
  q[4] = 0;
}
