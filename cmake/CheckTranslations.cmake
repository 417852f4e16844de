# SPDX-License-Identifier: Apache-2.0
# The committed Chinese translation holds every string the sources mark for translation, each translated:
# lupdate runs as the update_translations target does (the same project, made from the build's own
# description of it) but into a copy of the .ts, so the committed file is left alone; any entry it adds
# or leaves unfinished fails the test. tst_i18n checks the committed file itself.
# Usage: cmake -DLUPDATE=<lupdate> -DPROJECT_GENERATOR=<GenerateLUpdateProject.cmake>
#   -DPROJECT_IN=<build>/ui/.lupdate/gpuadvisor_ui_project.cmake -DSOURCE_DIR=<tree> -DWORK_DIR=<scratch>
#   -P CheckTranslations.cmake
cmake_minimum_required(VERSION 3.21)
set(ts "${SOURCE_DIR}/resources/translations/gpuadvisor_zh_CN.ts")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(copy "${WORK_DIR}/gpuadvisor_zh_CN.ts")
file(COPY_FILE "${ts}" "${copy}")
execute_process(
    COMMAND "${CMAKE_COMMAND}" -DIN_FILE=${PROJECT_IN} -DOUT_FILE=${WORK_DIR}/project.json -P "${PROJECT_GENERATOR}"
    RESULT_VARIABLE status
    ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "could not describe the lupdate project (${status}): ${errors}")
endif()
execute_process(
    COMMAND "${LUPDATE}" -silent -project "${WORK_DIR}/project.json" -no-obsolete -locations none -ts "${copy}"
    RESULT_VARIABLE status
    ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${status}): ${errors}")
endif()
file(READ "${copy}" updated)
string(REGEX MATCHALL "<source>[^<]*</source>[ \t\r\n]*<translation type=\"unfinished\"" missing "${updated}")
list(LENGTH missing count)
if(count GREATER 0)
    string(REPLACE ";" "\n" missing "${missing}")
    message(FATAL_ERROR "${count} strings of the sources have no Chinese translation in ${ts} (run the "
                        "update_translations target, then translate them):\n${missing}")
endif()
message(STATUS "translations: every string of the sources is translated")
