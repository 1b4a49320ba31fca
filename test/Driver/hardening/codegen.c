// REQUIRES: aarch64-registered-target, x86-registered-target
// Code-generation hardening flags: GCC's spelling is clang's; kcc hands
// them over unchanged and the code shows their effect.

// -fzero-call-used-regs=: call-used registers zeroed before the return.
// RUN: %kcc --target=x86_64-linux-gnu -O2 -S -o - %s -fzero-call-used-regs=used-gpr | FileCheck %s --check-prefix=ZERO
// ZERO-LABEL: leaf:
// ZERO: leal 3(%rdi), %eax
// ZERO-NEXT: xorl %edi, %edi
// ZERO-NEXT: xorl %esi, %esi
// ZERO-NEXT: retq

// -ftrivial-auto-var-init=: automatic variables start zeroed or patterned.
// RUN: %kcc -O2 -S -emit-llvm -o - %s -ftrivial-auto-var-init=zero | FileCheck %s --check-prefix=INIT-ZERO
// RUN: %kcc -O2 -S -emit-llvm -o - %s -ftrivial-auto-var-init=pattern | FileCheck %s --check-prefix=INIT-PATTERN
// INIT-ZERO-LABEL: @uninit(
// INIT-ZERO: call void @llvm.memset.p0.i64(ptr {{.*}}, i8 0, i64 64
// INIT-PATTERN-LABEL: @uninit(
// INIT-PATTERN: call void @llvm.memset.p0.i64(ptr {{.*}}, i8 -86, i64 64

// -fpatchable-function-entry=N,M: N nops, M of them before the entry.
// RUN: %kcc --target=aarch64-linux-gnu -O2 -S -o - %s -fpatchable-function-entry=4,2 | FileCheck %s --check-prefix=PATCH
// PATCH: nop
// PATCH-NEXT: nop
// PATCH-NEXT: leaf:
// PATCH-NEXT: .Lfunc_begin0:
// PATCH: nop
// PATCH-NEXT: nop

// -mbranch-protection=: PAC on the return address, BTI landing pads (a
// function that starts with PACIASP needs no BTI: PACIASP is one).
// RUN: %kcc --target=aarch64-linux-gnu -O2 -S -o - %s -mbranch-protection=pac-ret+bti | FileCheck %s --check-prefix=BRANCH
// BRANCH-LABEL: leaf:
// BRANCH: hint #34
// BRANCH-LABEL: uninit:
// BRANCH: hint #25
// BRANCH: hint #29

// -fcf-protection=: endbr64 landing pads on x86-64.
// RUN: %kcc --target=x86_64-linux-gnu -O2 -S -o - %s -fcf-protection=branch | FileCheck %s --check-prefix=CET
// CET-LABEL: leaf:
// CET: endbr64

// -fstack-clash-protection: a large frame is probed page by page.
// RUN: %kcc --target=x86_64-linux-gnu -O2 -S -o - %s -fstack-clash-protection | FileCheck %s --check-prefix=CLASH
// CLASH-LABEL: big:
// CLASH: subq $4096, %rsp
// CLASH: movq $0, (%rsp)
// CLASH: subq $4096, %rsp

// RUN: %kcc --target=x86_64-linux-gnu -### -c %s -fzero-call-used-regs=used-gpr -ftrivial-auto-var-init=zero -fpatchable-function-entry=4,2 -fcf-protection=branch -fstack-clash-protection 2>&1 | FileCheck %s --check-prefix=CMD
// CMD: "-cc1"{{.*}} "-fzero-call-used-regs=used-gpr" "-fpatchable-function-entry=4" "-fpatchable-function-entry-offset=2" "-fstack-clash-protection" "-ftrivial-auto-var-init=zero" "-fcf-protection=branch"

int leaf(int a, int b) { return a * b + 3; }

extern void fill(char *);
int uninit(void) {
  char buf[64];
  fill(buf);
  return buf[1];
}

int big(void) {
  char buf[16384];
  fill(buf);
  return buf[2];
}
