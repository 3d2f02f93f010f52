module attributes {test.invalid_attr} {
}
