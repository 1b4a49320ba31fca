// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-format=json 2>&1 | FileCheck %s --check-prefix=JSON

// GCC prints display columns: a tab advances to the next multiple of 8. The
// quoted line has its tabs expanded, so that the caret lines up whatever the
// terminal's tab stops. (clang's own warnings keep its byte columns.)

// CHECK:{{.*}}display-columns.c:[[@LINE+12]]:25: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK-NEXT:   [[@LINE+11]] |                 return a[i];
// CHECK-NEXT:      |                        ~^~~

// In GCC's JSON, "column" is the display column too; "byte-column" the byte.
// JSON:      "byte-column": 11,
// JSON-NEXT: "column": 25,
// JSON-NEXT: "display-column": 25,
int a[4];
int get(int i)
{
	if (i == 4)
		return a[i];
	return 0;
}
