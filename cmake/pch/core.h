// SPDX-License-Identifier: Apache-2.0
// Precompiled for every target (cmake/Precompiled.cmake): the standard, Qt Core and nlohmann/json
// headers most sources include. Parsing them was about half of a source's compile time. Only outside
// headers belong here: a project header would rebuild every source whenever it changed.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QList>
#include <QLocale>
#include <QObject>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>
