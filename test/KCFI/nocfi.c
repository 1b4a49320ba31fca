// RUN: %kcc -O2 -fsanitize=kcfi -S -emit-llvm %s -o - | FileCheck %s
// RUN: %kcc -O0 -fsanitize=kcfi -S -emit-llvm %s -o - | FileCheck %s

// A function marked no_sanitize("kcfi") (the kernel's __nocfi) makes its
// indirect calls unchecked, while it can still be called indirectly itself.
// kcc's clang plugin sees the attribute; clang emits nothing for it when
// its own KCFI is off.

// CHECK-LABEL: define {{.*}} @checked(
// CHECK: call {{.*}} %{{.*}}(i32 noundef 1){{.*}} [ "kcfi"(i32 329620) ]
int checked(int (*fp)(int)) { return fp(1); }

// CHECK-LABEL: define {{.*}} @unchecked(
// CHECK-SAME: !kcfi_type
// CHECK: call {{.*}} %{{.*}}(i32 noundef 2){{( #[0-9]+)?$}}
__attribute__((no_sanitize("kcfi"))) int unchecked(int (*fp)(int)) {
  return fp(2);
}

// CHECK-NOT: kcc-no-kcfi
// CHECK-NOT: !callee_type
