module attributes {dlti.foo = 1} {
}
