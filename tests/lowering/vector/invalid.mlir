// RUN-DESCENT: opt -split-input-file -verify-diagnostics
func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[5] : vector<8xf32> from vector<4x8xf32>
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[1, 2, 3] : f32 from vector<4x8xf32>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'and'}}
  %0 = vector.reduction <and>, %v : vector<4xf32> into f32
}

// -----

func.func @a(%v: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<4x4xf32> into f32
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<3xi32>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (4) and result (3)}}
  %0 = vector.shape_cast %v : vector<4xf32> to vector<3xf32>
}

// -----

func.func @a(%v: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 1}}
  %0 = vector.transpose %v, [1, 1] : vector<4x3xf32> to vector<3x4xf32>
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<4xf32>
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mk: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %mk, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
}

// -----

func.func @a(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i, %i : vector<4xi1>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [3], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
}

// -----

func.func @a(%v: vector<4xf32>, %w: vector<2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 0 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [3], strides = [1]} : vector<2xf32> into vector<4xf32>
}

// -----

func.func @a(%v: vector<2x3xf32>, %a: vector<3xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<3xf32>' is incompatible with source type 'vector<2x3xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [1] : vector<2x3xf32> to vector<3xf32>
}

// -----

func.func @a(%m: memref<8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<4xf32>>'}}
  %0 = vector.type_cast %m : memref<8xf32> to memref<vector<4xf32>>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [5], strides = [1]} : vector<4xf32> to vector<5xf32>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [2]} : vector<4xf32> to vector<2xf32>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %v {offsets = [4], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2xf32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<3xf32>
}

// -----

func.func @a(%v: vector<4x4xf32>, %w: vector<2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [1], strides = [1]} : vector<2xf32> into vector<4x4xf32>
}

// -----

func.func @a(%v: vector<4xf32>, %w: vector<2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [1], strides = [2]} : vector<2xf32> into vector<4xf32>
}

// -----

func.func @a(%v: vector<4xf32>, %w: vector<2xf32>) {
  %0 = vector.shuffle %v, %w [0, 1] : vector<4xf32>, vector<2xf32>
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %1 = vector.shuffle %v, %w [0, 9] : vector<4xf32>, vector<2xf32>
}

// -----

func.func @a(%v: vector<4xf32>, %w: vector<2xi32>) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<8xi16>
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %1 = vector.bitcast %v : vector<4xf32> to vector<4x2xi16>
}

// -----

func.func @a(%v: vector<4xi32>) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : vector<4xi32> to vector<4xf32>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 1 operands and 4 types}}
  %0 = vector.from_elements %v : vector<4xf32>
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 2 operands and 4 types}}
  %0 = vector.from_elements %v, %v : vector<4xf32>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %v, %v : vector<4xf32> -> vector<4xf32>
}

// -----

func.func @a(%v: vector<5xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = vector.deinterleave %v : vector<5xf32> -> vector<2xf32>
}

// -----

func.func @a(%v: vector<4xf32>, %s: f32) {
  // expected-error@+1 {{custom op 'vector.insert' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.insert %v, %s[0] : vector<4xf32> into f32
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
}

// -----

func.func @a(%v: vector<4xf32>, %m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<4xi32>, vector<4xf32>
}

// -----

func.func @a(%v: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %v : vector<4x4xf32> punctuation <comma> str "x"
}

// -----

func.func @a(%v: vector<4x4xf32>) {
  %0 = vector.fma %v, %v, %v : vector<4x4xf32>
  // expected-error@+1 {{expected ','}}
  %1 = vector.fma %v, %v : vector<4x4xf32>
}

// -----

func.func @a(%v: vector<4xf32>, %m: vector<4xi1>) {
  // expected-error@+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = vector.mask %m { %a = vector.reduction <add>, %v : vector<4xf32> into f32
                        %b = vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
}

// -----

func.func @a(%v: vector<4xf32>, %m: vector<4xi1>) {
  // expected-error@+1 {{block with no terminator, has }}
  %0 = vector.mask %m { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
}

// -----

func.func @a(%v: vector<4xf32>, %m: vector<4xi1>) {
  // expected-error@+1 {{custom op 'vector.mask' expects a result if passthru operand is provided}}
  %0 = vector.mask %m, %v { vector.yield %v : vector<4xf32> } : vector<4xi1>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "x" punctuation <comma>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  "vector.print"(%v) <{punctuation = #vector.punctuation<newline>, stringLiteral = "x"}> : (vector<4xf32>) -> ()
}

// -----

#m = affine_map<(i) -> (i)>
func.func @a(%v: vector<4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [#m, #m, #m], iterator_types = ["parallel"]} %v, %v, %v : vector<4xf32>, vector<4xf32> into vector<4xf32>
  %1 = vector.contract {indexing_maps = [#m, #m], iterator_types = ["parallel"]} %v, %v, %v : vector<4xf32>, vector<4xf32> into vector<4xf32>
}

// -----

func.func @a(%v: vector<4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.contract' op unsupported contraction type}}
  %1 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<and>} %v, %v, %f : vector<4xf32>, vector<4xf32> into f32
}

// -----

func.func @a(%v: vector<2x3xf32>, %w: vector<2xf32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %v, %w {inclusive = true, reduction_dim = 0 : i64} : vector<2x3xf32>, vector<2xf32>
}

// -----

func.func @a(%v: vector<4xf32>, %m: vector<4xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { arith.addf %v, %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
}

// -----

func.func @a(%v: vector<4xf32>, %m: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<8xi1> -> f32
}

// -----

func.func @a(%v: vector<4xf32>, %m: vector<4xi1>, %p: f32) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %p { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
}

// -----

func.func @a(%v: vector<4xf32>, %m: vector<4xi1>) {
  // expected-error@+1 {{block with no terminator, has }}
  vector.mask %m { vector.yield } : vector<4xi1>
}

// -----

func.func @a(%v: vector<4x4xf32>, %m: vector<4xi1>, %a: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4x4xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %a [1] : vector<4x4xf32> to vector<4xf32> } : vector<4xi1> -> vector<4xf32>
}

// -----

func.func @a(%v: vector<4x4xf32>, %s: vector<2x2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 0 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [3, 0], strides = [1, 1]} : vector<2x2xf32> into vector<4x4xf32>
}

// -----

func.func @a(%v: vector<4x4xf32>, %s: vector<2x2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [0], strides = [1, 1]} : vector<2x2xf32> into vector<4x4xf32>
}

// -----

func.func @a(%v: vector<4x4xf32>, %s: vector<2x2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [0, 0], strides = [1]} : vector<2x2xf32> into vector<4x4xf32>
}

// -----

func.func @a(%v: vector<4x4xf32>, %s: vector<2x5xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [0, 0], strides = [1, 1]} : vector<2x5xf32> into vector<4x4xf32>
}

// -----

func.func @a(%v: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2], strides = [1, 1]} : vector<4x4xf32> to vector<2x4xf32>
}

// -----

func.func @a(%v: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 0, 0], sizes = [2], strides = [1]} : vector<4x4xf32> to vector<2x4xf32>
}

// -----

func.func @a(%v: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v, [1] : vector<4x3xf32> to vector<3x4xf32>
}

// -----

func.func @a(%v: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 0}}
  %0 = vector.transpose %v, [0, 1] : vector<4x3xf32> to vector<3x4xf32>
}

// -----

func.func @a(%v: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition index out of range: 3}}
  %0 = vector.transpose %v, [0, 3] : vector<4x3xf32> to vector<4x3xf32>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %v : vector<4xf32> to vector<2x2xi32>
}

// -----

func.func @a(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<3x8xi16>
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [2, 0] : vector<4x4xi1>
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2] : vector<4x4xi1>
}

// -----

func.func @a() {
  // expected-error@+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[4]xi1>
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %idx: vector<8xi32>, %mk: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i][%idx], %mk, %p : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %idx: vector<4xi32>, %mk: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op requires 1 indices}}
  %0 = vector.gather %m[%i, %i][%idx], %mk, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %idx: vector<4xi32>, %mk: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i][%idx], %mk, %p : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<4xf32>
}

// -----

func.func @a(%m: memref<?xi32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xi32>, vector<4xf32>
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mk: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %mk, %p : memref<?xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mk: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %mk, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<4xf32>
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %mk: vector<4xi1>, %p: vector<4xi32>) {
  // expected-error@+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
  vector.maskedstore %m[%i], %mk, %p : memref<?xf32>, vector<4xi1>, vector<4xi32>
}

// -----

func.func @a(%v: vector<2x3xf32>, %w: vector<3xf32>) {
  // expected-error@+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %v, %w {inclusive = true, reduction_dim = 2 : i64} : vector<2x3xf32>, vector<3xf32>
}

// -----

func.func @a(%v: vector<2x3xi32>, %w: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op unsupported reduction type 'i32' for kind 'maxnumf'}}
  %0:2 = vector.scan <maxnumf>, %v, %w {inclusive = true, reduction_dim = 0 : i64} : vector<2x3xi32>, vector<3xi32>
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with source type 'vector<4xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %v [0] : vector<4xf32> to vector<4xf32>
}

// -----

func.func @a(%v: vector<4xi32>, %x: f32) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xi32> into f32
}

// -----

func.func @a(%m: memref<?xvector<4xf32>>, %i: index) {
  // expected-error@+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
}

// -----

func.func @a(%m: memref<?xvector<4xf32>>, %i: index, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %v, %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
}
