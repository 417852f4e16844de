// SPDX-License-Identifier: Apache-2.0
#include "models/scenario/scenario.h"

#include <array>
#include <utility>

namespace Advisor {

namespace {
template<typename E, std::size_t N> QString nameOf(E value, const std::array<std::pair<E, const char *>, N> &table)
{
    for (const auto &[e, name] : table) {
        if (e == value)
            return QString::fromLatin1(name);
    }
    return {};
}

template<typename E, std::size_t N>
std::optional<E> valueOf(const QString &s, const std::array<std::pair<E, const char *>, N> &table)
{
    for (const auto &[e, name] : table) {
        if (s == QLatin1String(name))
            return e;
    }
    return std::nullopt;
}

constexpr std::array<std::pair<Task, const char *>, 7> tasks{{{Task::Llm, "llm"},
                                                              {Task::Diffusion, "diffusion"},
                                                              {Task::Cv, "cv"},
                                                              {Task::Nlp, "nlp"},
                                                              {Task::Recsys, "recsys"},
                                                              {Task::Graphics, "graphics"},
                                                              {Task::Other, "other"}}};
constexpr std::array<std::pair<Stage, const char *>, 6> stages{{{Stage::Pretrain, "pretrain"},
                                                                {Stage::FinetuneFull, "finetune-full"},
                                                                {Stage::FinetuneLora, "finetune-lora"},
                                                                {Stage::FinetuneQlora, "finetune-qlora"},
                                                                {Stage::Inference, "inference"},
                                                                {Stage::Development, "development"}}};
constexpr std::array<std::pair<Precision, const char *>, 7> precisions{{{Precision::Fp32, "fp32"},
                                                                        {Precision::Tf32, "tf32"},
                                                                        {Precision::Bf16, "bf16"},
                                                                        {Precision::Fp16, "fp16"},
                                                                        {Precision::Fp8, "fp8"},
                                                                        {Precision::Int8, "int8"},
                                                                        {Precision::Int4, "int4"}}};
constexpr std::array<std::pair<Optimizer, const char *>, 3> optimizers{
    {{Optimizer::AdamW, "adamw"}, {Optimizer::AdamW8bit, "adamw-8bit"}, {Optimizer::Sgd, "sgd"}}};
constexpr std::array<std::pair<MemorySaving, const char *>, 4> memorySavings{
    {{MemorySaving::None, "none"},
     {MemorySaving::ChunkedLoss, "chunked-loss"},
     {MemorySaving::Liger, "liger"},
     {MemorySaving::Unsloth, "unsloth"}}};
constexpr std::array<std::pair<HostOffload, const char *>, 3> hostOffloads{
    {{HostOffload::None, "none"},
     {HostOffload::Optimizer, "optimizer"},
     {HostOffload::OptimizerAndWeights, "optimizer-and-weights"}}};

constexpr std::array<std::pair<SpeculativeMethod, const char *>, 5> speculativeMethods{
    {{SpeculativeMethod::None, "none"},
     {SpeculativeMethod::Draft, "draft"},
     {SpeculativeMethod::Eagle, "eagle"},
     {SpeculativeMethod::Mtp, "mtp"},
     {SpeculativeMethod::Ngram, "ngram"}}};

template<typename E, std::size_t N> QStringList namesOf(const std::array<std::pair<E, const char *>, N> &table)
{
    QStringList names;
    for (const auto &entry : table)
        names << QLatin1String(entry.second);
    return names;
}
constexpr std::array<std::pair<ProjectPhase::Kind, const char *>, 2> phaseKinds{
    {{ProjectPhase::Kind::Training, "training"}, {ProjectPhase::Kind::Serving, "serving"}}};
constexpr std::array<std::pair<ProjectPhase::Period, const char *>, 2> phasePeriods{
    {{ProjectPhase::Period::Month, "month"}, {ProjectPhase::Period::Quarter, "quarter"}}};
} // namespace

QString toString(ProjectPhase::Kind kind)
{
    return nameOf(kind, phaseKinds);
}
QString toString(ProjectPhase::Period period)
{
    return nameOf(period, phasePeriods);
}
std::optional<ProjectPhase::Kind> phaseKindFromString(const QString &s)
{
    return valueOf(s, phaseKinds);
}
std::optional<ProjectPhase::Period> phasePeriodFromString(const QString &s)
{
    return valueOf(s, phasePeriods);
}

QString toString(Task task)
{
    return nameOf(task, tasks);
}
QString toString(Stage stage)
{
    return nameOf(stage, stages);
}
QString toString(Precision precision)
{
    return nameOf(precision, precisions);
}
QString toString(Optimizer optimizer)
{
    return nameOf(optimizer, optimizers);
}
std::optional<Task> taskFromString(const QString &s)
{
    return valueOf(s, tasks);
}
std::optional<Stage> stageFromString(const QString &s)
{
    return valueOf(s, stages);
}
std::optional<Precision> precisionFromString(const QString &s)
{
    return valueOf(s, precisions);
}
std::optional<Optimizer> optimizerFromString(const QString &s)
{
    return valueOf(s, optimizers);
}
QString toString(MemorySaving saving)
{
    return nameOf(saving, memorySavings);
}
QString toString(HostOffload offload)
{
    return nameOf(offload, hostOffloads);
}
std::optional<MemorySaving> memorySavingFromString(const QString &s)
{
    return valueOf(s, memorySavings);
}
std::optional<HostOffload> hostOffloadFromString(const QString &s)
{
    return valueOf(s, hostOffloads);
}
const QStringList &memorySavingNames()
{
    static const QStringList names = namesOf(memorySavings);
    return names;
}
QString toString(SpeculativeMethod method)
{
    return nameOf(method, speculativeMethods);
}
std::optional<SpeculativeMethod> speculativeMethodFromString(const QString &s)
{
    return valueOf(s, speculativeMethods);
}
const QStringList &speculativeMethodNames()
{
    static const QStringList names = namesOf(speculativeMethods);
    return names;
}
const QStringList &hostOffloadNames()
{
    static const QStringList names = namesOf(hostOffloads);
    return names;
}
const QStringList &taskNames()
{
    static const QStringList names = namesOf(tasks);
    return names;
}
const QStringList &stageNames()
{
    static const QStringList names = namesOf(stages);
    return names;
}
const QStringList &precisionNames()
{
    static const QStringList names = namesOf(precisions);
    return names;
}
const QStringList &optimizerNames()
{
    static const QStringList names = namesOf(optimizers);
    return names;
}
const QStringList &phaseKindNames()
{
    static const QStringList names = namesOf(phaseKinds);
    return names;
}
const QStringList &phasePeriodNames()
{
    static const QStringList names = namesOf(phasePeriods);
    return names;
}

double bytesPerValue(Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
    case Precision::Tf32:
        return 4;
    case Precision::Bf16:
    case Precision::Fp16:
        return 2;
    case Precision::Fp8:
    case Precision::Int8:
        return 1;
    case Precision::Int4:
        return 0.5;
    }
    return 2;
}

const QStringList &allBillingIds()
{
    // The ids a scenario file may name: it is read without the catalog, which says what each one does.
    static const QStringList ids{BillingId::payg,
                                 BillingId::spot,
                                 BillingId::monthlySubscription,
                                 QStringLiteral("subscription-1y"),
                                 QStringLiteral("subscription-3y"),
                                 BillingId::savingsPlan};
    return ids;
}

QStringList billingIdsInOrder(const QStringList &seen)
{
    QStringList ordered;
    for (const QString &id : allBillingIds()) {
        if (seen.contains(id))
            ordered << id;
    }
    for (const QString &id : seen) {
        if (!ordered.contains(id))
            ordered << id;
    }
    return ordered;
}

} // namespace Advisor
