# SPDX-License-Identifier: Apache-2.0
# Packaging: a Debian package (and a tarball) with desktop integration. Included from the top
# CMakeLists.txt; `cpack -G DEB` in the build folder makes gpu-advisor_<version>_<arch>.deb.
# packaging/ci-package.sh builds, installs, runs and removes it in CI.
include(GNUInstallDirs)

# Desktop integration: launcher, AppStream metainfo, the icon as SVG plus PNG sizes in hicolor.
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${gpuadvisor_app_id}.desktop
    DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${gpuadvisor_app_id}.metainfo.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
# The scenario file type (*.gpuadvisor.json), which the launcher says it opens.
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${gpuadvisor_app_id}.mime.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${gpuadvisor_app_id}.xml)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/gpu-advisor.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
foreach(size 16 22 24 32 48 64 128 256)
    install(FILES ${CMAKE_CURRENT_LIST_DIR}/icons/${size}/gpu-advisor.png
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
endforeach()
# The example scenarios, so `gpu-advisor recommend --scenario` has something to open.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/scenarios/
    DESTINATION ${CMAKE_INSTALL_DATADIR}/gpu-advisor/scenarios
    FILES_MATCHING PATTERN "*.gpuadvisor.json")
install(FILES ${PROJECT_SOURCE_DIR}/README.md
    DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/gpu-advisor)
# Licence (issue 20): Debian's copyright file (below) names Apache-2.0 and points to the system's copy
# of the text; the notices for Qt, nlohmann/json and the fonts the PDF reports embed go alongside.
install(FILES ${PROJECT_SOURCE_DIR}/THIRD-PARTY-NOTICES
    DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/gpu-advisor)

# What Debian policy (and lintian) asks of every package: a copyright file, the changelog and a manual
# page, compressed with gzip -9n (no name or time stamp inside, so the package is reproducible).
set(gpuadvisor_compressed)
foreach(source debian/changelog gpu-advisor.1)
    get_filename_component(name ${source} NAME)
    set(output ${CMAKE_CURRENT_BINARY_DIR}/packaging/${name}.gz)
    add_custom_command(OUTPUT ${output}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/packaging
        COMMAND sh -c "gzip -9n -c '${CMAKE_CURRENT_LIST_DIR}/${source}' > '${output}'"
        DEPENDS ${CMAKE_CURRENT_LIST_DIR}/${source}
        VERBATIM)
    list(APPEND gpuadvisor_compressed ${output})
endforeach()
add_custom_target(gpuadvisor_package_docs ALL DEPENDS ${gpuadvisor_compressed})
# CI packages after building only gpu-advisor: the documents must come with it.
add_dependencies(gpu-advisor gpuadvisor_package_docs)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/debian/copyright ${CMAKE_CURRENT_BINARY_DIR}/packaging/changelog.gz
    DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/gpu-advisor)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/packaging/gpu-advisor.1.gz
    DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

set(CPACK_PACKAGE_NAME "gpu-advisor")
set(CPACK_PACKAGE_VENDOR "GPU Instance Advisor")
set(CPACK_PACKAGE_CONTACT "GPU Instance Advisor maintainers <maintainers@example.invalid>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# Debian wants description lines of at most 80 characters.
set(CPACK_PACKAGE_DESCRIPTION
    "Describe what you want to train or serve, and GPU Instance Advisor tells you\n\
which Alibaba Cloud GPU instance types fit, how many you need, how long the\n\
job takes, what it costs under each way of paying, and what would hold the\n\
GPUs back. Wizard, command line, and PDF and CSV reports in English and\n\
Simplified Chinese.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "gpu-advisor")
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_SOURCE_GENERATOR "")
set(CPACK_STRIP_FILES ON)
# The licence (issue 20): the text for generators that show one, the SPDX name for those with a
# licence field (RPM, FreeBSD). A .deb has no such field: its copyright file above says it.
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_RPM_PACKAGE_LICENSE "Apache-2.0")
set(CPACK_FREEBSD_PACKAGE_LICENSE "APACHE20")

# Debian
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)               # gpu-advisor_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION "utils")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)                # dpkg-shlibdeps (dpkg-dev): libqt6widgets6, libqt6charts6, ...
# Opened on the first XLSX export (QLibrary), not linked, so shlibdeps cannot see it; CPack adds the
# libraries shlibdeps finds to this list.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libxlsxwriter4")
# Not linked libraries, so shlibdeps cannot find them: Chinese glyphs and Qt's own translations.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-wqy-microhei, fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "qt6-wayland")

# Tarball: the same tree under gpu-advisor-<version>-Linux/, copyright and THIRD-PARTY-NOTICES included.
set(CPACK_ARCHIVE_COMPONENT_INSTALL OFF)

include(CPack)
