# The tests' own code (included by each test directory; not the benchmarks): in the release build it
# is compiled for a quick build (-O1, line tables only) while what it tests, core/ and ui/, keeps
# the release flags (-O2, line tables: CMakePresets.json; the debug preset has full information). A
# test file's code is mostly GoogleTest's macros, whose -O2 and full debug information cost about
# 40% of its compile time and a larger link, for nothing a test measures (the benchmarks, which do,
# keep -O2). Floating point is unaffected: x86-64's SSE arithmetic is the same at every level, and
# no flag here relaxes IEEE semantics or contracts into FMA. A target here that reuses the window's
# precompiled header (built with the release flags) clears these: gelu_release_flags(target).
add_compile_options($<$<CONFIG:RelWithDebInfo>:-O1> $<$<CONFIG:RelWithDebInfo>:-g1>)

function(gelu_release_flags)
  foreach(target IN LISTS ARGN)
    set_property(TARGET ${target} PROPERTY COMPILE_OPTIONS "")
  endforeach()
endfunction()
