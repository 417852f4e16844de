# SPDX-License-Identifier: Apache-2.0
# Precompiled headers: the standard, Qt and nlohmann/json headers a source includes were about half of
# its compile time (BENCHMARKS.md, build and CI time). Each library precompiles its set once; the test
# programs reuse one of two shared sets instead of precompiling one each.
option(GPUADVISOR_PCH "Precompile the outside headers most sources include (cmake/pch/)" ON)

function(gpuadvisor_precompile target header)
    if(GPUADVISOR_PCH)
        target_precompile_headers(${target} PRIVATE "${PROJECT_SOURCE_DIR}/cmake/pch/${header}")
    endif()
endfunction()

# A precompiled header is only valid for sources built with the same flags and definitions, so each
# shared set lives on a small target that links what its test programs link.
function(gpuadvisor_add_shared_precompile name header)
    cmake_parse_arguments(PARSE_ARGV 2 arg "" "" "LIBS")
    if(NOT GPUADVISOR_PCH)
        return()
    endif()
    add_library(${name} OBJECT "${PROJECT_SOURCE_DIR}/cmake/pch/reuse.cpp")
    target_link_libraries(${name} PRIVATE gpuadvisor_options ${arg_LIBS})
    target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR})
    target_compile_definitions(${name} PRIVATE GPUADVISOR_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
    gpuadvisor_precompile(${name} ${header})
endfunction()

function(gpuadvisor_reuse_precompile target shared)
    if(GPUADVISOR_PCH)
        target_precompile_headers(${target} REUSE_FROM ${shared})
    endif()
endfunction()
