// RUN: %kcc -O2 -g -c %examples/sparx5.c -o %t.o -Warray-bounds -fdiagnostics-details -fdiagnostics-format=json 2>&1 | FileCheck %s
// RUN: %kcc -O2 -g -c %examples/sparx5.c -o %t.o -Warray-bounds -fdiagnostics-details -fdiagnostics-format=json-stderr 2>&1 | FileCheck %s
// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir && %kcc -O2 -c %examples/sparx5.c -o %t.o -Warray-bounds -fdiagnostics-format=json-file 2>&1 | count 0
// RUN: FileCheck %s --check-prefix=FILE < %t.dir/sparx5.c.gcc.json

// GCC's JSON diagnostics: one array on stderr; the declaration note is a
// child of the warning, as GCC nests notes, and the event path is GCC's
// "path": each event's location, description, function and inlining depth.

// CHECK:      [
// CHECK:        "children": [
// CHECK:            "kind": "note",
// CHECK:            "message": "while referencing 'vals'"
// CHECK:        "kind": "warning",
// CHECK:              "column": 23,
// CHECK:              "line": 23
// CHECK:        "message": "array subscript 4 is above array bounds of 'int[4]'",
// CHECK-NEXT:   "option": "-Warray-bounds",
// CHECK-NEXT:   "path": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "depth": 1,
// CHECK-NEXT:       "description": "when the condition is evaluated to true, so 'index' is in [4, 2147483647] (copy by jump threading put this code on that path)",
// CHECK-NEXT:       "function": "assign",
// CHECK:                "line": 17
// CHECK:            "depth": 0,
// CHECK-NEXT:       "description": "warning happens here",
// CHECK-NEXT:       "function": "sparx5_set",
// CHECK:      ]

// Without -fdiagnostics-details the events are left out.
// FILE-NOT: (1)
// FILE: "kind": "warning"
