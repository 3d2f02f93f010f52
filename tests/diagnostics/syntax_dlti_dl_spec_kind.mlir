module attributes {dlti.dl_spec = "x"} {
}
