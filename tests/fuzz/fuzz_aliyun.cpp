// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: what `prices import` and `catalog refresh-specs` read, saved answers of the aliyun
// client and logs of prices fetch, through the JSON bounds they share (models/io/savedjson.h). An
// import that succeeds must write a price file the price import accepts; one that fails must say why.
#include "models/catalog/catalogloader.h"
#include "models/io/aliyunimport.h"
#include "models/io/aliyunspecs.h"

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
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    // As a bare DescribePrice answer would be imported: with what it prices said on the command line.
    const Advisor::AliyunImportContext context{QStringLiteral("ecs.gn8is.2xlarge"), QStringLiteral("cn-hangzhou"),
                                               QStringLiteral("payg"), QStringLiteral("2026-11-02")};
    const Advisor::AliyunImportResult result = Advisor::AliyunImport::read(
        {{QStringLiteral("fuzz.json"), bytes, QStringLiteral("2026-11-02")}}, context, catalog());
    if (result.ok()) {
        if (!Advisor::PriceFile::parse(Advisor::AliyunImport::toCsv(result.rows), catalog()).ok())
            std::abort();
    } else if (result.errors.isEmpty()) {
        std::abort(); // refused without a reason
    }
    QString error;
    QString token;
    const auto specs = Advisor::AliyunSpecs::parse(bytes, &error, &token);
    if (!specs && error.isEmpty())
        std::abort();
    if (specs)
        (void)Advisor::AliyunSpecs::compare(*specs, catalog());
    return 0;
}
