// RUN: %kcc -O2 -fsanitize=kcfi -S -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s < %t.ll

// When kcc cannot tell which IR call is the unchecked one (CodeGen dropped a
// call of the same prototype on a constant-false path), it keeps every
// check and says so: an opt-out may be lost, a check never is.

// WARN: warning: kcc-kcfi: cannot tell which calls of type _ZTSFiiE in 'ambiguous' are cfi_unchecked_callee; they stay checked

#include "Inputs/cfi-unchecked.h"

int (*fp)(int);

// CHECK-LABEL: define {{.*}} @ambiguous(
// CHECK: call {{.*}}(i32 noundef 2){{.*}} [ "kcfi"(i32 329620) ]
// CHECK: call {{.*}}(i32 noundef 3){{.*}} [ "kcfi"(i32 329620) ]
int ambiguous(void) {
  if (0)
    fp(1);
  return cfi_unchecked(fp(2)) + fp(3);
}
