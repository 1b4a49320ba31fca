define i32 @f(i32 %x) !type !0 {
  ret i32 %x
}
!0 = !{i64 0, !"_ZTSFiiE.generalized"}
