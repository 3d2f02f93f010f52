// RUN-DESCENT: opt --convert-index-to-llvm
// Signed divisions of constants fold with APInt's wrapping arithmetic, where the
// 64-bit and 32-bit results agree in their low 32 bits.
func.func @f() -> (index, index, index, index, index, index, index, index) {
  %min = index.constant -9223372036854775808
  %m1 = index.constant -1
  %c2 = index.constant 2
  %c3 = index.constant 3
  %imin = index.constant -2147483648
  %m8 = index.constant -8
  %0 = index.divs %min, %m1
  %1 = index.ceildivs %min, %c2
  %2 = index.ceildivs %min, %m1
  %3 = index.floordivs %min, %m1
  %4 = index.floordivs %imin, %m1
  %5 = index.ceildivs %imin, %m1
  %6 = index.ceildivs %m8, %c3
  %7 = index.floordivs %m8, %c3
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}
