// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir
// RUN: %kcc -O2 -c %s %S/Inputs/second-source.c -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: ls %t.dir | FileCheck %s --check-prefix=OBJECTS
// RUN: %kcc -O2 %s %S/Inputs/second-source.c -Wall -fdiagnostics-color=never -o %t.dir/prog 2>&1 | FileCheck %s --implicit-check-not=warning:

// A command that compiles several sources (and links them) has each of
// them checked, in the order of the command line.

int first[4];
int main(void) { return first[(first[1] > 0) + 4]; }

// CHECK: several-sources.c:[[@LINE-2]]:{{[0-9]+}}: warning: array subscript {{.*}} [-Warray-bounds]
// CHECK: second-source.c:2:{{[0-9]+}}: warning: array subscript {{.*}} [-Warray-bounds]
// OBJECTS: second-source.o
// OBJECTS: several-sources.o
