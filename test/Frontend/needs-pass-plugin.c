// RUN: not %clang -c %s -o /dev/null -fplugin=%kcc_frontend 2>&1 | FileCheck %s
// RUN: %clang -c %s -o /dev/null -fplugin=%kcc_frontend -fpass-plugin=%kcc_plugin

// KccFrontend.so hands what it learns to the pass plugin; loaded alone it
// would have nobody to tell, so it says so instead of compiling silently
// without kcc's KCFI opt-outs.

// CHECK: error: KccFrontend.so needs the kcc pass plugin of its build: add -fpass-plugin=KccPlugin.so

int f(void) { return 0; }
