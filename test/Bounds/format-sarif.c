// RUN: not %kcc -O2 -g -c %examples/sparx5.c -o %t.o -Warray-bounds -Werror=array-bounds -fdiagnostics-show-context=2 -fdiagnostics-format=sarif-stderr 2>&1 | FileCheck %s
// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir && %kcc -O2 -c %examples/sparx5.c -o %t.o -Warray-bounds -fdiagnostics-format=sarif-file 2>&1 | count 0
// RUN: FileCheck %s --check-prefix=FILE < %t.dir/sparx5.c.sarif

// SARIF 2.1.0: one run of tool kcc; the event path is a code flow, the
// declaration a related location; -Werror= makes the level "error".

// CHECK: "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
// CHECK: "codeFlows": [
// CHECK: "executionOrder": 1,
// CHECK: "text": "(1) when the condition is evaluated to true
// CHECK: "startLine": 17
// CHECK: "executionOrder": 2,
// CHECK: "text": "(2) warning happens here"
// The region is the range GCC underlines, its end exclusive.
// CHECK:      "region": {
// CHECK-NEXT:   "endColumn": 30,
// CHECK-NEXT:   "startColumn": 15,
// CHECK-NEXT:   "startLine": 23
// CHECK: "level": "error",
// CHECK: "text": "array subscript 4 is above array bounds of 'int[4]'"
// CHECK: "relatedLocations": [
// CHECK: "text": "while referencing 'vals'"
// CHECK: "ruleId": "-Warray-bounds",
// CHECK: "name": "kcc",
// CHECK: "version": "2.1.0"

// FILE-NOT: codeFlows
// FILE: "level": "warning"
