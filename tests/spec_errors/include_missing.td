// An include that no include root provides: loading stops before resolution.
include "base.td"
include "dialects/no_such_dialect.td"

def Foo;
