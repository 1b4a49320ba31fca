// RUN: %kcc -O2 -c %s -o /dev/null -Wall -fdiagnostics-color=never -fdiagnostics-details -fdiagnostics-path-format=separate-events 2>&1 | FileCheck %s --implicit-check-not=warning:

// A loop whose every iteration stores past the array, which
// LoopIdiomRecognize turns into one memset or memcpy starting past it: the
// call is checked as GCC checks the call its loop distribution makes, and
// the path names the transformation. The warning is at the assignment,
// as GCC puts its own.

int a4[4];

// CHECK-LABEL: In function 'clear_past':
// CHECK: loop-idiom-call.c:[[@LINE+4]]:15: warning: '__builtin_memset' offset [16, 19] is out of the bounds [0, 16] of object 'a4' with type 'int[4]' [-Warray-bounds]
// CHECK: note: (2) loop idiom recognition (LoopIdiomRecognizePass) turned the loop into this call to 'memset'
void clear_past(int n) {
  for (int i = 0; i < n; i++)
    a4[i + 4] = 0;
}

// CHECK-LABEL: In function 'copy_past':
// CHECK: loop-idiom-call.c:[[@LINE+4]]:15: warning: '__builtin_memcpy' offset [16, 19] is out of the bounds [0, 16] of object 'a4' with type 'int[4]' [-Warray-bounds]
// CHECK: note: (2) loop idiom recognition (LoopIdiomRecognizePass) turned the loop into this call to 'memcpy'
void copy_past(const int *restrict s, int n) {
  for (int i = 0; i < n; i++)
    a4[i + 4] = s[i];
}

// In the array: no warning.
void clear(int n) {
  for (int i = 0; i < n; i++)
    a4[i] = 0;
}
