// RUN: %kcc -O2 -Wall -Wno-fortify-source -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %kcc -O2 -Wall -Wno-fortify-source -c %s -o /dev/null -fdiagnostics-format=json 2>&1 | FileCheck %s --check-prefix=JSON

// A range that goes on past its caret's line is underlined line by line, as
// GCC does: the first from the caret to its end, the others from their
// first non-blank column, the last to the range's end.

char d[4];
int tbl[4];
void take(int, int);

void copy(const char *s)
{
	__builtin_memcpy(d, s,
			 8);
}
//      CHECK:{{.*}}carets-multiline.c:14:9: warning: '__builtin_memcpy' forming offset [4, 7] is out of the bounds [0, 4] of object 'd' with type 'char[4]' [-Warray-bounds]
// CHECK-NEXT:   14 |         __builtin_memcpy(d, s,
// CHECK-NEXT:      |         ^~~~~~~~~~~~~~~~~~~~~~
// CHECK-NEXT:   15 |                          8);
// CHECK-NEXT:      |                          ~~
// JSON: "finish": {
// JSON-NEXT: "byte-column": 6,
// JSON-NEXT: "column": 27,
// JSON-NEXT: "display-column": 27,
// JSON-NEXT: "file": "{{.*}}carets-multiline.c",
// JSON-NEXT: "line": 15
// JSON: "message": "'__builtin_memcpy' forming offset

void pass(int i)
{
  if (i >= 4)
    take(0,
         tbl[i]);
}
//      CHECK:{{.*}}carets-multiline.c:[[@LINE-3]]:5: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK-NEXT:   33 |     take(0,
// CHECK-NEXT:      |     ^~~~~~~
// CHECK-NEXT:   34 |          tbl[i]);
// CHECK-NEXT:      |          ~~~~~~~

int split(int i)
{
  if (i >= 4)
    return tbl[i
               ];
  return 0;
}
//      CHECK:{{.*}}carets-multiline.c:[[@LINE-4]]:15: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// CHECK-NEXT:   45 |     return tbl[i
// CHECK-NEXT:      |            ~~~^~
// CHECK-NEXT:   46 |                ];
// CHECK-NEXT:      |                ~
