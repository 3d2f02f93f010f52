// RUN-DESCENT: opt
// Maps, sets and locations inside DLTI attributes print through the file's aliases, as
// MLIR's alias printer walks the entries of DLTI attributes.
func.func private @h() attributes {
  mine.a = #dlti.dl_entry<"shift", affine_map<(i) -> (i + 2)>>,
  mine.b = #dlti.map<"m" = affine_map<(i) -> (i + 2)>, "s" = affine_set<(i) : (i - 1 == 0)>, "n" = #dlti.map<"at" = loc("there")>>,
  mine.c = #dlti.dl_spec<"plain" = 3, "id" = affine_map<(i, j) -> (j, i)>>
}
// A type key is written in full even where the type has an alias.
!big = tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>
func.func private @k(!big) attributes {mine.d = #dlti.map<!big = 1>, mine.e = #dlti.dl_entry<!big, "v">}
