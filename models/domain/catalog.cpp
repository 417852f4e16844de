// SPDX-License-Identifier: Apache-2.0
#include "models/domain/catalog.h"

#include <algorithm>

namespace Advisor {

namespace {
template<typename T> const T *findById(const std::vector<T> &items, const QString &id)
{
    const auto it = std::find_if(items.begin(), items.end(), [&](const T &item) { return item.id == id; });
    return it == items.end() ? nullptr : &*it;
}

/** Lower-case words split at anything that is not a letter or digit: "NVIDIA A100 SXM 80GB" -> a100 sxm 80gb. */
QStringList nameWords(const QString &text)
{
    QStringList words;
    QString word;
    const auto flush = [&] {
        if (!word.isEmpty() && word != QLatin1String("nvidia") && word != QLatin1String("tesla"))
            words << word;
        word.clear();
    };
    for (const QChar c : text.toLower()) {
        if (c.isLetterOrNumber())
            word += c;
        else
            flush();
    }
    flush();
    return words;
}
} // namespace

double ScaledLimit::at(double gib) const
{
    double value = base + perGiB * gib;
    if (max)
        value = std::min(value, *max);
    if (min)
        value = std::max(value, *min);
    return value;
}

const GpuSpec *Catalog::gpu(const QString &id) const
{
    return findById(gpus, id);
}

QString Catalog::gpuDisplayName(const QString &id) const
{
    const GpuSpec *g = gpu(id);
    return g ? g->displayName() : id;
}

QString Catalog::gpuDisplayName(const Catalog *catalog, const QString &id)
{
    return catalog ? catalog->gpuDisplayName(id) : id;
}
std::vector<const GpuSpec *> Catalog::gpusNamed(const QString &query) const
{
    for (const GpuSpec &g : gpus) {
        if (g.id.compare(query.trimmed(), Qt::CaseInsensitive) == 0)
            return {&g};
    }
    const QStringList wanted = nameWords(query);
    std::vector<const GpuSpec *> found;
    if (wanted.isEmpty())
        return found;
    for (const GpuSpec &g : gpus) {
        const QStringList words = nameWords(g.id) + nameWords(g.name);
        if (std::all_of(wanted.begin(), wanted.end(), [&](const QString &w) { return words.contains(w); }))
            found.push_back(&g);
    }
    return found;
}

Fp8Support fp8Support(const GpuSpec &gpu)
{
    if (gpu.fp8Tflops)
        return Fp8Support::Native;
    const QString arch = gpu.architecture.toLower();
    if (arch.contains(QLatin1String("hopper")) || arch.contains(QLatin1String("ada"))
        || arch.contains(QLatin1String("blackwell")))
        return Fp8Support::Native;
    if (arch.contains(QLatin1String("ampere")) || arch.contains(QLatin1String("turing")))
        return Fp8Support::WeightOnly;
    return Fp8Support::None;
}

const Family *Catalog::family(const QString &id) const
{
    return findById(families, id);
}
const InstanceType *Catalog::instanceType(const QString &id) const
{
    return findById(instanceTypes, id);
}
const BillingModel *Catalog::billingModel(const QString &id) const
{
    return findById(billingModels, id);
}
const StorageProduct *Catalog::storageProduct(const QString &id) const
{
    return findById(storage, id);
}
const Region *Catalog::region(const QString &id) const
{
    return findById(regions, id);
}

const GpuSpec *Catalog::gpuOf(const InstanceType &type) const
{
    const Family *f = family(type.family);
    return f ? gpu(f->gpu) : nullptr;
}

std::vector<const PriceRecord *> Catalog::pricesFor(const QString &instanceTypeId) const
{
    std::vector<const PriceRecord *> result;
    for (const PriceRecord &p : prices) {
        if (p.instanceType == instanceTypeId)
            result.push_back(&p);
    }
    return result;
}

QString toString(FamilyStatus status)
{
    switch (status) {
    case FamilyStatus::Current:
        return QStringLiteral("current");
    case FamilyStatus::Retired:
        return QStringLiteral("retired");
    case FamilyStatus::Preview:
        return QStringLiteral("preview");
    case FamilyStatus::ByApplication:
        return QStringLiteral("by-application");
    case FamilyStatus::LimitedRegions:
        return QStringLiteral("limited-regions");
    }
    return {};
}

QString toString(InterconnectType type)
{
    switch (type) {
    case InterconnectType::None:
        return QStringLiteral("none");
    case InterconnectType::Pcie:
        return QStringLiteral("pcie");
    case InterconnectType::PcieSwitch:
        return QStringLiteral("pcie-switch");
    case InterconnectType::NvLink:
        return QStringLiteral("nvlink");
    case InterconnectType::NvSwitch:
        return QStringLiteral("nvswitch");
    }
    return {};
}

QString toString(FamilyCategory category)
{
    switch (category) {
    case FamilyCategory::Compute:
        return QStringLiteral("compute");
    case FamilyCategory::VirtualGpu:
        return QStringLiteral("vgpu");
    case FamilyCategory::BareMetal:
        return QStringLiteral("bare-metal");
    }
    return {};
}

QString Catalog::citation(const QString &sourceKey) const
{
    const auto it = sources.constFind(sourceKey);
    if (it == sources.constEnd() || it->title.isEmpty())
        return sourceKey;
    return Advisor::citation(*it);
}

QString Catalog::citations(const QStringList &sourceKeys) const
{
    QStringList out;
    for (const QString &key : sourceKeys)
        out << citation(key);
    return out.join(uiIsChinese() ? QStringLiteral("；") : QStringLiteral("; "));
}

QString toString(Confidence confidence)
{
    switch (confidence) {
    case Confidence::Seen:
        return QStringLiteral("S");
    case Confidence::Inferred:
        return QStringLiteral("I");
    case Confidence::Unverified:
        return QStringLiteral("U");
    }
    return {};
}

const ManagedTokenPrice *Catalog::managedTokenPrice(const QString &model) const
{
    if (model.isEmpty())
        return nullptr;
    for (const ManagedTokenPrice &p : managedTokenPrices) {
        if (p.model == model)
            return &p;
    }
    return nullptr;
}

int ServingCalibration::maxRunningSequencesOn(const GpuSpec &gpu) const
{
    // vLLM reads the device's memory in GiB and its name; the catalog gives GB, as the vendors do.
    const double gib = gpu.memoryGB.value_or(0) * 1e9 / (1024.0 * 1024.0 * 1024.0);
    const bool large = gib >= largeBatchDefaultsMinGiB.value && !gpu.id.startsWith(QLatin1String("a100"));
    return int(std::max(1.0, large ? maxRunningSequencesLarge.value : maxRunningSequences.value));
}

const LlmEngineCalibration *ServingCalibration::llmEngine(LlmEngine engine) const
{
    for (const LlmEngineCalibration &e : llmEngines) {
        if (e.engine == engine)
            return &e;
    }
    return nullptr;
}

int ServingCalibration::maxRunningSequencesOn(const GpuSpec &gpu, LlmEngine engine) const
{
    const LlmEngineCalibration *e = llmEngine(engine);
    if (!e || !e->maxRunningSequences)
        return maxRunningSequencesOn(gpu);
    // LMDeploy reads the device's name ("NVIDIA A100-SXM4-80GB"): the GPU ids carry the same words.
    for (const auto &[prefixes, cap] : e->gpuCaps) {
        for (const QString &prefix : prefixes) {
            if (gpu.id.startsWith(prefix))
                return int(std::max(1.0, cap));
        }
    }
    return int(std::max(1.0, e->maxRunningSequences->value));
}

LlmEngineTerms ServingCalibration::llmEngineTerms(const GpuSpec &gpu, LlmEngine engine) const
{
    const LlmEngineCalibration *e = llmEngine(engine);
    return {e ? e->decodeFactor.value : 1.0, e ? e->prefillFactor.value : 1.0, maxRunningSequencesOn(gpu, engine)};
}

bool ServingCalibration::hasDecodeTile(const GpuSpec &gpu) const
{
    return decodeTileRows.value > 0 && decodeTileArchitectures.contains(gpu.architecture);
}

} // namespace Advisor
