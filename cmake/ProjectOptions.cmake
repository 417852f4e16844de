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
    target_compile_options(gpuadvisor_options INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer)
    target_link_options(gpuadvisor_options INTERFACE -fsanitize=address,undefined)
endif()
