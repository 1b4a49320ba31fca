// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// The subscripts of an address of a multidimensional array, as GCC checks
// them: the last may point one past its row, the others must be inside
// theirs; each is named by the type of the array it subscripts, and the
// warning is where the address is passed on.

void sink(int, ...);

// CHECK-LABEL: In function 'rows'
void rows(void) {
  {
    char a[1][1];
    sink(0, &a[0][1]);
    // CHECK: address-subscripts.c:[[@LINE+2]]:5: warning: array subscript 2 is above array bounds of 'char[1]' [-Warray-bounds]
    // CHECK: address-subscripts.c:[[@LINE-3]]:10: note: while referencing 'a'
    sink(0, &a[0][2]);
  }
  {
    int a[3][5];
    // CHECK: address-subscripts.c:[[@LINE+2]]:5: warning: array subscript 3 is above array bounds of 'int[3][5]' [-Warray-bounds]
    // CHECK: address-subscripts.c:[[@LINE-2]]:9: note: while referencing 'a'
    sink(0, &a[3][5]);
    sink(0, &a[2][5]);
  }
}
