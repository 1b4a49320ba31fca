// Signed and unsigned overflow: -fwrapv, -fno-strict-overflow, the overflow
// sanitizers and the idioms they leave alone.

// RUN: %kcc -O2 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=DEFAULT
// RUN: %kcc -O2 -S -emit-llvm -o - %s -fwrapv | FileCheck %s --check-prefix=WRAP
// RUN: %kcc -O2 -S -emit-llvm -o - %s -fno-strict-overflow | FileCheck %s --check-prefix=WRAP
// DEFAULT-LABEL: @add(
// DEFAULT: add nsw i32
// WRAP-LABEL: @add(
// WRAP: add i32
// WRAP-NOT: nsw

// RUN: %kcc -### -c %s -fno-strict-overflow 2>&1 | FileCheck %s --check-prefix=NSO
// NSO: "-cc1"{{.*}} "-fwrapv"

// RUN: %kcc -O2 -S -emit-llvm -o - %s -fsanitize=signed-integer-overflow | FileCheck %s --check-prefix=SIO
// SIO-LABEL: @add(
// SIO: call void @__ubsan_handle_add_overflow
// RUN: %kcc -O2 -S -emit-llvm -o - %s -fsanitize=unsigned-integer-overflow | FileCheck %s --check-prefix=UIO
// UIO-LABEL: @uadd(
// UIO: call void @__ubsan_handle_add_overflow

// The overflow-test idiom `a + b < a` is not instrumented when excluded.
// RUN: %kcc -O2 -S -emit-llvm -o - %s -fsanitize=unsigned-integer-overflow -fsanitize-undefined-ignore-overflow-pattern=add-unsigned-overflow-test | FileCheck %s --check-prefix=IDIOM
// RUN: %kcc -### -c %s -fsanitize=unsigned-integer-overflow -fsanitize-undefined-ignore-overflow-pattern=all 2>&1 | FileCheck %s --check-prefix=IDIOM-CMD
// IDIOM-CMD: "-cc1"{{.*}} "-fsanitize-undefined-ignore-overflow-pattern=all"
// IDIOM-LABEL: @wraps(
// IDIOM-NOT: __ubsan_handle_add_overflow
// IDIOM: ret

int add(int a, int b) { return a + b; }
unsigned uadd(unsigned a, unsigned b) { return a * 3 + b; }
int wraps(unsigned a, unsigned b) { return a + b < a; }
