// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <optional>

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Advisor {

/**
 * The one way the program reads a file it was given: regular files only, so a FIFO cannot hang it and
 * /dev/zero cannot fill the memory, and never more than the limit, whatever size the file claims
 * (files in /proc and growing files claim a wrong one). Qt resources (":/…") are read the same way.
 */
class BoundedRead
{
    Q_DECLARE_TR_FUNCTIONS(BoundedRead)

public:
    /**
     * The whole file, or nullopt with *error saying what is wrong and naming the file ("PATH: is a
     * named pipe (FIFO), not a regular file").
     */
    static std::optional<QByteArray> read(const QString &path, qint64 maxBytes, QString *error);
};

} // namespace Advisor
