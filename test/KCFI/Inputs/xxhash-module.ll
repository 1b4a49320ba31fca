; A module already instrumented by clang's own KCFI (xxHash64).
define void @f() !kcfi_type !1 {
  ret void
}
!llvm.module.flags = !{!0, !2}
!0 = !{i32 4, !"kcfi", i32 1}
!1 = !{i32 -1522505972}
!2 = !{i32 4, !"kcfi-hash", !"xxHash64"}
