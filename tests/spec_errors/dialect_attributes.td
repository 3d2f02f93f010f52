// A dialect's `attributes` is one of "open", "closed" or "none".
include "base.td"

def Bad_Dialect : Dialect {
  let name = "bad";
  let attributes = "shut";
}
