//! `toy-opt`: Descent's tool (`opt`, `translate`, `compile`, every flag) with the `toy`
//! dialect registered, as MLIR's `MlirOptMain` gives an out-of-tree dialect its opt tool.

fn main() {
    descent::tool::main_with(&[&descent_toy::DIALECT])
}
