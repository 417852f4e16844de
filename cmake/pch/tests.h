// SPDX-License-Identifier: Apache-2.0
// Precompiled for the test programs that link the models library only (cmake/Precompiled.cmake).
#include "cmake/pch/core.h"

#include <QTemporaryDir>
#include <QtTest>
