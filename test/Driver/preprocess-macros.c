// A source preprocessed on its own (-E, as distcc and ccache run it) reads
// as it does in its compile: -fsanitize=kcfi defines __KCC_KCFI__ under -E
// too, so the kernel's __nocfi keeps its no_sanitize("kcfi") in the
// preprocessed file and the compile of that file leaves the call
// unchecked, as the compile of the source does.

// RUN: %kcc -fsanitize=kcfi -E -dM %s | FileCheck %s --check-prefix=MACRO
// MACRO: #define __KCC_KCFI__ 1

// RUN: %kcc -O2 -fsanitize=kcfi -E %s -o %t.i
// RUN: %kcc -O2 -fsanitize=kcfi -S -emit-llvm %t.i -o - | FileCheck %s
// RUN: %kcc -O2 -fsanitize=kcfi -S -emit-llvm %s -o - | FileCheck %s

#if defined(__KCC_KCFI__)
#define __nocfi __attribute__((__no_sanitize__("kcfi")))
#else
#define __nocfi
#endif

// CHECK-LABEL: define {{.*}} @unchecked(
// CHECK: call {{.*}}(i32 noundef 1){{( #[0-9]+)?$}}
__nocfi int unchecked(int (*fp)(int)) { return fp(1); }

// CHECK-LABEL: define {{.*}} @checked(
// CHECK: call {{.*}}(i32 noundef 2) {{.*}}[ "kcfi"
int checked(int (*fp)(int)) { return fp(2); }
