// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"

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

CatalogTable catalogTable(const Catalog &catalog, const QString &region = {});
/** Every instance type with its family, GPU and pay-as-you-go price, as indented JSON. */
QString catalogJson(const Catalog &catalog, const QString &region = {});
/** "1/12", "1/2", "1", "8": GPU counts as people write them. */
QString formatGpuCount(double count);

} // namespace Advisor
