// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/pricing/pricebook.h"

#include <functional>

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace Advisor {

/** The catalog flattened to one row per instance type, for `catalog list` and the catalog view. */
struct CatalogTable
{
    QStringList header;
    QList<QStringList> rows;
    QList<bool> rightAligned;
};

class CatalogExport
{
    Q_DECLARE_TR_FUNCTIONS(CatalogExport)
};

/**
 * The words a table for reading shows in place of the catalog's ids: the CLI fills them from DisplayText,
 * a layer above this one, so a word is the one the wizard and the report use. One left empty keeps the
 * id, as the CSV does for the programs that read it.
 */
struct CatalogWords
{
    std::function<QString(const GpuSpec &)> gpu;
    std::function<QString(const Family &)> interconnect;
    std::function<QString(FamilyStatus)> status;
    std::function<QString(const ResolvedPrice &)> basis;
};

CatalogTable catalogTable(const Catalog &catalog, const QString &region = {}, const CatalogWords &words = {});
/** Every instance type with its family, GPU and pay-as-you-go price, as indented JSON. */
QString catalogJson(const Catalog &catalog, const QString &region = {});
/** "1/12", "1/2", "1", "8": GPU counts as people write them. */
QString formatGpuCount(double count);

} // namespace Advisor
