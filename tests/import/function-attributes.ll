; RUN-DESCENT: translate --import-llvm
define void @a1() alwaysinline { ret void }
define void @a2() "aarch64_pstate_sm_body" { ret void }
define void @a3() "aarch64_inout_za" { ret void }
define void @a4() "no-infs-fp-math"="false" { ret void }
define void @a5() "instrument-function-entry"="__cyg" { ret void }
define void @a6() mustprogress { ret void }
define void @a7() "denormal-fp-math"="preserve-sign,preserve-sign" { ret void }
define void @a8() "tune-cpu"="neoverse-n1" { ret void }
define void @a9() "reciprocal-estimates"="all" { ret void }
define void @a10() "unsafe-fp-math"="true" { ret void }
define void @a11() optsize { ret void }
define void @a12() noreturn { ret void }
define void @a13() memory(none) { ret void }
define void @a14() memory(readwrite, argmem: none) { ret void }
define void @a15() memory(errnomem: write) { ret void }
define void @a16() "frame-pointer"="none" { ret void }
define void @a17() "frame-pointer"="reserved" { ret void }
define void @a18() uwtable { ret void }
define void @a19() vscale_range(1,0) { ret void }
define void @a20() "target-features"="" { ret void }
define void @a21() "use-soft-float"="true" { ret void }
define void @a22() "no_caller_saved_registers" { ret void }
define void @a23() nocallback { ret void }
define void @a25() convergent { ret void }
