// clang's errors in kcc's JSON document: a warning that -Werror= made an
// error is tagged as GCC tags it, "-Werror=...", an error by default keeps
// its "-W..." option, and a note is a child of the diagnostic it follows.
// The compile fails, as it does in text.

// RUN: not %kcc -O2 -Wall -Werror=unused-variable -c %s -o %t.o -fdiagnostics-format=json 2>&1 | FileCheck %s

int f(void) {
  int unused;
  return g();
}
int x;
float x;

// In clang's order: the call is diagnosed before the end of the scope.
// CHECK:       "kind": "error",
// CHECK:       "message": "call to undeclared function 'g'; {{.*}}",
// CHECK-NEXT:  "option": "-Wimplicit-function-declaration"
// CHECK:       "kind": "error",
// CHECK:       "message": "unused variable 'unused'",
// CHECK-NEXT:  "option": "-Werror=unused-variable"
// CHECK:       "children": [
// CHECK:           "kind": "note",
// CHECK:                 "line": 12
// CHECK:           "message": "previous definition is here"
// CHECK:       "kind": "error",
// CHECK:                 "line": 13
// CHECK:       "message": "redefinition of 'x' with a different type: 'float' vs 'int'"
