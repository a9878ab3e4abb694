# Address + undefined-behaviour sanitizers for the test build (never for measuring).
option(CPUROOF_SANITIZE "Build with -fsanitize=address,undefined (tests only)" OFF)
if(CPUROOF_SANITIZE)
  list(APPEND CPUROOF_INSTRUMENT_FLAGS -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
endif()
