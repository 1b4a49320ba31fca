// With -fdiagnostics-format=json the compile's stderr is one JSON document
// holding every diagnostic: clang's own (here -Wunused-variable, -Wall)
// first, then kcc's bounds warning; no text, no "1 warning generated".

// RUN: %kcc -O2 -Wall -c %s -o %t.o -fdiagnostics-format=json 2> %t.json
// RUN: FileCheck %s < %t.json
// RUN: FileCheck %s --check-prefix=FIRST < %t.json
// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir && %kcc -O2 -Wall -c %s -o %t.o -fdiagnostics-format=json-file 2>&1 | count 0
// RUN: FileCheck %s < %t.dir/json-clang-diagnostics.c.gcc.json

// FIRST: {{^}}[{{$}}
// FIRST-NOT: generated

int a[10];

int f(int i) {
  int unused;
  if (i == 12)
    return a[i];
  return 0;
}

// CHECK:       "kind": "warning",
// CHECK:             "column": 7,
// CHECK:             "line": 17
// CHECK:       "message": "unused variable 'unused'",
// CHECK-NEXT:  "option": "-Wunused-variable"
// CHECK:       "kind": "warning",
// CHECK:             "line": 19
// CHECK:       "message": "array subscript 12 is above array bounds of 'int[10]'",
// CHECK-NEXT:  "option": "-Warray-bounds"
// CHECK:      {{^}}]{{$}}
