// RUN: %kcc -O2 -fsanitize=kcfi -S -emit-llvm %s -o - | FileCheck %s
// RUN: %kcc -O0 -fsanitize=kcfi -S -emit-llvm %s -o - | FileCheck %s

// cfi_unchecked(expr) (kernel/patches: "cfi: Add the cfi_unchecked macro")
// makes the indirect calls in expr unchecked. Other calls, even of the same
// prototype and in the same function, stay checked; CodeGen's evaluation
// order (the right-hand side of "=" first) does not confuse the matching.

#include "Inputs/cfi-unchecked.h"

int (*fp)(int);
void (*vp)(void);
int *(*pp)(void);

// CHECK-LABEL: define {{.*}} @mixed(
// CHECK: call {{.*}}(i32 noundef 1){{( #[0-9]+)?$}}
// CHECK: call {{.*}}(i32 noundef 2){{.*}} [ "kcfi"(i32 329620) ]
// CHECK: call void %{{.*}}(){{( #[0-9]+)?$}}
int mixed(void) {
  int a = cfi_unchecked(fp(1));
  int b = fp(2);
  cfi_unchecked(vp());
  return a + b;
}

// "*pp() = fp(4)" evaluates fp(4) first; only pp() is unchecked.
// CHECK-LABEL: define {{.*}} @order(
// CHECK: call {{.*}}(i32 noundef 4){{.*}} [ "kcfi"(i32 329620) ]
// CHECK: call {{.*}} %{{.*}}(){{( #[0-9]+)?$}}
void order(void) { *cfi_unchecked(pp()) = fp(4); }

// Without kcc's front end the marker is an unevaluated sizeof: no trace.
// CHECK-NOT: __kcc_cfi_unchecked_marker
