// SPDX-License-Identifier: Apache-2.0
#include "models/itemmodels/displaytext.h"

#include "models/advice/advicecontext.h"
#include "models/domain/billing.h"
#include "models/pricing/priceage.h"
#include "models/pricing/pricebook.h"
#include "models/sizing/rankingstage.h"
#include "models/text/findingtext.h"
#include "models/text/servingterms.h"

#include <cmath>
#include <utility>

#include <QDate>
#include <QLocale>

namespace Advisor {

QString DisplayText::priceBasis(const ResolvedPrice &price, const Catalog *catalog, const QDate &today)
{
    if (!price.available())
        return tr("price on request");
    if (price.isQuote())
        return PriceText::basis(price, catalog); // "your quote, entered 2026-11-01"
    // Only Alibaba's own figure (tier A, or the user's imported list) goes without its age: a third party's
    // copy, and an estimate or a ratio resting on one, is as old as the copy.
    const bool ownFigure = price.tier == QLatin1String("A") || price.source.startsWith(importedPriceSourcePrefix);
    const QString age = PriceAge::ago(price.date, today);
    if (ownFigure || age.isEmpty())
        return priceOrigin(price);
    return tr("%1 (%2)", "how a price was obtained, then its age; Chinese uses full-width brackets")
        .arg(priceOrigin(price), age);
}

QString DisplayText::familyStatus(FamilyStatus status)
{
    switch (status) {
    case FamilyStatus::Current:
        return tr("currently sold", "a family's sales status");
    case FamilyStatus::Retired:
        return tr("no longer sold", "a family's sales status");
    case FamilyStatus::Preview:
        return tr("invitational preview", "a family's sales status");
    case FamilyStatus::ByApplication:
        return tr("by application", "a family's sales status");
    case FamilyStatus::LimitedRegions:
        return tr("some regions only", "a family's sales status");
    }
    return {};
}

QString DisplayText::interconnect(InterconnectType type, double gigabytesPerSecond)
{
    const QString name = AdviceInternal::interconnectLabel(type);
    if (type == InterconnectType::None || gigabytesPerSecond <= 0)
        return name;
    return tr("%1 (%2 GB/s)", "a GPU interconnect and its bandwidth; Chinese uses full-width brackets")
        .arg(name, QLocale().toString(gigabytesPerSecond, 'g', 4));
}

QString DisplayText::billingName(const QString &billing, const Catalog *catalog)
{
    if (catalog) {
        if (const BillingModel *model = catalog->billingModel(billing); model && !model->name.isEmpty())
            return model->name.text();
    }
    return billing;
}

QString DisplayText::region(const QString &id, const Catalog *catalog)
{
    const Region *region = catalog ? catalog->region(id) : nullptr;
    if (!region || region->name.isEmpty())
        return id;
    return tr("%1 (%2)", "a region's name and its id; Chinese uses full-width brackets").arg(region->name.text(), id);
}

QString DisplayText::catalogFitChange(const CatalogFitChange &change)
{
    const QString from = change.from.join(QStringLiteral(", "));
    const QString to = change.to.join(QStringLiteral(", "));
    switch (change.kind) {
    case CatalogFitChange::Kind::Region:
        return tr("Region %1 is not in the catalog, so nothing there has a price: %2 is used.").arg(from, to);
    case CatalogFitChange::Kind::Storage:
        return tr("Storage %1 is not in the catalog: %2 is used.").arg(from, to);
    case CatalogFitChange::Kind::Billing:
        return tr("Billing models not in the catalog were left out; used: %1.").arg(to);
    case CatalogFitChange::Kind::Currency:
        return tr("The budget is in %1, but the catalog's prices are in %2 and no exchange rate is known: the "
                  "budget is read as %2.")
            .arg(from, to);
    }
    return {};
}

QString DisplayText::missingInput(MissingInput missing)
{
    switch (missing) {
    case MissingInput::Model:
        return tr("the model: pick a preset or type its parameter count (page \"Workload\")");
    case MissingInput::TrainingData:
        return tr("how much data one epoch holds, in tokens or samples (page \"Scale and speed\")");
    }
    return {};
}

QString DisplayText::missingInputs(const std::vector<MissingInput> &missing)
{
    QStringList parts;
    for (MissingInput m : missing)
        parts << missingInput(m);
    return tr("Still needed: %1.").arg(parts.join(tr("; ")));
}

QString DisplayText::task(Task task)
{
    switch (task) {
    case Task::Llm:
        return tr("Large language model");
    case Task::Diffusion:
        return tr("Image and video generation (diffusion)");
    case Task::Cv:
        return tr("Computer vision");
    case Task::Nlp:
        return tr("Text understanding and embedding (NLP)");
    case Task::Recsys:
        return tr("Recommendation system");
    case Task::Graphics:
        return tr("Rendering / cloud gaming");
    case Task::Other:
        return tr("Other");
    }
    return {};
}

QString DisplayText::stage(Stage stage)
{
    switch (stage) {
    case Stage::Pretrain:
        return tr("Pre-training from scratch");
    case Stage::FinetuneFull:
        return tr("Full fine-tuning");
    case Stage::FinetuneLora:
        return tr("LoRA fine-tuning");
    case Stage::FinetuneQlora:
        return tr("QLoRA fine-tuning (4-bit base)");
    case Stage::Inference:
        return tr("Serving (inference)");
    case Stage::Development:
        return tr("Development / experiments");
    }
    return {};
}

QString DisplayText::stage(const Scenario &scenario)
{
    // Whatever stage a desktop scenario was saved with, it serves sessions: it neither trains nor infers.
    if (scenario.task == Task::Graphics && !scenario.isTraining())
        return tr("Live sessions", "a rendering / cloud gaming scenario's stage: desktops in use");
    return stage(scenario.stage);
}

QString DisplayText::precision(Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
        return tr("FP32 (32-bit float)");
    case Precision::Tf32:
        return tr("TF32 (tensor float)");
    case Precision::Bf16:
        return tr("BF16 (16-bit brain float)");
    case Precision::Fp16:
        return tr("FP16 (16-bit float)");
    case Precision::Fp8:
        return tr("FP8 (8-bit float)");
    case Precision::Int8:
        return tr("INT8 (8-bit integer)");
    case Precision::Int4:
        return tr("INT4 (4-bit integer)");
    }
    return {};
}

QString DisplayText::fileNameFor(const QString &scenarioName, const QString &fallbackStem, const QString &extension)
{
    QString stem;
    for (const QChar c : scenarioName.simplified()) {
        // Windows' forbidden characters too: the file may be copied to a customer's machine.
        const bool refused = c.category() == QChar::Other_Control || QStringLiteral("/\\:*?\"<>|").contains(c);
        stem += refused ? QLatin1Char('-') : c;
    }
    stem = stem.left(80).trimmed();
    while (stem.startsWith(QLatin1Char('.')) || stem.startsWith(QLatin1Char('-')))
        stem.remove(0, 1); // not a hidden file, not an option
    return (stem.isEmpty() ? fallbackStem : stem) + extension;
}

QString DisplayText::shortGpuName(const QString &gpuName)
{
    QString name = gpuName.trimmed();
    for (const QString &prefix : {QStringLiteral("NVIDIA "), QStringLiteral("Tesla ")}) {
        if (name.startsWith(prefix))
            name = name.mid(prefix.size());
    }
    // "P100 16GB (PCIe variant likely)", "… 16GB（可能为 PCIe 版）": the remark is for the tooltip.
    for (const auto &[open, close] :
         {std::pair{QChar(u'('), QChar(u')')}, std::pair{QChar(u'\uFF08'), QChar(u'\uFF09')}}) {
        const qsizetype at = name.lastIndexOf(open);
        if (at > 0 && name.endsWith(close))
            name = name.left(at).trimmed();
    }
    return name.isEmpty() ? gpuName : name;
}

QString DisplayText::memorySaving(MemorySaving saving)
{
    switch (saving) {
    case MemorySaving::None:
        return tr("None (Hugging Face's default loss)");
    case MemorySaving::ChunkedLoss:
        return tr("Chunked loss (torchtune)");
    case MemorySaving::Liger:
        return tr("Liger Kernel (fused loss)");
    case MemorySaving::Unsloth:
        return tr("Unsloth (fused loss, checkpoints in host memory)");
    }
    return {};
}

QString DisplayText::hostOffload(HostOffload offload)
{
    switch (offload) {
    case HostOffload::None:
        return tr("Nothing");
    case HostOffload::Optimizer:
        return tr("Optimizer state (ZeRO-Offload)");
    case HostOffload::OptimizerAndWeights:
        return tr("Optimizer and weights (ZeRO-3 offload, FSDP CPU offload)");
    }
    return {};
}

QString DisplayText::gib(double gib)
{
    return tr("%1 GiB").arg(QLocale().toString(gib, 'f', gib >= 100 ? 0 : 1));
}

QString DisplayText::hours(double hours)
{
    if (hours >= 48)
        return tr("%1 days").arg(QLocale().toString(hours / 24, 'f', 1));
    return tr("%1 h").arg(QLocale().toString(hours, 'f', 1));
}

QString DisplayText::percent(double percent)
{
    return tr("%1 %").arg(QLocale().toString(percent, 'f', 0));
}

namespace {
bool chineseScale()
{
    return QLocale().language() == QLocale::Chinese;
}

/** Up to `decimals` decimals, without trailing zeros: "8", "8.5", "1.3". */
QString trimmed(double value, int decimals)
{
    QString text = QLocale().toString(value, 'f', decimals);
    const QChar point = QLocale().decimalPoint().front();
    if (text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(1);
    }
    return text;
}
} // namespace

QString DisplayText::count(double value)
{
    const double magnitude = std::abs(value);
    // Three significant digits at most: "690 亿", "67.4 亿", "1.3 million".
    const auto scaled = [](double v) { return trimmed(v, std::abs(v) >= 100 ? 0 : (std::abs(v) >= 10 ? 1 : 2)); };
    if (chineseScale()) {
        if (magnitude >= 1e8)
            return tr("%1 × 10⁸", "a count in units of 10^8; Chinese: %1 亿").arg(scaled(value / 1e8));
        if (magnitude >= 1e4)
            return tr("%1 × 10⁴", "a count in units of 10^4; Chinese: %1 万").arg(scaled(value / 1e4));
        return QLocale().toString(value, 'f', 0);
    }
    if (magnitude >= 1e9)
        return tr("%1 billion").arg(scaled(value / 1e9));
    if (magnitude >= 1e6)
        return tr("%1 million").arg(scaled(value / 1e6));
    return QLocale().toString(value, 'f', 0);
}

QString DisplayText::discount(double percentOff)
{
    if (chineseScale()) {
        // 几折 names the share paid, in tenths: 20 % off is 8 折. The scenario keeps percent off.
        return tr("list price at %1 tenths (%2 off)", "Chinese: 官网价 %1 折（优惠 %2）")
            .arg(trimmed((100 - percentOff) / 10, 2), percent(percentOff));
    }
    return tr("%1 off the list price").arg(percent(percentOff));
}

double DisplayText::throughput(const Configuration &configuration)
{
    // A speech model is bought by the audio it transcribes, not by the tokens it writes.
    if (configuration.pricing.economics->audio)
        return configuration.pricing.economics->capacityAudioHoursPerHour;
    return configuration.speed.tokensPerSecond > 0 ? configuration.speed.tokensPerSecond
                                                   : configuration.speed.samplesPerSecond;
}

QString DisplayText::throughputUnit(const Configuration &configuration)
{
    if (configuration.pricing.economics->audio)
        return tr("audio hours per hour");
    if (configuration.speed.tokensPerSecond > 0)
        return tr("tokens/s");
    // A served one-pass model answers requests (or makes images); a training job works through samples.
    const ServingEconomics &e = *configuration.pricing.economics;
    if (e.applies && !e.generative && !e.clips)
        return ServingTerms(e.kind, e.images).rateUnit();
    return tr("samples/s");
}

QString DisplayText::speed(const Configuration &configuration, bool training)
{
    if (training && configuration.speed.hours > 0)
        return hoursRange(configuration.speed.hoursBand, configuration.speed.hours);
    const ServingEconomics &e = *configuration.pricing.economics;
    if (!training && e.applies && e.generative)
        return servingSpeed(e);
    if (!training && e.applies && e.clips)
        return tr("%1 s per clip").arg(numberRange(e.secondsPerClipBand.low, e.secondsPerClipBand.high));
    const double value = throughput(configuration);
    if (value <= 0)
        return tr("n/a");
    const Band band = configuration.speed.tokensPerSecond > 0 ? configuration.speed.tokensPerSecondBand
                                                              : configuration.speed.samplesPerSecondBand;
    const QString number =
        band.valid() ? numberRange(band.low, band.high) : QLocale().toString(value, 'f', value >= 100 ? 0 : 1);
    return number + QLatin1Char(' ') + throughputUnit(configuration);
}

QString DisplayText::speed(const Configuration &configuration, bool training, WorkloadKind kind)
{
    // A graphics row's capacity: one session per instance.
    if (kind == WorkloadKind::Graphics && !training)
        return configuration.layout.instances == 1
            ? tr("1 desktop session")
            : tr("%1 desktop sessions").arg(QLocale().toString(configuration.layout.instances));
    return speed(configuration, training);
}

namespace {
int decimalsFor(double value)
{
    return value >= 10 ? 0 : 1;
}
} // namespace

QString DisplayText::numberRange(double low, double high)
{
    const int decimals = decimalsFor(low);
    const QString a = QLocale().toString(low, 'f', decimals);
    const QString b = QLocale().toString(high, 'f', decimals);
    return a == b ? a : tr("%1–%2", "a range of numbers").arg(a, b);
}

QString DisplayText::hoursRange(const Band &band, double value)
{
    if (!band.valid())
        return hours(value);
    if (band.low >= 48)
        return tr("%1 days").arg(numberRange(band.low / 24, band.high / 24));
    return tr("%1 h").arg(numberRange(band.low, band.high));
}

QString DisplayText::servingSpeed(const ServingEconomics &e)
{
    if (e.audio)
        return tr("%1 audio hours per hour · %2 s per %3-s window")
            .arg(numberRange(e.capacityAudioHoursPerHourBand.low, e.capacityAudioHoursPerHourBand.high),
                 numberRange(e.secondsPerWindowBand.low, e.secondsPerWindowBand.high),
                 QLocale().toString(e.audioWindowSeconds, 'g', 3));
    const Band &user = e.perUserTokensPerSecondBand;
    const Band &total = e.capacityTokensPerSecondBand;
    return tr("%1 tokens/s per user · %2 tokens/s in total")
        .arg(user.valid() ? numberRange(user.low, user.high) : QLocale().toString(e.perUserTokensPerSecond, 'f', 1),
             total.valid() ? numberRange(total.low, total.high)
                           : QLocale().toString(e.capacityTokensPerSecond, 'f', 0));
}

QString DisplayText::evidence(Evidence evidence)
{
    const QString width = percent(bandWidth(evidence) * 100);
    switch (evidence) {
    case Evidence::Formula:
        return tr("counted from the model's shapes, ±%1").arg(width);
    case Evidence::Calibrated:
        return tr("scaled from a measured speed, ±%1").arg(width);
    case Evidence::Analytical:
        break;
    }
    return tr("peak × an assumed utilisation, ±%1").arg(width);
}

} // namespace Advisor
