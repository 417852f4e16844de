// SPDX-License-Identifier: Apache-2.0
#include "models/io/aliyunspecs.h"

#include "models/io/savedjson.h"

#include <cmath>

#include <nlohmann/json.hpp>

namespace Advisor {

namespace {

using nlohmann::json;

std::optional<double> number(const json &node, const char *key)
{
    const auto it = node.find(key);
    if (it == node.end())
        return std::nullopt;
    if (it->is_number())
        return it->get<double>();
    if (it->is_string()) {
        bool ok = false;
        const double value = QString::fromStdString(it->get<std::string>()).toDouble(&ok);
        if (ok)
            return value;
    }
    return std::nullopt;
}

QString text(const json &node, const char *key)
{
    const auto it = node.find(key);
    return it != node.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

bool differs(double a, double b)
{
    // The API rounds (bandwidth in Kbit/s, memory in GiB): a 2 % difference is a change, less is not.
    return std::abs(a - b) > 0.02 * std::max(std::abs(a), std::abs(b)) + 1e-9;
}

} // namespace

std::optional<std::vector<AliyunTypeSpec>> AliyunSpecs::parse(const QByteArray &bytes, QString *error,
                                                              QString *nextToken)
{
    QString problem;
    const std::optional<json> parsed = SavedJson::parse(bytes, {}, &problem);
    if (!parsed) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    const json &doc = *parsed;
    const json *list = nullptr;
    if (doc.is_object() && doc.contains("InstanceTypes") && doc["InstanceTypes"].is_object()
        && doc["InstanceTypes"].contains("InstanceType") && doc["InstanceTypes"]["InstanceType"].is_array())
        list = &doc["InstanceTypes"]["InstanceType"];
    if (!list) {
        if (error)
            *error = tr("not a DescribeInstanceTypes answer (no InstanceTypes.InstanceType list)");
        return std::nullopt;
    }
    if (nextToken)
        *nextToken = text(doc, "NextToken");
    std::vector<AliyunTypeSpec> specs;
    for (const json &item : *list) {
        AliyunTypeSpec spec;
        spec.id = text(item, "InstanceTypeId");
        spec.family = text(item, "InstanceTypeFamily");
        if (spec.family.startsWith(QLatin1String("ecs.")))
            spec.family = spec.family.mid(4);
        const auto cpu = number(item, "CpuCoreCount");
        const auto memory = number(item, "MemorySize");
        if (spec.id.isEmpty() || !cpu || !memory) {
            if (error)
                *error = tr("entry %1 lacks InstanceTypeId, CpuCoreCount or MemorySize").arg(specs.size() + 1);
            return std::nullopt;
        }
        spec.vcpu = int(*cpu);
        spec.memoryGiB = *memory;
        spec.gpuAmount = int(number(item, "GPUAmount").value_or(0));
        spec.gpuSpec = text(item, "GPUSpec");
        spec.gpuMemory = number(item, "GPUMemorySize");
        if (spec.gpuMemory && *spec.gpuMemory <= 0)
            spec.gpuMemory.reset();
        // Kbit/s, with 1 Gbit/s written as 1,024,000 in Alibaba's own example.
        if (const auto rx = number(item, "InstanceBandwidthRx"); rx && *rx > 0)
            spec.bandwidthGbits = *rx / 1024000.0;
        specs.push_back(spec);
    }
    return specs;
}

SpecDiff AliyunSpecs::compare(const std::vector<AliyunTypeSpec> &specs, const Catalog &catalog)
{
    SpecDiff diff;
    for (const AliyunTypeSpec &spec : specs) {
        const InstanceType *type = catalog.instanceType(spec.id);
        if (!type) {
            if (spec.gpuAmount > 0 && spec.gpuSpec.startsWith(QLatin1String("NVIDIA"), Qt::CaseInsensitive))
                diff.newTypes.push_back(spec);
            continue;
        }
        ++diff.compared;
        const auto check = [&](const char *field, double catalogValue, double apiValue) {
            if (differs(catalogValue, apiValue))
                diff.changes.push_back({spec.id, QString::fromLatin1(field), catalogValue, apiValue});
        };
        check("vcpu", type->vcpu, spec.vcpu);
        check("memoryGiB", type->memoryGiB, spec.memoryGiB);
        // vGPU slices are fractions in the catalog and whole numbers (or 0) in the API: not comparable.
        if (type->gpuCount >= 1)
            check("gpuCount", type->gpuCount, spec.gpuAmount);
        if (spec.gpuMemory && type->gpuCount >= 1)
            check("gpuMemoryGB", type->gpuMemoryGB, *spec.gpuMemory);
        if (spec.bandwidthGbits && type->networkGbits > 0)
            check("networkGbits", type->networkGbits, *spec.bandwidthGbits);
    }
    return diff;
}

std::optional<QByteArray> AliyunSpecs::apply(const QByteArray &catalogJson, const std::vector<SpecChange> &changes,
                                             QString *error)
{
    // The catalog was read under the nesting bound, but this is the file again, read anew.
    QString problem;
    if (!SavedJson::checkBounds(catalogJson, {}, &problem)) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    // Ordered, so the user's catalog keeps its key order and a diff against the original shows only the changes.
    nlohmann::ordered_json doc = nlohmann::ordered_json::parse(
        catalogJson.constData(), catalogJson.constData() + catalogJson.size(), nullptr, false);
    if (doc.is_discarded() || !doc.is_object() || !doc.contains("instanceTypes") || !doc["instanceTypes"].is_array()) {
        if (error)
            *error = tr("the catalog file has no instanceTypes list");
        return std::nullopt;
    }
    for (const SpecChange &change : changes) {
        bool found = false;
        for (auto &type : doc["instanceTypes"]) {
            if (type.value("id", std::string()) != change.instanceType.toStdString())
                continue;
            const std::string key = change.field.toStdString();
            if (key == "vcpu" || key == "gpuCount")
                type[key] = int(std::lround(change.apiValue));
            else
                type[key] = std::round(change.apiValue * 100) / 100;
            found = true;
        }
        if (!found) {
            if (error)
                *error = tr("%1 is not in the catalog file").arg(change.instanceType);
            return std::nullopt;
        }
    }
    return QByteArray::fromStdString(doc.dump(2)) + '\n';
}

} // namespace Advisor
