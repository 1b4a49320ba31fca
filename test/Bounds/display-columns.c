// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --match-full-lines --strict-whitespace

// GCC prints display columns: a tab advances to the next multiple of 8. The
// quoted line has its tabs expanded, so that the caret lines up whatever the
// terminal's tab stops. (clang's own warnings keep its byte columns.)

// CHECK:{{.*}}display-columns.c:[[@LINE+7]]:25: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK-NEXT:   [[@LINE+6]] |                 return a[i];
// CHECK-NEXT:      |                        ~^~~
int a[4];
int get(int i)
{
	if (i == 4)
		return a[i];
	return 0;
}
