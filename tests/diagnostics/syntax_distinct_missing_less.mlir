#a = distinct[2](
