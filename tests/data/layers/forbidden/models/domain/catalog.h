// SPDX-License-Identifier: Apache-2.0
// Allowed: Qt Core only.
#include <QString>
#include <QtCore/QHash>
