// RUN-DESCENT: opt --no-implicit-module --mlir-print-debuginfo
// The one top-level op is printed as the top-level op, without a module around it.
func.func private @a(i32) -> i32
