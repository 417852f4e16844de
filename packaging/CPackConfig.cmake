# Packaging: a Debian package (and a tarball) with desktop integration. Included from the top
# CMakeLists.txt; `cpack -G DEB` in the build folder makes gpu-advisor_<version>_<arch>.deb.
# packaging/ci-package.sh builds, installs, runs and removes it in CI.
include(GNUInstallDirs)

set(gpuadvisor_app_id "invalid.example.GpuAdvisor")

# Desktop integration: launcher, AppStream metainfo, the icon as SVG plus PNG sizes in hicolor.
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${gpuadvisor_app_id}.desktop
    DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${gpuadvisor_app_id}.metainfo.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
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

set(CPACK_PACKAGE_NAME "gpu-advisor")
set(CPACK_PACKAGE_VENDOR "GPU Instance Advisor")
set(CPACK_PACKAGE_CONTACT "GPU Instance Advisor maintainers <maintainers@example.invalid>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "Describe what you want to train or serve and GPU Instance Advisor tells you which Alibaba Cloud\n\
GPU instance types fit, how many you need, how long the job takes, what it costs under each way of\n\
paying, and what would hold the GPUs back. Wizard, command line and PDF/CSV reports.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "gpu-advisor")
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_SOURCE_GENERATOR "")
set(CPACK_STRIP_FILES ON)

# Debian
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)               # gpu-advisor_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION "utils")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)                # dpkg-shlibdeps (dpkg-dev): libqt6widgets6, libqt6charts6, ...
# Not linked libraries, so shlibdeps cannot find them: Chinese glyphs and Qt's own translations.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "qt6-wayland")

# Tarball: the same tree under gpu-advisor-<version>-Linux/
set(CPACK_ARCHIVE_COMPONENT_INSTALL OFF)

include(CPack)
