func.func @switch_wrong_number_of_weights(%arg0 : i32) {
  llvm.switch %arg0 : i32, ^bb1 [
    42: ^bb2(%arg0, %arg0 : i32, i32)
  ] {branch_weights = array<i32: 13, 17, 19>}
^bb1:
  llvm.return
^bb2(%1: i32, %2: i32):
  llvm.return
}
