// RUN: not %clang -c %s -o /dev/null -fpass-plugin=%kcc_plugin -fplugin=%kcc_frontend -Xclang -plugin-arg-kcc -Xclang diagnostic=/tmp 2>&1 | FileCheck %s
// RUN: %clang -c %s -o /dev/null -fpass-plugin=%kcc_plugin -fplugin=%kcc_frontend 2>&1 | count 0

// KccFrontend.so has one plugin action, "kcc"; an argument it does not
// know is an error that names what it takes, not an argument ignored.

// CHECK: error: kcc's clang plugin: unknown argument 'diagnostic=/tmp' (it takes diagnostics=DIR)

int f(void) { return 0; }
