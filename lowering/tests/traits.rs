//! The spec compiler's list of native traits and the runtime's must agree.

#[test]
fn codegen_and_runtime_know_the_same_native_traits() {
    let mut a: Vec<&str> = descent_codegen::model::KNOWN_NATIVE_TRAITS.to_vec();
    let mut b: Vec<&str> = descent::ir::Traits::NAMES.to_vec();
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b);
}
