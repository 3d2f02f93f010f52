#s = affine_set<(d0) : (d0 > 0)>
