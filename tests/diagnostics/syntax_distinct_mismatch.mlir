#a = distinct[3]<42 : i32>
#b = distinct[3]<43 : i32>
