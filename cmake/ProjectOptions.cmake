# SPDX-License-Identifier: Apache-2.0
# One place for compiler flags; every target links gpuadvisor_options PRIVATE so flags never leak.
add_library(gpuadvisor_options INTERFACE)
target_compile_features(gpuadvisor_options INTERFACE cxx_std_20)
target_compile_definitions(gpuadvisor_options INTERFACE
    QT_DISABLE_DEPRECATED_BEFORE=0x060400
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_FOREACH)
target_compile_options(gpuadvisor_options INTERFACE
    $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Woverloaded-virtual>)
option(GPUADVISOR_WERROR "Treat warnings as errors" OFF)
if(GPUADVISOR_WERROR)
    target_compile_options(gpuadvisor_options INTERFACE -Werror)
endif()
option(GPUADVISOR_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
if(GPUADVISOR_SANITIZE)
    # GCC's "undefined" leaves out float-cast-overflow (a double past int's range cast to int), the
    # undefined behaviour the fuzzers have found three times: the test suite checks for it as well.
    target_compile_options(gpuadvisor_options INTERFACE -fsanitize=address,undefined,float-cast-overflow
        -fno-omit-frame-pointer)
    target_link_options(gpuadvisor_options INTERFACE -fsanitize=address,undefined,float-cast-overflow)
endif()
# libFuzzer harnesses (tests/fuzz), clang only: every target is instrumented for coverage and
# AddressSanitizer/UBSan; only the harness executables link libFuzzer's main (packaging/ci-fuzz.sh).
option(GPUADVISOR_FUZZ "Build the libFuzzer harnesses in tests/fuzz (clang only)" OFF)
if(GPUADVISOR_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        message(FATAL_ERROR "GPUADVISOR_FUZZ needs clang: cmake -DCMAKE_CXX_COMPILER=clang++ ...")
    endif()
    target_compile_options(gpuadvisor_options INTERFACE
        -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
    target_link_options(gpuadvisor_options INTERFACE -fsanitize=address,undefined)
endif()
# The sanitizer build links its 49 test programs against shared libraries: with static ones each
# program carried its own instrumented copy of models/ui/cli (about 100 MB each, 6.5 GB in all),
# which filled CI's disk. The installed program stays one static executable.
option(GPUADVISOR_SHARED_LIBS "Build models, ui and cli as shared libraries" OFF)
if(GPUADVISOR_SHARED_LIBS)
    set(GPUADVISOR_LIBRARY_TYPE SHARED)
else()
    set(GPUADVISOR_LIBRARY_TYPE STATIC)
endif()
