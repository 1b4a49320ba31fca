// REQUIRES: aarch64-registered-target, riscv-registered-target
// -fsanitize=shadow-call-stack: GCC's spelling is clang's; arm64 needs
// -ffixed-x18 (clang says so, as GCC does), riscv64 keeps the shadow stack
// in gp.

// RUN: %kcc --target=aarch64-linux-gnu -### -c %s -fsanitize=shadow-call-stack -ffixed-x18 2>&1 | FileCheck %s --check-prefix=CMD
// CMD: "-cc1"{{.*}} "-target-feature" "+reserve-x18"{{.*}} "-fsanitize=shadow-call-stack"

// RUN: %kcc --target=aarch64-linux-gnu -O2 -S -o - %s -fsanitize=shadow-call-stack -ffixed-x18 | FileCheck %s --check-prefix=ARM64
// ARM64-LABEL: caller:
// ARM64: str x30, [x18], #8
// ARM64: ldr x30, [x18, #-8]!

// RUN: not %kcc --target=aarch64-linux-gnu -c %s -o /dev/null -fsanitize=shadow-call-stack 2>&1 | FileCheck %s --check-prefix=NOX18
// NOX18: error: invalid argument '-fsanitize=shadow-call-stack' only allowed with '-ffixed-x18'

// RUN: %kcc --target=riscv64-linux-gnu -O2 -S -o - %s -fsanitize=shadow-call-stack | FileCheck %s --check-prefix=RISCV
// RISCV-LABEL: caller:
// RISCV: addi gp, gp, 8
// RISCV-NEXT: sd ra, -8(gp)
// RISCV: ld ra, -8(gp)
// RISCV-NEXT: addi gp, gp, -8

extern void callee(void);
void caller(void) { callee(); callee(); }
