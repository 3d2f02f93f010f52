#a = distinct[0x1FFFFFFFFFFFFFFFF]<>
