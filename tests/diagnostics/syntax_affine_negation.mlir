#m = affine_map<(i) -> (i, -())>
