// RUN-DESCENT: opt
// DLTI attributes print as MLIR 22 prints them: entries as `key = value` whichever way
// they were written, a lone entry as `#dlti.dl_entry<key, value>`.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, index = 32, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, !llvm.ptr<1> = dense<[32, 32, 32]> : vector<3xi64>>,
                   dlti.target_system_spec = #dlti.target_system_spec<"cpu" = #dlti.target_device_spec<#dlti.dl_entry<"dlti.L1_cache_size_in_bytes", 4096 : ui32>, "vec" = 128>, #dlti.dl_entry<"gpu", #dlti.target_device_spec<"k" = 1.5 : f32>>>,
                   dlti.map = #dlti.map<"outer" = #dlti.map<"inner" = [1, 2]>, f16 = 2>} {
  func.func private @g() attributes {mine.entry = #dlti.dl_entry<memref<?xf32>, "any">, mine.empty = #dlti.map<>, mine.spec = #dlti.dl_spec<"x" = 1> : i32}
}
