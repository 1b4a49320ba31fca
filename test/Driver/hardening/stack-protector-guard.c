// REQUIRES: aarch64-registered-target, riscv-registered-target, x86-registered-target
// -mstack-protector-guard=, -reg=, -offset=: where the canary is loaded
// from, as the kernel configures it per architecture.

// RUN: %kcc --target=aarch64-linux-gnu -### -c %s -fstack-protector-strong -mstack-protector-guard=sysreg -mstack-protector-guard-reg=sp_el0 -mstack-protector-guard-offset=1368 2>&1 | FileCheck %s --check-prefix=CMD
// CMD: "-cc1"{{.*}} "-mstack-protector-guard=sysreg" "-mstack-protector-guard-offset=1368" "-mstack-protector-guard-reg=sp_el0"

// arm64: the current task from sp_el0, the canary at the offset.
// RUN: %kcc --target=aarch64-linux-gnu -O2 -S -o - %s -fstack-protector-strong -mstack-protector-guard=sysreg -mstack-protector-guard-reg=sp_el0 -mstack-protector-guard-offset=1368 | FileCheck %s --check-prefix=ARM64
// ARM64-LABEL: f:
// ARM64: mrs [[R:x[0-9]+]], SP_EL0
// ARM64: ldr {{x[0-9]+}}, [[[R]], #1368]

// riscv64: from tp.
// RUN: %kcc --target=riscv64-linux-gnu -O2 -S -o - %s -fstack-protector-strong -mstack-protector-guard=tls -mstack-protector-guard-reg=tp -mstack-protector-guard-offset=16 | FileCheck %s --check-prefix=RISCV
// RISCV-LABEL: f:
// RISCV: ld {{[a-z0-9]+}}, 16(tp)

// x86-64: from %gs (the per-CPU area).
// RUN: %kcc --target=x86_64-linux-gnu -O2 -S -o - %s -fstack-protector-strong -mstack-protector-guard=tls -mstack-protector-guard-reg=gs -mstack-protector-guard-offset=40 | FileCheck %s --check-prefix=X86
// X86-LABEL: f:
// X86: movq %gs:40, %rax

// A guard kind the target lacks: clang's error, non-zero exit.
// RUN: not %kcc --target=aarch64-linux-gnu -c %s -o /dev/null -fstack-protector-strong -mstack-protector-guard=tls 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: invalid value 'tls' in 'mstack-protector-guard=', expected one of: sysreg global

extern void fill(char *);
int f(void) {
  char buf[64];
  fill(buf);
  return buf[0];
}
