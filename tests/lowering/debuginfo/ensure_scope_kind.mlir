// RUN-DESCENT: opt "--pass-pipeline=builtin.module(ensure-debug-info-scope-on-llvm-func{emission-kind=Full})" --mlir-print-debuginfo
// The emission-kind option sets the new compile unit's kind.
module {
  llvm.func @f(%a: i32) -> i32 {
    %0 = llvm.add %a, %a : i32 loc("caller.py":6:1)
    %1 = llvm.add %0, %a : i32 loc("n"("other.py":6:1))
    %2 = llvm.add %1, %a : i32 loc(fused["other.py":7:1, "x.py":1:1])
    %3 = llvm.add %2, %a : i32 loc(callsite(callsite("a/in.py":1:2 at "mid.py":3:3) at "caller.py":4:4))
    %4 = llvm.add %3, %a : i32 loc("dir/other.py":8:1)
    llvm.br ^bb1(%4 : i32) loc("caller.py":9:1)
  ^bb1(%b: i32 loc("z.py":1:1)):
    llvm.return %b : i32 loc("caller.py":10:1)
  } loc("caller.py":5:1)
  llvm.func @g() loc("/abs/dir/g.py":3:7 to :9)
} loc("m.py":1:1)
