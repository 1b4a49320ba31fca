// RUN: %kcc -O2 -fsanitize=kcfi -S -emit-llvm %s -o - | FileCheck %s

// A call through a function pointer type marked cfi_unchecked_callee is not
// checked (clang 22 accepts the attribute and still checks; kcc does not).
// A call of the same prototype through an ordinary pointer still is.

typedef int (*__attribute__((cfi_unchecked_callee)) unchecked_fn)(int);

// CHECK-LABEL: define {{.*}} @calls(
// CHECK: call {{.*}} %{{[0-9]+}}(i32 noundef 1){{( #[0-9]+)?$}}
// CHECK: call {{.*}} %{{[0-9]+}}(i32 noundef 2){{.*}} [ "kcfi"(i32 329620) ]
int calls(unchecked_fn u, int (*c)(int)) {
  int a = u(1);
  return a + c(2);
}

// The kernel's static_call() without HAVE_STATIC_CALL (arm64, riscv64): a
// cast of the key's function pointer to the trampoline's type.
int tramp(int);
struct key { void *func; } key;
#define static_call(name)                                                      \
  ((typeof(tramp) __attribute__((cfi_unchecked_callee)) *)(key.func))

// CHECK-LABEL: define {{.*}} @via_static_call(
// CHECK: call {{.*}}(i32 noundef 3){{( #[0-9]+)?$}}
int via_static_call(void) { return static_call(tramp)(3); }
