// SPDX-License-Identifier: Apache-2.0
// Precompiled for the test programs that link the widgets (cmake/Precompiled.cmake).
#include "cmake/pch/widgets.h"

#include <QTemporaryDir>
#include <QtTest>
