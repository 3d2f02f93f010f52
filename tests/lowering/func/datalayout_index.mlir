// RUN-DESCENT: opt --convert-func-to-llvm --convert-to-llvm
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>} {
  func.func @f(%a: index, %b: index) -> index {
    %0 = arith.addi %a, %b : index
    %c = arith.constant 7 : index
    %1 = arith.muli %0, %c : index
    return %1 : index
  }
}
