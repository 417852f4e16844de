// SPDX-License-Identifier: Apache-2.0
#pragma once

// Private to the catalog loader: CatalogParser's sections are defined in catalogloader.cpp,
// catalogsections.cpp (what is offered and its prices) and catalogcalibration.cpp (estimate calibration).

#include "models/domain/catalog.h"
#include "models/util/jsonreader.h"

#include <optional>
#include <utility>
#include <vector>

namespace Advisor {

/** Loads one section at a time; cross checks run after all sections are read. */
class CatalogParser
{
public:
    CatalogParser(JsonReader &reader)
        : r(reader)
    { }

    void parse(const JsonNode &root, Catalog &c);

    // Pointers of each record, kept for cross-check messages.
    std::vector<QString> anchorPtr;
    std::vector<QString> videoRatePtr;
    std::vector<QString> managedPtr;
    std::vector<QString> gpuPtr, familyPtr, typePtr, pricePtr, billingPtr, storagePtr, regionPtr;
    std::vector<std::pair<QString, QString>> sourcedPtr; // pointer of each sourced value, its source key

private:
    // catalogsections.cpp
    void parseSources(const JsonNode &root, Catalog &c);
    void parseRegion(const JsonNode &n, Catalog &c);
    std::optional<double> perf(const JsonNode &n, const char *key);
    void parseGpu(const JsonNode &n, Catalog &c);
    void parseFamily(const JsonNode &n, Catalog &c);
    void parseInstanceType(const JsonNode &n, Catalog &c);
    void parsePrice(const JsonNode &n, Catalog &c);
    std::optional<Ratio> ratio(const JsonNode &n);
    void parseBilling(const JsonNode &n, Catalog &c);
    std::optional<ScaledLimit> limit(const JsonNode &n, const char *key);
    void parseStorage(const JsonNode &n, Catalog &c);
    void parseManagedPrice(const JsonNode &n, Catalog &c);

    // catalogcalibration.cpp
    std::optional<SourcedValue> sourcedValue(const JsonNode &parent, const char *key, NumberRange range);
    void parseServing(const JsonNode &root, Catalog &c);
    void parseLlmEngine(const JsonNode &e, Catalog &c);
    std::vector<std::pair<QStringList, double>> parseLlmEngineCaps(const JsonNode &e, bool hasOwnCap);
    void parseAnchor(const JsonNode &n, Catalog &c);
    void parseRecommendationAndGraphics(const JsonNode &root, Catalog &c);
    void parseDiffusion(const JsonNode &root, Catalog &c);
    void parseDiffusionTransformerRates(const JsonNode &n, DiffusionCalibration &d);
    void parseVideo(const JsonNode &root, Catalog &c);
    void parseSpeech(const JsonNode &root, Catalog &c);
    void parseSpeechEngine(const JsonNode &e, Catalog &c);
    void parseTraining(const JsonNode &root, Catalog &c);

    JsonReader &r;
};

} // namespace Advisor
