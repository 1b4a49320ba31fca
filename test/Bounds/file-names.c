// RUN: rm -rf %t && mkdir -p %t/sub && cp %s %t/names.c
// RUN: cd %t/sub && %kcc -O2 -Wall -c ../names.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=UP
// RUN: cd %t && %kcc -O2 -Wall -c %t/names.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=ABS -DDIR=%t
// RUN: cd %t && %kcc -O2 -Wall -c %t/names.c -o /dev/null -ffile-prefix-map=%t=/src 2>&1 | FileCheck %s --check-prefix=ABS -DDIR=%t

// Files are named as the compile spelled them, as GCC names them: not
// made relative to the working directory, not as the debug info remaps
// them.

int a[4];

int f(int i) { return a[(i & 1) + 4]; }
// UP: {{^}}../names.c:[[@LINE-1]]:24: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// UP: {{^}}../names.c:10:5: note: while referencing 'a'
// ABS: {{^}}[[DIR]]/names.c:[[@LINE-3]]:24: warning: array subscript 4
// ABS: {{^}}[[DIR]]/names.c:10:5: note: while referencing 'a'
