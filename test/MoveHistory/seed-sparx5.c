// RUN: %kcc -O2 -g -S -emit-llvm %examples/sparx5.c -o - -fkcc-move-history | FileCheck %s
// RUN: %kcc -O2 -g -c %examples/sparx5.c -o /dev/null -fkcc-move-history -mllvm -kcc-move-history-log 2>&1 | FileCheck %s --check-prefix=LOG

// The seed example at -O2: jump threading copies the load of *val into the
// path on which the inlined `if (*index >= 4)` (sparx5.c:17) is true; that
// copy carries the event, the original on the false path does not.

// CHECK-LABEL: define {{.*}} @sparx5_set(
// CHECK:      br i1 %{{[0-9]+}}, label %[[TRUE:[0-9]+]], label %[[FALSE:[0-9]+]]
// CHECK:      [[FALSE]]:
// CHECK:      load i32, ptr %{{[0-9]+}}, align 4, !dbg ![[LOAD:[0-9]+]], !tbaa !{{[0-9]+}}{{$}}
// CHECK:      [[TRUE]]:
// CHECK:      load i32, ptr %{{[0-9]+}}, align 4, !dbg ![[LOAD]], !tbaa !{{[0-9]+}}, !kcc.move_history ![[CHAIN:[0-9]+]]
// CHECK:      ![[CHAIN]] = !{![[EVENT:[0-9]+]]}
// CHECK-NEXT: ![[EVENT]] = !{!"copy by jump threading", !"JumpThreadingPass", ![[WHERE:[0-9]+]], !"true"}
// CHECK-NEXT: ![[WHERE]] = !{!"{{.*}}sparx5.c", i32 17, i32 14, !"{{.*}}sparx5.c", i32 25, i32 3}

// LOG: kcc-move-history: sparx5_set: %{{[0-9]+}} = load i32
// LOG-NEXT: copy by jump threading (JumpThreadingPass), condition at {{.*}}sparx5.c:17:14 inlined at {{.*}}sparx5.c:25:3, true path
// LOG-NOT: kcc-move-history:
