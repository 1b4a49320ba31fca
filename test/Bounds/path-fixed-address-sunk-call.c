// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --implicit-check-not=warning:

// A call that only reads, whose result is used only where its pointer
// turns out to be null: GCC sinks the call onto that path, where the
// argument is a fixed address, and warns there; the path names the test
// after the call. The optimizer deletes that path as undefined (the call
// says the pointer is not null), so the check runs before it does.

void log_len (unsigned long);

// CHECK-LABEL: In function 'show'
// CHECK: path-fixed-address-sunk-call.c:[[@LINE+8]]:21: warning: '__builtin_strlen' reading 1 or more bytes from a region of size 0 [-Wstringop-overread]
// CHECK: 'show': events 1-2
// CHECK: [[@LINE+6]] |   unsigned long n = __builtin_strlen (name + 1);
// CHECK: (2) warning happens here
// CHECK: [[@LINE+6]] |   if (name == 0)
// CHECK: (1) when the condition is evaluated to true
void show (const char *name)
{
  unsigned long n = __builtin_strlen (name + 1);

  if (name == 0)
    log_len (n);
}
