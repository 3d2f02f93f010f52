!t i32
