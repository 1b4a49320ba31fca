// clang's spelling -fdiagnostics-format=sarif gives kcc's one SARIF
// document with clang's diagnostics in it, not clang's SARIF (and its
// "currently unstable" warning) beside kcc's text.

// RUN: %kcc -O2 -Wall -c %s -o %t.o -fdiagnostics-format=sarif 2>&1 | FileCheck %s --implicit-check-not=unstable --implicit-check-not=generated
// RUN: %kcc -O2 -Wall -c %s -o %t.o -fdiagnostics-format=SARIF 2>&1 | FileCheck %s --implicit-check-not=unstable --implicit-check-not=generated

int a[10];

int f(int i) {
  int unused;
  if (i == 12)
    return a[i];
  return 0;
}

// CHECK:      {{^}}{{{$}}
// CHECK:      "text": "unused variable 'unused'"
// CHECK:      "ruleId": "-Wunused-variable",
// CHECK:      "text": "array subscript 12 is above array bounds of 'int[10]'"
// CHECK:      "ruleId": "-Warray-bounds",
// CHECK:      "name": "kcc",
// CHECK:      {{^}}}{{$}}
