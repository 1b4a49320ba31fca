// RUN: %clang -O2 -g -c %examples/sparx5.c -o %t.o -fpass-plugin=%kcc_plugin -fplugin=%kcc_frontend -mllvm -kcc-warn-array-bounds -mllvm -kcc-move-history -Rpass-analysis=kcc-bounds 2>&1 | FileCheck %s
// RUN: %clang -O2 -g -c %examples/sparx5.c -o %t.plain.o -fpass-plugin=%kcc_plugin -fplugin=%kcc_frontend
// RUN: cmp %t.o %t.plain.o

// The seed example: the warning sits at &sg->vals[index], the event path
// names the inlined `if (*index >= 4)` taken as true, which jump threading
// copied the load onto, then the access; the note names the array. The
// object is the one built without the diagnostics.

// CHECK: sparx5.c:23:15: remark: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds] at {{.*}}sparx5.c:23:23 (columns 15-29); (1) {{.*}}sparx5.c:17:6: when the condition is evaluated to true, so 'index' is in [4, 2147483647] (copy by jump threading put this code on that path) [in 'assign', inlined at depth 1] [inlined from 'sparx5_set' at {{.*}}sparx5.c:25:3]; (2) {{.*}}sparx5.c:23:23: warning happens here (columns 15-29) [warning]; note: {{.*}}sparx5.c:11:7: while referencing 'vals' (columns 7-10) [-Rpass-analysis=kcc-bounds]
