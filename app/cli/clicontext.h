#pragma once

#include "models/domain/catalog.h"

#include <optional>

#include <QHash>
#include <QStringList>
#include <QTextStream>

namespace Advisor::Cli {

struct Context
{
    QTextStream &out;
    QTextStream &err;
};

/** Options of one subcommand: "--name value" pairs and positional arguments. */
struct ParsedArgs
{
    QHash<QString, QString> options;
    QStringList positional;

    QString value(const QString &name) const { return options.value(name); }
    bool has(const QString &name) const { return options.contains(name); }
};

/**
 * Splits "--name value" options from positional arguments; unknown options and missing values are
 * reported on err and yield nothing, so every command fails the same way on bad usage.
 */
std::optional<ParsedArgs> parseArgs(const QStringList &args, const QStringList &valueOptions,
                                    const QStringList &flagOptions, Context &context);

/** The embedded catalog, or the file given with --catalog; problems are printed, nullopt returned. */
std::optional<Catalog> loadCatalog(const ParsedArgs &args, Context &context);

/** "table", "json" or "csv", checked against what the command supports. */
std::optional<QString> outputFormat(const ParsedArgs &args, const QStringList &allowed, Context &context);

} // namespace Advisor::Cli
