// RUN: %clang -shared -fPIC -o %t.so %S/Inputs/other-build-facts.c
// RUN: not %clang -c %s -o /dev/null -fplugin=%t.so -fplugin=%kcc_frontend 2>&1 | FileCheck %s

// The two plugins share the facts' C++ layout, so they must come from one
// build: a pass plugin that declines the front-end plugin's version and
// size of the facts is an error that says so, not a compile without them.

// CHECK: error: KccFrontend.so and the kcc pass plugin come from different builds of kcc (their front-end facts differ): load the KccPlugin.so built with this KccFrontend.so

int f(void) { return 0; }
