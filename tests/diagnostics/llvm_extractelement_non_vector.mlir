func.func @invalid_vector_type_1(%arg0: vector<4xf32>, %arg1: i32, %arg2: f32) {
  %0 = llvm.extractelement %arg2[%arg1 : i32] : f32
}
