// RUN: %kcc -O2 -fsanitize=kcfi -S -emit-llvm -x c - -o - < %s | FileCheck %s
// RUN: cd %S && %kcc -O2 -fsanitize=kcfi -S -emit-llvm nocfi-stdin.c -o - | FileCheck %s

// The clang plugin's facts reach the pass whatever the input is called:
// source on stdin (module "-") and a relative path, too.

// CHECK-LABEL: define {{.*}} @unchecked(
// CHECK: call {{.*}}(i32 noundef 1){{( #[0-9]+)?$}}
__attribute__((no_sanitize("kcfi"))) int unchecked(int (*fp)(int)) {
  return fp(1);
}
