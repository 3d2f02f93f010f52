func.func @$invalid_function_name()
