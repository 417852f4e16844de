// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/cli.h"

#include <QStringList>
#include <QTextStream>

/** What one in-process run of the command line printed and returned. */
struct CliRun
{
    int code = -1;
    QString out;
    QString err;
};

/** Runs `gpu-advisor ARGS…` in this process, as the shipped program would. */
inline CliRun runCli(const QStringList &args)
{
    CliRun r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = Advisor::Cli::run(QStringList{QStringLiteral("gpu-advisor")} + args, out, err);
    out.flush();
    err.flush();
    return r;
}
