// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: the price-file import (CSV checked against the embedded catalog). Whatever
// imports must apply, and undoing the import must give the catalog's previous price table back.
#include "models/catalog/catalogloader.h"
#include "models/io/pricefile.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace {
const Advisor::Catalog &catalog()
{
    static const std::unique_ptr<Advisor::Catalog> c = [] {
        auto loaded = Advisor::CatalogLoader::embedded();
        if (!loaded.catalog)
            std::abort();
        return std::make_unique<Advisor::Catalog>(*loaded.catalog);
    }();
    return *c;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray csv(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const Advisor::PriceImportResult result = Advisor::PriceFile::parse(csv, catalog());
    (void)result.messages();
    if (!result.ok())
        return 0;
    (void)Advisor::PriceFile::preview(result.rows, catalog());
    const Advisor::PriceApplyResult applied =
        Advisor::PriceFile::apply(result.rows, catalog(), QStringLiteral("fuzz.csv"));
    const Advisor::Catalog restored = Advisor::PriceFile::undo(applied.catalog, applied.undo);
    if (Advisor::PriceFile::exportCsv(restored) != Advisor::PriceFile::exportCsv(catalog()))
        std::abort();
    return 0;
}
