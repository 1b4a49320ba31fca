// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:
// RUN: %kcc -O2 -g -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:

// A comparison only turned into a number (`ok = len != -1`) is no branch
// in GCC: its jump threading makes no path where len is -1 for the later
// `if (ok)`, and GCC gives no warning; neither does kcc.

char *buf;
struct dev *dev;
void flush (struct dev *);
void fail (void);

void reset (int len)
{
  int ok = len != -1;
  __builtin_memset (buf, 0, len);
  if (ok)
    flush (dev);
  else
    fail ();
}
