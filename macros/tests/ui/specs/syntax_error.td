// A def without its terminating `;`.
include "constraints.td"

def Toy_Dialect : Dialect {
  let name = "toy";
}

def Toy_Number : Type<(Float), "floating-point">
def Toy_Other : Type<(Float), "floating-point">;
