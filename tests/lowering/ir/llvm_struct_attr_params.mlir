// RUN-DESCENT: opt --split-input-file --verify-diagnostics
// Struct-form attribute parameters as MLIR's generated parsers read them. With every
// parameter required (`#llvm.memory_effects`, which gained errnoMem and targetMem0/1 since
// older Flang output was written), exactly one `name = value` per parameter with commas
// between; otherwise (`#llvm.loop_annotation`) entries while they come. A duplicate or
// unknown name is reported where its value starts.

// expected-error @+1 {{expected ','}}
llvm.func @old_memory_effects() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
llvm.func @empty_memory_effects() attributes {memory_effects = #llvm.memory_effects<>}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: other}}
llvm.func @dup_memory_effects() attributes {memory_effects = #llvm.memory_effects<other = none, other = none>}

// -----

// expected-error @+1 {{expected '>'}}
llvm.func @loop_annotation_number() attributes {x = #llvm.loop_annotation<5>}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: bogus}}
llvm.func @loop_annotation_unknown() attributes {x = #llvm.loop_annotation<bogus = true>}

// -----

llvm.func @ok() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, x = #llvm.loop_annotation<>}
