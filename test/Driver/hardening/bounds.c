// -fsanitize=bounds is clang's; GCC's -fsanitize=bounds-strict becomes
// clang's array-bounds check with -fstrict-flex-arrays=3, so trailing [1]
// arrays are checked too.

// RUN: %kcc -### -c %s -fsanitize=bounds-strict 2>&1 | FileCheck %s --check-prefix=CMD
// CMD: "-cc1"{{.*}} "-fstrict-flex-arrays=3"{{.*}} "-fsanitize=array-bounds"

// RUN: %kcc -O2 -S -emit-llvm -o - %s -fsanitize=bounds | FileCheck %s --check-prefix=BOUNDS
// RUN: %kcc -O2 -S -emit-llvm -o - %s -fsanitize=bounds-strict | FileCheck %s --check-prefix=STRICT
// BOUNDS-LABEL: @fixed(
// BOUNDS: call void @__ubsan_handle_out_of_bounds
// BOUNDS-LABEL: @trailing(
// BOUNDS-NOT: __ubsan_handle_out_of_bounds
// BOUNDS: ret
// STRICT-LABEL: @trailing(
// STRICT: call void @__ubsan_handle_out_of_bounds

struct s { int n; int a[4]; int tail[1]; };
int fixed(struct s *p, int i) { return p->a[i]; }
int trailing(struct s *p, int i) { return p->tail[i]; }
