#include "models/advice/advice.h"

#include "models/pricing/pricebook.h"

#include <algorithm>
#include <cmath>

#include <QLocale>

namespace Advisor {

/** Translation context for every advice string (the functions are free, so they need a home). */
class AdviceText
{
    Q_DECLARE_TR_FUNCTIONS(Advice)
};

namespace {

constexpr double bytesPerGB = 1e9;
constexpr double bytesPerMB = 1e6;

QString num(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString percent(double share, int decimals = 0)
{
    return num(share * 100.0, decimals);
}

/** "6.7 B" or "350 M": parameter counts the way model cards give them. */
QString parameterCount(double parameters)
{
    if (parameters >= 1e9)
        return AdviceText::tr("%1 B").arg(num(parameters / 1e9, 1));
    return AdviceText::tr("%1 M").arg(num(parameters / 1e6, 0));
}

QString severityLabel(AdviceSeverity severity)
{
    switch (severity) {
    case AdviceSeverity::Info: return AdviceText::tr("info");
    case AdviceSeverity::Advice: return AdviceText::tr("advice");
    case AdviceSeverity::Warning: return AdviceText::tr("warning");
    case AdviceSeverity::Blocker: return AdviceText::tr("blocker");
    }
    return {};
}

QString stageLabel(Stage stage)
{
    switch (stage) {
    case Stage::Pretrain: return AdviceText::tr("pre-training");
    case Stage::FinetuneFull: return AdviceText::tr("full fine-tuning");
    case Stage::FinetuneLora: return AdviceText::tr("LoRA fine-tuning");
    case Stage::FinetuneQlora: return AdviceText::tr("QLoRA fine-tuning");
    case Stage::Inference: return AdviceText::tr("inference");
    case Stage::Development: return AdviceText::tr("development");
    }
    return {};
}

QString interconnectLabel(InterconnectType type)
{
    switch (type) {
    case InterconnectType::None: return AdviceText::tr("no GPU interconnect");
    case InterconnectType::Pcie: return AdviceText::tr("PCIe");
    case InterconnectType::PcieSwitch: return AdviceText::tr("PCIe switch");
    case InterconnectType::NvLink: return AdviceText::tr("NVLink");
    case InterconnectType::NvSwitch: return AdviceText::tr("NVSwitch");
    }
    return {};
}

/** Everything the rules look at, resolved once. */
class AdviceRun
{
public:
    AdviceRun(const Scenario &scenario, const Recommendation &recommendation, const Configuration *chosen,
              const Catalog &catalog, const RuleSet &rules)
        : s(scenario), rec(recommendation), cfg(chosen), cat(catalog), rs(rules)
    {
        if (cfg) {
            type = cat.instanceType(cfg->instanceType);
            family = cat.family(cfg->family.isEmpty() && type ? type->family : cfg->family);
        }
        training = s.isTraining();
        serving = s.stage == Stage::Inference;
        billing = cfg && !cfg->primaryBilling.isEmpty() ? cfg->primaryBilling : s.constraints.billing.value(0);
    }

    AdviceReport run(const QString &requestedGpu)
    {
        cpuPerGpu();
        hostMemory();
        storageThroughput();
        storagePlacement();
        network();
        interconnect();
        spot();
        paygBreakEven();
        stoppedStillCharges();
        smallModelBigCard();
        developmentOnExpensiveCard();
        familyStatus();
        gpuNotOffered(requestedGpu);
        servingLatency();
        servingKvCache();
        servingPcieSplit();
        servingLowLoad();
        // Most severe first; rule order (stable) keeps related warnings together within a severity.
        std::stable_sort(report.warnings.begin(), report.warnings.end(),
                         [](const Warning &a, const Warning &b) { return int(a.severity) > int(b.severity); });
        decisionPath();
        checklist();
        return report;
    }

private:
    void raise(const Rule &rule, const QString &title, const QString &message, const QString &fix,
              std::optional<FixAction> action = std::nullopt)
    {
        report.warnings.push_back({rule.id, rule.severity, title, message, fix, std::move(action), rule.source});
    }

    double gpusPerInstance() const
    {
        if (cfg && cfg->gpusPerInstance > 0)
            return cfg->gpusPerInstance;
        return type ? type->gpuCount : 0;
    }

    /** GPUs whose memory the host feeds: a vGPU slice (a fraction of a card) carries its slice's memory once. */
    double cardsPerInstance() const { return std::max(1.0, gpusPerInstance()); }

    /** The best-ranked other configuration that passes the test; a fix the wizard can apply. */
    template <typename Pred>
    const Configuration *alternative(Pred pred) const
    {
        for (const Configuration &c : rec.ranked) {
            if (cfg && c.instanceType == cfg->instanceType)
                continue;
            if (pred(c))
                return &c;
        }
        return nullptr;
    }

    std::optional<FixAction> chooseAction(const Configuration *c) const
    {
        if (!c)
            return std::nullopt;
        return FixAction{QStringLiteral("choose-instance"), c->instanceType};
    }

    QString describe(const Configuration &c) const
    {
        return AdviceText::tr("%1 (%2 × %3)").arg(c.instanceType, num(c.gpusPerInstance, 0), c.gpuName);
    }

    const Family *familyOf(const Configuration &c) const
    {
        if (const Family *f = cat.family(c.family))
            return f;
        const InstanceType *t = cat.instanceType(c.instanceType);
        return t ? cat.family(t->family) : nullptr;
    }

    const InstanceType *typeOf(const Configuration &c) const { return cat.instanceType(c.instanceType); }

    /** Families with eRDMA/RDMA still on sale for training: the fix for slow multi-node networks. */
    QStringList rdmaFamilies() const
    {
        QStringList ids;
        for (const Family &f : cat.families) {
            if (f.rdma != RdmaType::None && f.status != FamilyStatus::Retired && f.suits.contains(QStringLiteral("training")))
                ids << f.id;
        }
        return ids;
    }

    // --- CPU and host memory -------------------------------------------------------------------

    void cpuPerGpu()
    {
        if (!cfg || !type || gpusPerInstance() <= 0 || !(training || serving))
            return;
        const Rule *rule = rs.active(training ? QStringLiteral("cpu-per-gpu-training") : QStringLiteral("cpu-per-gpu-serving"));
        if (!rule)
            return;
        const double minimum = rule->threshold(QStringLiteral("minVcpuPerGpu"));
        const double perGpu = type->vcpu / gpusPerInstance();
        if (perGpu >= minimum)
            return;
        const Configuration *alt = alternative([&](const Configuration &c) {
            const InstanceType *t = typeOf(c);
            return t && c.gpusPerInstance > 0 && t->vcpu / c.gpusPerInstance >= minimum;
        });
        const QString message = training
            ? AdviceText::tr("%1 has %2 vCPU for %3 GPU(s): %4 vCPU per GPU, below the %5 per GPU that data loading and "
                             "augmentation need in training (the seeds recommend 8–16).")
            : AdviceText::tr("%1 has %2 vCPU for %3 GPU(s): %4 vCPU per GPU, below the %5 per GPU that tokenisation, "
                             "pre-processing and the serving front end need.");
        raise(*rule, AdviceText::tr("Too few CPU cores per GPU"),
              message.arg(type->id, QString::number(type->vcpu), num(gpusPerInstance(), 0), num(perGpu, 1), num(minimum, 0)),
              alt ? AdviceText::tr("Choose %1, which has %2 vCPU per GPU, or pre-process the data offline so the "
                                   "GPUs are not kept waiting.")
                        .arg(describe(*alt), num(typeOf(*alt)->vcpu / alt->gpusPerInstance, 1))
                  : AdviceText::tr("Choose a size with more vCPU per GPU, or pre-process the data offline so the GPUs "
                                   "are not kept waiting."),
              chooseAction(alt));
    }

    void hostMemory()
    {
        if (!cfg || !type || gpusPerInstance() <= 0 || type->gpuMemoryGB <= 0)
            return;
        // Both sides in GiB: Alibaba lists host memory in GiB and GPU memory in GB.
        const double gpuGiB = type->gpuMemoryGB * cardsPerInstance() * bytesPerGB / bytesPerGiB;
        const double ratio = type->memoryGiB / gpuGiB;
        if (const Rule *rule = rs.active(QStringLiteral("host-memory-below-gpu"))) {
            const double minimum = rule->threshold(QStringLiteral("minHostToGpuRatio"));
            if (ratio < minimum) {
                const Configuration *alt = alternative([&](const Configuration &c) {
                    const InstanceType *t = typeOf(c);
                    return t && t->gpuMemoryGB > 0
                           && t->memoryGiB / (t->gpuMemoryGB * std::max(1.0, c.gpusPerInstance) * bytesPerGB / bytesPerGiB)
                                  >= minimum;
                });
                raise(*rule, AdviceText::tr("Host memory smaller than GPU memory"),
                      AdviceText::tr("%1 has %2 GiB of host memory for %3 GiB of GPU memory (%4 × %5 GB): %6× the GPU "
                                     "memory, below %7×. A full checkpoint or the pinned transfer buffers cannot be "
                                     "staged in host memory.")
                          .arg(type->id, num(type->memoryGiB, 0), num(gpuGiB, 0), num(cardsPerInstance(), 0),
                               num(type->gpuMemoryGB, 0), num(ratio, 2), num(minimum, 1)),
                      alt ? AdviceText::tr("Choose %1, which has %2 GiB of host memory.")
                                .arg(describe(*alt), num(typeOf(*alt)->memoryGiB, 0))
                          : AdviceText::tr("Choose a size with more host memory per GPU."),
                      chooseAction(alt));
                return;   // the 4–8× guideline below would only repeat the same shortage more gently
            }
        }
        if (!training)
            return;
        if (const Rule *rule = rs.active(QStringLiteral("host-memory-training-ratio"))) {
            const double minimum = rule->threshold(QStringLiteral("minHostToGpuRatio"));
            const double maximum = rule->threshold(QStringLiteral("maxHostToGpuRatio"));
            if (ratio >= minimum)
                return;
            raise(*rule, AdviceText::tr("Less host memory than the training guideline"),
                  AdviceText::tr("%1 has %2 GiB of host memory for %3 GiB of GPU memory: %4×. The seeds suggest %5–%6× "
                                 "for training, so data-loader workers, the page cache and checkpoint staging have "
                                 "room. This is a guideline, not a hard limit: with a streaming data loader and "
                                 "sharded checkpoints less is often enough.")
                      .arg(type->id, num(type->memoryGiB, 0), num(gpuGiB, 0), num(ratio, 2), num(minimum, 0),
                           num(maximum, 0)),
                  AdviceText::tr("Watch host memory in the test run; if the data loader swaps or is killed, choose a "
                                 "size with about %1 GiB of host memory.")
                      .arg(num(gpuGiB * minimum, 0)));
        }
    }

    // --- Storage -----------------------------------------------------------------------------

    /** Throughput the storage delivers to one node (block, local) or to the job (shared), in MB/s. */
    double storageMBs(const StorageProduct &p, const InstanceType *t) const
    {
        if (!p.throughputMBs)
            return 0;
        const double gib = std::clamp(s.data.datasetGiB, p.minCapacityGiB, p.maxCapacityGiB);
        double mbs = p.throughputMBs->at(gib);
        // The instance's own disk cap applies to cloud disks attached to it, not to network file systems.
        if (p.kind == QLatin1String("block") && t && t->diskThroughputMBs)
            mbs = std::min(mbs, *t->diskThroughputMBs);
        return mbs;
    }

    void storageThroughput()
    {
        const Rule *rule = rs.active(QStringLiteral("storage-throughput"));
        const StorageProduct *p = cat.storageProduct(s.data.storage);
        if (!rule || !cfg || !training || !p || !p->throughputMBs)
            return;
        const double share = rule->threshold(QStringLiteral("maxShareOfDiskThroughput"));
        const double epochs = std::max(1.0, s.training.epochs);
        const double tokensPerEpoch = s.training.tokens.value_or(rec.profile.trainingTokens / epochs);
        const double samplesPerEpoch = s.training.samples.value_or(rec.profile.trainingSamples / epochs);
        const double datasetBytes = s.data.datasetGiB * bytesPerGiB;
        double rateMBs = 0;
        QString how;
        if (cfg->tokensPerSecond > 0 && tokensPerEpoch > 0) {
            const double bytesPerToken = datasetBytes > 0 ? datasetBytes / tokensPerEpoch
                                                          : rule->threshold(QStringLiteral("bytesPerToken"));
            rateMBs = cfg->tokensPerSecond * bytesPerToken / bytesPerMB;
            how = AdviceText::tr("%1 tokens/s × %2 bytes per token").arg(num(cfg->tokensPerSecond, 0), num(bytesPerToken, 1));
        } else if (cfg->samplesPerSecond > 0 && samplesPerEpoch > 0 && datasetBytes > 0) {
            const double bytesPerSample = datasetBytes / samplesPerEpoch;
            rateMBs = cfg->samplesPerSecond * bytesPerSample / bytesPerMB;
            how = AdviceText::tr("%1 samples/s × %2 KB per sample")
                      .arg(num(cfg->samplesPerSecond, 0), num(bytesPerSample / 1e3, 1));
        }
        if (rateMBs <= 0)
            return;
        const bool shared = p->sharedAcrossNodes;
        // Each node reads its own shard from its own disk; a shared file system serves all of them.
        const int nodes = std::max(1, cfg->instances);
        const double needed = shared ? rateMBs : rateMBs / nodes;
        const double available = storageMBs(*p, type);
        if (available <= 0 || needed <= share * available)
            return;
        const double diskOnly = p->throughputMBs->at(std::clamp(s.data.datasetGiB, p->minCapacityGiB, p->maxCapacityGiB));
        QString capNote;
        if (!shared && type && type->diskThroughputMBs && *type->diskThroughputMBs < diskOnly)
            capNote = AdviceText::tr(" (the disk alone would give %1 MB/s; %2 caps its disks at %3 MB/s)")
                          .arg(num(diskOnly, 0), type->id, num(*type->diskThroughputMBs, 0));
        const QString scope = shared ? AdviceText::tr("the job") : AdviceText::tr("each node");
        // ESSD and CPFS throughput grow with provisioned capacity: the cheapest fix is often a larger disk of
        // the same class, then the next class up, in the order people upgrade.
        const double target = needed / share;
        const StorageProduct *better = nullptr;
        double betterGiB = 0;
        QStringList tried;
        for (const QString &id : {p->id, QStringLiteral("essd-pl2"), QStringLiteral("essd-pl3"), QStringLiteral("cpfs-200")}) {
            const StorageProduct *q = cat.storageProduct(id);
            if (!q || !q->throughputMBs || tried.contains(id))
                continue;
            tried << id;
            const double need = (q->sharedAcrossNodes ? rateMBs : rateMBs / nodes) / share;
            const ScaledLimit &lim = *q->throughputMBs;
            if (lim.max && need > *lim.max)
                continue;
            if (q->kind == QLatin1String("block") && type && type->diskThroughputMBs && need > *type->diskThroughputMBs)
                continue;
            double gib = std::max(s.data.datasetGiB, q->minCapacityGiB);
            if (lim.at(gib) < need) {
                if (lim.perGiB <= 0)
                    continue;
                gib = std::ceil((need - lim.base) / lim.perGiB);
            }
            if (gib > q->maxCapacityGiB || lim.at(gib) < need)
                continue;
            better = q;
            betterGiB = gib;
            break;
        }
        raise(*rule, AdviceText::tr("Storage cannot feed the GPUs"),
              AdviceText::tr("The job reads about %1 MB/s on %2 (%3). %4 at %5 GiB delivers %6 MB/s%7; reads should "
                             "stay under %8 % of it (%9 MB/s) to leave room for checkpoint writes.")
                  .arg(num(needed, 0), scope, how, p->name.text(),
                       num(std::clamp(s.data.datasetGiB, p->minCapacityGiB, p->maxCapacityGiB), 0), num(available, 0),
                       capNote, percent(share), num(share * available, 0)),
              better ? AdviceText::tr("Provision %1 GiB of %2, which delivers %3 MB/s (%4 MB/s needed at %5 %).")
                           .arg(num(betterGiB, 0), better->name.text(), num(better->throughputMBs->at(betterGiB), 0),
                                num(target, 0), percent(share))
                     : AdviceText::tr("Spread the data over several disks, or use CPFS or OSS with a dataset accelerator "
                                      "(DatasetAcc) as a cache."),
              better && better->id != p->id ? std::optional<FixAction>(FixAction{QStringLiteral("set-storage"), better->id})
                                            : std::nullopt);
    }

    QString sharedStorageId() const
    {
        if (cat.storageProduct(QStringLiteral("cpfs-200")))
            return QStringLiteral("cpfs-200");
        return QStringLiteral("oss");
    }

    void storagePlacement()
    {
        const StorageProduct *p = cat.storageProduct(s.data.storage);
        if (!p)
            return;
        const bool singleDisk = p->kind == QLatin1String("block") || p->kind == QLatin1String("local");
        const QString cpfs = sharedStorageId();
        const StorageProduct *cpfsProduct = cat.storageProduct(cpfs);
        const QString cpfsName = cpfsProduct ? cpfsProduct->name.text() : cpfs;
        if (const Rule *rule = rs.active(QStringLiteral("storage-large-dataset")); rule && singleDisk) {
            const double limit = rule->threshold(QStringLiteral("maxDatasetGiBOnSingleDisk"));
            if (s.data.datasetGiB > limit)
                raise(*rule, AdviceText::tr("Data set too large for a single disk"),
                      AdviceText::tr("The %1 GiB data set sits on a single %2; beyond %3 GiB a single disk limits "
                                     "throughput and cannot be shared between nodes.")
                          .arg(num(s.data.datasetGiB, 0), p->name.text(), num(limit, 0)),
                      AdviceText::tr("Keep the data set in OSS and read it through %1, or through OSS with a dataset "
                                     "accelerator (DatasetAcc) as a cache.")
                          .arg(cpfsName),
                      FixAction{QStringLiteral("set-storage"), cpfs});
        }
        if (const Rule *rule = rs.active(QStringLiteral("storage-small-files")); rule && singleDisk && s.data.smallFiles)
            raise(*rule, AdviceText::tr("Many small files on a single disk"),
                  AdviceText::tr("The data set (%1 GiB) consists of many small files on a single %2: reads are bound "
                                 "by IOPS and metadata operations, not by MB/s.")
                      .arg(num(s.data.datasetGiB, 0), p->name.text()),
                  AdviceText::tr("Use %1, or pack the files into larger shards (WebDataset, TFRecord) first.").arg(cpfsName),
                  FixAction{QStringLiteral("set-storage"), cpfs});
        if (const Rule *rule = rs.active(QStringLiteral("storage-local-disk")); rule && (p->kind == QLatin1String("local") || !p->persistent)) {
            const Rule *large = rs.rule(QStringLiteral("storage-large-dataset"));
            const double largeGiB = large ? large->threshold(QStringLiteral("maxDatasetGiBOnSingleDisk")) : 1024;
            const QString target = s.data.datasetGiB > largeGiB ? cpfs : QStringLiteral("essd-pl2");
            const StorageProduct *tp = cat.storageProduct(target);
            raise(*rule, AdviceText::tr("Data on local disks is lost on release"),
                  AdviceText::tr("The %1 GiB data set is on %2, which is not persistent: releasing the instance (or a "
                                 "host migration) deletes it.")
                      .arg(num(s.data.datasetGiB, 0), p->name.text()),
                  AdviceText::tr("Keep the master copy in OSS and use the local disk only as a cache, or use %1.")
                      .arg(tp ? tp->name.text() : target),
                  FixAction{QStringLiteral("set-storage"), target});
        }
    }

    // --- Network and GPU interconnect --------------------------------------------------------

    void network()
    {
        if (!cfg || !training || !family)
            return;
        const QStringList fixFamilies = rdmaFamilies();
        const auto rdmaAlternative = [&]() {
            return alternative([&](const Configuration &c) {
                const Family *f = familyOf(c);
                return f && f->rdma != RdmaType::None;
            });
        };
        if (const Rule *rule = rs.active(QStringLiteral("network-no-rdma"));
            rule && cfg->instances > 1 && family->rdma == RdmaType::None) {
            const Configuration *alt = rdmaAlternative();
            raise(*rule, AdviceText::tr("Multi-node training without RDMA"),
                  AdviceText::tr("%1 instances of %2 exchange gradients over TCP: the %3 family has no eRDMA, and NCCL "
                                 "over TCP reaches roughly %4–%5 % of RDMA on the same link.")
                      .arg(QString::number(cfg->instances), cfg->instanceType, family->id,
                           percent(rule->threshold(QStringLiteral("tcpShareOfRdmaLow"))),
                           percent(rule->threshold(QStringLiteral("tcpShareOfRdmaHigh")))),
                  alt ? AdviceText::tr("Choose %1 (eRDMA). Families with eRDMA: %2.").arg(describe(*alt), fixFamilies.join(QStringLiteral(", ")))
                      : AdviceText::tr("Use a family with eRDMA: %1, or fit the job on one instance.")
                            .arg(fixFamilies.join(QStringLiteral(", "))),
                  chooseAction(alt));
        }
        if (const Rule *rule = rs.active(QStringLiteral("network-baseline-bandwidth")); rule && type && cfg->instances > 1) {
            const double minimum = rule->threshold(QStringLiteral("minGbits"));
            if (type->networkGbits < minimum) {
                const Configuration *alt = alternative([&](const Configuration &c) {
                    const InstanceType *t = typeOf(c);
                    return t && t->networkGbits >= minimum;
                });
                raise(*rule, AdviceText::tr("Too little network bandwidth for multi-node training"),
                      AdviceText::tr("%1 has %2 Gbit/s of baseline VPC bandwidth; multi-node all-reduce needs at "
                                     "least %3 Gbit/s.")
                          .arg(type->id, num(type->networkGbits, 1), num(minimum, 0)),
                      alt ? AdviceText::tr("Choose %1 with %2 Gbit/s.").arg(describe(*alt), num(typeOf(*alt)->networkGbits, 0))
                          : AdviceText::tr("Choose a larger size with more bandwidth, or fewer, larger instances."),
                      chooseAction(alt));
            }
        }
        if (const Rule *rule = rs.active(QStringLiteral("network-allreduce-share"));
            rule && cfg->totalGpus > 1 && cfg->stepSeconds > 0) {
            const double maximum = rule->threshold(QStringLiteral("maxCommShareOfStep"));
            const double commShare = cfg->commSeconds / cfg->stepSeconds;
            if (commShare > maximum) {
                const bool acrossNodes = cfg->instances > 1;
                const Configuration *alt = alternative([&](const Configuration &c) {
                    return c.stepSeconds > 0 && c.commSeconds / c.stepSeconds <= maximum;
                });
                QString fix;
                if (alt)
                    fix = AdviceText::tr("Choose %1: its gradient exchange takes %2 % of the step.")
                              .arg(describe(*alt), percent(alt->commSeconds / alt->stepSeconds));
                else if (acrossNodes && family->rdma == RdmaType::None)
                    fix = AdviceText::tr("Use a family with eRDMA (%1), fewer and larger instances, or gradient "
                                         "accumulation to exchange gradients less often.")
                              .arg(fixFamilies.join(QStringLiteral(", ")));
                else
                    fix = AdviceText::tr("Use an NVLink/NVSwitch family, a larger micro-batch or gradient accumulation "
                                         "so each exchange covers more compute.");
                raise(*rule, AdviceText::tr("Gradient exchange dominates the step"),
                      AdviceText::tr("Exchanging gradients adds %1 s to each %2 s step (%3 %), more than %4 %: over %5 "
                                     "the GPUs wait for the network%6.")
                          .arg(num(cfg->commSeconds, 2), num(cfg->stepSeconds, 2), percent(commShare), percent(maximum),
                               acrossNodes ? AdviceText::tr("%1 nodes").arg(cfg->instances) : interconnectLabel(family->interconnect),
                               acrossNodes && family->rdma == RdmaType::None ? AdviceText::tr(" (TCP, no eRDMA)") : QString()),
                      fix, chooseAction(alt));
            }
        }
    }

    void interconnect()
    {
        if (!cfg || !training || !family)
            return;
        const double parameters = rec.profile.parameters;
        const bool sharded = cfg->tensorParallel > 1 || (s.training.zeroStage >= 3 && cfg->totalGpus > 1);
        if (const Rule *rule = rs.active(QStringLiteral("interconnect-pcie-sharding"));
            rule && sharded && !family->hasFastInterconnect() && gpusPerInstance() > 1) {
            const double minParameters = rule->threshold(QStringLiteral("minParameters"));
            const double minEfficiency = rule->threshold(QStringLiteral("minScalingEfficiency"));
            if (parameters >= minParameters && cfg->scalingEfficiency < minEfficiency) {
                const Configuration *alt = alternative([&](const Configuration &c) {
                    const Family *f = familyOf(c);
                    return f && f->hasFastInterconnect();
                });
                const QString how = cfg->tensorParallel > 1 ? AdviceText::tr("tensor parallelism over %1 GPUs").arg(cfg->tensorParallel)
                                                            : AdviceText::tr("ZeRO-3/FSDP over %1 GPUs").arg(num(cfg->totalGpus, 0));
                raise(*rule, AdviceText::tr("Sharded model over PCIe"),
                      AdviceText::tr("%1 parameters with %2 on %3 (%4): the estimate gives %5 % scaling efficiency, "
                                     "below %6 %. Weights and gradients cross %4 every step.")
                          .arg(parameterCount(parameters), how, cfg->instanceType, interconnectLabel(family->interconnect),
                               percent(cfg->scalingEfficiency), percent(minEfficiency)),
                      alt ? AdviceText::tr("Choose %1 (%2), which scales at %3 %.")
                                .arg(describe(*alt), interconnectLabel(familyOf(*alt)->interconnect), percent(alt->scalingEfficiency))
                          : AdviceText::tr("Use an NVLink/NVSwitch family (gn7e, gn8v, ebmgn7e) or plain data parallelism "
                                           "if the model fits on one GPU."),
                      chooseAction(alt));
            }
        }
        if (const Rule *rule = rs.active(QStringLiteral("interconnect-nvlink-required"));
            rule && family->nvlinkRequiredForTraining && gpusPerInstance() > 1
            && parameters >= rule->threshold(QStringLiteral("minParameters")))
            raise(*rule, AdviceText::tr("Enable NVLink"),
                  AdviceText::tr("The %1 documentation says NVLink must be enabled for large-model training; this job "
                                 "trains %2 parameters on %3 GPUs per instance.")
                      .arg(family->id, parameterCount(parameters), num(gpusPerInstance(), 0)),
                  AdviceText::tr("Check with nvidia-smi nvlink --status after start-up that every link is active before "
                                 "starting the run."));
    }

    // --- Billing -----------------------------------------------------------------------------

    bool usesSpot() const { return billing == QLatin1String("spot"); }

    void spot()
    {
        if (!training || !usesSpot())
            return;
        if (const Rule *rule = rs.active(QStringLiteral("billing-spot-without-checkpoints")); rule && !s.constraints.checkpointing) {
            raise(*rule, AdviceText::tr("Spot instances without checkpoints"),
                  cfg ? AdviceText::tr("The %1 h job runs on spot instances without checkpoints: a reclaim at any point "
                                       "loses all work done so far.")
                            .arg(num(cfg->hours, 1))
                      : AdviceText::tr("The job runs on spot instances without checkpoints: a reclaim loses all work done so far."),
                  AdviceText::tr("Turn on checkpointing (save to OSS regularly), or pay as you go."),
                  FixAction{QStringLiteral("set-checkpointing"), QStringLiteral("true")});
            return;
        }
        const Rule *rule = rs.active(QStringLiteral("billing-spot-checkpoint-interval"));
        if (!rule || !cfg || !s.constraints.checkpointing || cfg->hours <= rule->threshold(QStringLiteral("minJobHours")))
            return;
        const double minutes = rule->threshold(QStringLiteral("checkpointIntervalMinutes"));
        const BillingModel *model = cat.billingModel(QStringLiteral("spot"));
        QString protection;
        if (model && model->protectionPeriodHours)
            protection = AdviceText::tr(" Buy with the %1 h protection period: the instance is not reclaimed during it, "
                                        "for about 10 % more than spot without protection.")
                             .arg(num(*model->protectionPeriodHours, 0));
        QString interval;
        if (cfg->stepSeconds > 0) {
            const double steps = std::max(1.0, std::round(minutes * 60.0 / cfg->stepSeconds));
            interval = AdviceText::tr("every %1 steps (about %2 min at %3 s per step)")
                           .arg(num(steps, 0), num(steps * cfg->stepSeconds / 60.0, 0), num(cfg->stepSeconds, 2));
        } else {
            interval = AdviceText::tr("every %1 min").arg(num(minutes, 0));
        }
        raise(*rule, AdviceText::tr("Checkpoint interval for spot"),
              AdviceText::tr("The %1 h job runs on spot instances; a reclaim loses the work since the last checkpoint.")
                  .arg(num(cfg->hours, 1)),
              AdviceText::tr("Save a checkpoint to OSS %1, so a reclaim costs at most that much.%2").arg(interval, protection));
    }

    /** Hourly price of a billing model for the whole configuration after the discount, from its priced cost or the price book. */
    std::optional<double> hourly(const QString &billingId) const
    {
        if (const BillingCost *c = cfg->cost(billingId); c && c->available() && c->hourly > 0)
            return c->hourly;
        const ResolvedPrice p = PriceBook(cat).price(cfg->instanceType, billingId, rec.region);
        if (!p.available() || p.hourly <= 0)
            return std::nullopt;
        return p.hourly * std::max(1, cfg->instances) * (1.0 - s.constraints.customerDiscountPercent / 100.0);
    }

    void paygBreakEven()
    {
        const Rule *rule = rs.active(QStringLiteral("billing-payg-break-even"));
        if (!rule || !cfg || billing != QLatin1String("payg") || !(training || serving))
            return;
        // Serving is always on; a training job runs for its wall-clock time, at most a whole month.
        const double usage = serving ? hoursPerMonth : std::min(cfg->hours, hoursPerMonth);
        const double minShare = rule->threshold(QStringLiteral("minShareOfMonth"));
        if (usage <= minShare * hoursPerMonth)
            return;
        const std::optional<double> payg = hourly(QStringLiteral("payg"));
        if (!payg)
            return;
        const std::optional<double> sub = hourly(QStringLiteral("subscription-1m"));
        const std::optional<double> plan = hourly(QStringLiteral("savings-plan"));
        if (!sub && !plan)
            return;
        const QString cur = rec.currency.isEmpty() ? cat.currency : rec.currency;
        QStringList parts;
        std::optional<FixAction> action;
        double bestMonthly = *payg * usage;
        QString bestName;
        // A commitment is paid for every hour of the month, so it breaks even where PAYG hours cost the same.
        // The monthly subscription comes first: a savings plan binds the team for a year, not a month.
        if (sub) {
            const double monthly = *sub * hoursPerMonth;
            parts << AdviceText::tr("a monthly subscription costs %1 %2 a month and breaks even at %3 h/month")
                         .arg(num(monthly, 0), cur, num(monthly / *payg, 0));
            if (usage >= monthly / *payg) {
                bestMonthly = monthly;
                bestName = AdviceText::tr("a monthly subscription");
                action = FixAction{QStringLiteral("set-billing"), QStringLiteral("subscription-1m")};
            }
        }
        if (plan) {
            const double monthly = *plan * hoursPerMonth;
            parts << AdviceText::tr("a savings plan (1-year commitment) costs %1 %2 a month and breaks even at %3 h/month")
                         .arg(num(monthly, 0), cur, num(monthly / *payg, 0));
            if (!action && usage >= monthly / *payg) {
                bestMonthly = monthly;
                bestName = AdviceText::tr("a savings plan, if the usage lasts the year");
                action = FixAction{QStringLiteral("set-billing"), QStringLiteral("savings-plan")};
            }
        }
        raise(*rule, AdviceText::tr("Pay-as-you-go for most of the month"),
              AdviceText::tr("The configuration runs about %1 h a month on pay-as-you-go at %2 %3/h: %4 %3 a month. "
                             "By comparison, %5.")
                  .arg(num(usage, 0), num(*payg, 2), cur, num(*payg * usage, 0), parts.join(AdviceText::tr("; "))),
              action ? AdviceText::tr("Switch to %1: about %2 %3 a month, %4 %3 less.")
                           .arg(bestName, num(bestMonthly, 0), cur, num(*payg * usage - bestMonthly, 0))
                     : AdviceText::tr("Stay on pay-as-you-go at this usage; reconsider if it grows past the break-even hours."),
              action);
    }

    void stoppedStillCharges()
    {
        const Rule *rule = rs.active(QStringLiteral("billing-stopped-still-charges"));
        if (!rule || !cfg || serving || (billing != QLatin1String("payg") && billing != QLatin1String("spot")))
            return;
        const BillingCost *c = cfg->cost(billing);
        const QString cur = rec.currency.isEmpty() ? cat.currency : rec.currency;
        raise(*rule, AdviceText::tr("Stopped GPU instances keep charging"),
              c && c->hourly > 0
                  ? AdviceText::tr("%1 × %2 costs %3 %4/h and keeps charging when stopped: %5 %4 for every idle day.")
                        .arg(QString::number(cfg->instances), cfg->instanceType, num(c->hourly, 2), cur, num(c->hourly * 24, 0))
                  : AdviceText::tr("%1 × %2 keeps charging when stopped; GPU instances have no free stopped mode.")
                        .arg(QString::number(cfg->instances), cfg->instanceType),
              AdviceText::tr("Release the instances when the work is done (keep data in OSS or on a separate disk), "
                             "and set an automatic stop or release time in the script or a scheduled task."));
    }

    // --- Fit and waste -----------------------------------------------------------------------

    void smallModelBigCard()
    {
        const Rule *rule = rs.active(QStringLiteral("fit-small-model-big-card"));
        if (!rule || !cfg || !type || cfg->tensorParallel > 1 || cfg->usableGpuMemoryGiB <= 0)
            return;
        const double minCard = rule->threshold(QStringLiteral("minCardGB"));
        const double maxShare = rule->threshold(QStringLiteral("maxMemoryShare"));
        if (type->gpuMemoryGB < minCard)
            return;
        // Unsharded need: a model sharded over many big cards for speed is not a small model.
        const double single = rec.profile.singleReplica.total() / bytesPerGiB;
        const double needGiB = single > 0 ? single : cfg->perGpuMemoryGiB;
        const double share = needGiB / cfg->usableGpuMemoryGiB;
        if (share >= maxShare)
            return;
        const Configuration *alt = alternative([&](const Configuration &c) {
            const InstanceType *t = typeOf(c);
            return t && t->gpuMemoryGB < minCard;
        });
        raise(*rule, AdviceText::tr("Small model on a large card"),
              AdviceText::tr("The model needs %1 GiB, %2 % of the %3 GiB usable on a %4 GB %5; below %6 % most of "
                             "the card's memory and compute would sit idle.")
                  .arg(num(needGiB, 1), percent(share, 1), num(cfg->usableGpuMemoryGiB, 1), num(type->gpuMemoryGB, 0),
                       cfg->gpuName, percent(maxShare)),
              alt ? AdviceText::tr("Choose %1 with %2 GB per GPU.").arg(describe(*alt), num(typeOf(*alt)->gpuMemoryGB, 0))
                  : AdviceText::tr("Choose a smaller card (T4, A10 or L20 class), or share the card (MIG or ACK GPU sharing)."),
              chooseAction(alt));
    }

    void developmentOnExpensiveCard()
    {
        const Rule *rule = rs.active(QStringLiteral("fit-development-expensive-card"));
        if (!rule || !cfg || !type || s.stage != Stage::Development)
            return;
        const double minCard = rule->threshold(QStringLiteral("minCardGB"));
        if (type->gpuMemoryGB < minCard)
            return;
        // A development box should be small: fewest GPUs first, then the cheapest per hour.
        const Configuration *alt = nullptr;
        for (const Configuration &c : rec.ranked) {
            const InstanceType *t = typeOf(c);
            if (c.instanceType == cfg->instanceType || !t || t->gpuMemoryGB >= minCard)
                continue;
            if (!alt || c.totalGpus < alt->totalGpus
                || (c.totalGpus == alt->totalGpus && c.costPerGpuHour * c.totalGpus < alt->costPerGpuHour * alt->totalGpus))
                alt = &c;
        }
        const QString cur = rec.currency.isEmpty() ? cat.currency : rec.currency;
        raise(*rule, AdviceText::tr("Development on a top-end card"),
              cfg->costPerGpuHour > 0
                  ? AdviceText::tr("Development and debugging on %1 (%2 GB per GPU, %3 %4 per GPU-hour); the seeds advise "
                                   "T4/A10-class cards for day-to-day debugging.")
                        .arg(cfg->gpuName, num(type->gpuMemoryGB, 0), num(cfg->costPerGpuHour, 2), cur)
                  : AdviceText::tr("Development and debugging on %1 (%2 GB per GPU); the seeds advise T4/A10-class cards "
                                   "for day-to-day debugging.")
                        .arg(cfg->gpuName, num(type->gpuMemoryGB, 0)),
              alt ? AdviceText::tr("Develop on %1 and move to the large card for the real run, unless you are debugging "
                                   "the distributed setup itself.")
                        .arg(describe(*alt))
                  : AdviceText::tr("Develop on a T4 or A10 instance and move to the large card for the real run."),
              chooseAction(alt));
    }

    void familyStatus()
    {
        if (!cfg || !family || family->status == FamilyStatus::Current)
            return;
        QString ruleId;
        QString title;
        QString what;
        switch (family->status) {
        case FamilyStatus::Retired:
            ruleId = QStringLiteral("family-retired");
            title = AdviceText::tr("Retired family");
            what = AdviceText::tr("retired: it can no longer be bought new");
            break;
        case FamilyStatus::ByApplication:
            ruleId = QStringLiteral("family-by-application");
            title = AdviceText::tr("Family sold by application only");
            what = AdviceText::tr("sold only after an application is approved");
            break;
        case FamilyStatus::Preview:
            ruleId = QStringLiteral("family-preview");
            title = AdviceText::tr("Family in preview");
            what = AdviceText::tr("in (invitational) preview: specification, price and availability may change");
            break;
        case FamilyStatus::LimitedRegions:
            ruleId = QStringLiteral("family-limited-regions");
            title = AdviceText::tr("Family in some regions only");
            what = AdviceText::tr("offered only in some regions");
            break;
        case FamilyStatus::Current: return;
        }
        const Rule *rule = rs.active(ruleId);
        if (!rule)
            return;
        const Configuration *alt = alternative([&](const Configuration &c) {
            const Family *f = familyOf(c);
            return f && f->status == FamilyStatus::Current;
        });
        const QString region = rec.region.isEmpty() ? cat.referenceRegion : rec.region;
        raise(*rule, title,
              AdviceText::tr("%1 belongs to the %2 family, which is %3.").arg(cfg->instanceType, family->id, what),
              family->status == FamilyStatus::LimitedRegions
                  ? (alt ? AdviceText::tr("Check in the console that %1 is sold in %2; otherwise choose %3.")
                               .arg(family->id, region, describe(*alt))
                         : AdviceText::tr("Check in the console that %1 is sold in %2.").arg(family->id, region))
                  : (alt ? AdviceText::tr("Choose %1 from a family on general sale.").arg(describe(*alt))
                         : AdviceText::tr("Plan for a family on general sale, or contact Alibaba Cloud sales.")),
              chooseAction(alt));
    }

    void gpuNotOffered(const QString &requested)
    {
        const Rule *rule = rs.active(QStringLiteral("gpu-not-offered"));
        if (!rule || requested.isEmpty())
            return;
        const GpuSpec *g = cat.gpu(requested);
        if (!g) {
            for (const GpuSpec &candidate : cat.gpus) {
                if (candidate.name.compare(requested, Qt::CaseInsensitive) == 0)
                    g = &candidate;
            }
        }
        if (!g) {
            raise(*rule, AdviceText::tr("Requested GPU not in the catalog"),
                  AdviceText::tr("\"%1\" is not a GPU in the catalog, so no ECS family is known to offer it.").arg(requested),
                  AdviceText::tr("Pick one of the catalog's GPUs; the ranking shows the closest fit for the workload."));
            return;
        }
        if (g->offeredOnEcs)
            return;
        QStringList closest;
        for (const QString &id : g->closestOffers) {
            const Family *f = cat.family(id);
            const GpuSpec *fg = f ? cat.gpu(f->gpu) : nullptr;
            closest << (fg ? AdviceText::tr("%1 (%2)").arg(id, fg->name) : id);
        }
        const bool chosenIsClose = cfg && g->closestOffers.contains(cfg->family);
        const Configuration *alt =
            chosenIsClose ? nullptr : alternative([&](const Configuration &c) { return g->closestOffers.contains(c.family); });
        QString fix;
        if (chosenIsClose)
            fix = AdviceText::tr("The recommended %1 is one of the closest offers.").arg(describe(*cfg));
        else if (alt)
            fix = AdviceText::tr("Choose %1.").arg(describe(*alt));
        else
            fix = AdviceText::tr("Choose one of the closest families, or look at PAI-Lingjun for this class of card.");
        raise(*rule, AdviceText::tr("Requested GPU not offered on ECS"),
              closest.isEmpty() ? AdviceText::tr("No ECS GPU family offers the %1.").arg(g->name)
                                : AdviceText::tr("No ECS GPU family offers the %1; the closest offered: %2.")
                                      .arg(g->name, closest.join(QStringLiteral(", "))),
              fix, chooseAction(alt));
    }

    // --- Serving -----------------------------------------------------------------------------

    bool tokenLatency() const { return s.task == Task::Llm || rec.profile.kvBytesPerToken > 0; }

    void servingLatency()
    {
        const Rule *rule = rs.active(QStringLiteral("serving-latency"));
        if (!rule || !serving || !cfg || !s.inference.latencyMsTarget)
            return;
        const double target = *s.inference.latencyMsTarget;
        const double tolerance = rule->threshold(QStringLiteral("tolerance"));
        // LLM targets are per output token; other models are judged per request.
        const bool perToken = tokenLatency();
        const double value = perToken ? cfg->tpotMs : cfg->ttftMs;
        if (value <= target * tolerance)
            return;
        const Configuration *alt = alternative([&](const Configuration &c) {
            return (perToken ? c.tpotMs : c.ttftMs) <= target * tolerance && c.meetsLatency;
        });
        raise(*rule, AdviceText::tr("Latency target not met"),
              (perToken ? AdviceText::tr("%1 needs %2 ms per output token at %3 concurrent sequences; the target is %4 ms.")
                        : AdviceText::tr("%1 needs %2 ms per request at %3 concurrent requests; the target is %4 ms."))
                  .arg(cfg->instanceType, num(value, 1), QString::number(s.inference.concurrency), num(target, 1)),
              alt ? AdviceText::tr("Choose %1 (%2 ms), or lower the concurrency per replica and add replicas.")
                        .arg(describe(*alt), num(perToken ? alt->tpotMs : alt->ttftMs, 1))
                  : AdviceText::tr("Lower the concurrency per replica and add replicas, quantise the weights, or choose a "
                                   "card with more memory bandwidth."),
              chooseAction(alt));
    }

    void servingKvCache()
    {
        const Rule *rule = rs.active(QStringLiteral("serving-kv-cache"));
        if (!rule || !serving || !cfg || !tokenLatency())
            return;
        const double headroom = rule->threshold(QStringLiteral("minConcurrencyHeadroom"));
        const int replicas = std::max(1, cfg->dataParallel);
        const int perReplica = (s.inference.concurrency + replicas - 1) / replicas;
        const double wanted = perReplica * headroom;
        if (cfg->maxConcurrencyPerReplica >= wanted)
            return;
        const Configuration *alt = alternative([&](const Configuration &c) {
            const int r = std::max(1, c.dataParallel);
            return c.maxConcurrencyPerReplica >= ((s.inference.concurrency + r - 1) / r) * headroom;
        });
        raise(*rule, AdviceText::tr("KV cache leaves too little room"),
              AdviceText::tr("The KV cache holds %1 sequences of %2 + %3 tokens per replica; %4 are needed per replica "
                             "(%5 concurrent over %6 replicas) plus %7 % headroom, i.e. %8.")
                  .arg(QString::number(cfg->maxConcurrencyPerReplica), QString::number(s.inference.contextLength),
                       QString::number(s.inference.outputTokens), QString::number(perReplica),
                       QString::number(s.inference.concurrency), QString::number(replicas),
                       percent(headroom - 1.0), num(wanted, 1)),
              alt ? AdviceText::tr("Choose %1, whose cache holds %2 sequences per replica.")
                        .arg(describe(*alt), QString::number(alt->maxConcurrencyPerReplica))
                  : AdviceText::tr("Quantise the KV cache to 8 bit, shorten the context, or add replicas."),
              chooseAction(alt));
    }

    void servingPcieSplit()
    {
        const Rule *rule = rs.active(QStringLiteral("serving-pcie-split"));
        if (!rule || !serving || !cfg || !family || cfg->tensorParallel <= 1 || family->hasFastInterconnect())
            return;
        const Configuration *alt = alternative([&](const Configuration &c) {
            const Family *f = familyOf(c);
            return c.tensorParallel == 1 || (f && f->hasFastInterconnect());
        });
        raise(*rule, AdviceText::tr("Model split across PCIe GPUs"),
              AdviceText::tr("%1 is split over %2 GPUs of %3 (%4, %5 GiB needed per GPU): the split adds memory, but "
                             "every token crosses %4, so latency does not improve.")
                  .arg(rec.profile.modelName.isEmpty() ? AdviceText::tr("The model") : rec.profile.modelName,
                       QString::number(cfg->tensorParallel), cfg->instanceType, interconnectLabel(family->interconnect),
                       num(cfg->perGpuMemoryGiB, 1)),
              alt ? AdviceText::tr("For speed, choose %1.").arg(describe(*alt))
                  : AdviceText::tr("For speed, quantise the model to fit one card or use an NVLink family."),
              chooseAction(alt));
    }

    void servingLowLoad()
    {
        const Rule *rule = rs.active(QStringLiteral("serving-low-load"));
        if (!rule || !serving || !cfg || cfg->tokensPerSecond <= 0 || s.inference.outputTokens <= 0)
            return;
        const double capacity = cfg->tokensPerSecond / s.inference.outputTokens;
        const double load = s.inference.requestsPerSecond / capacity;
        const double maxShare = rule->threshold(QStringLiteral("maxLoadShare"));
        if (load >= maxShare)
            return;
        double weightsGiB = cfg->perGpu.weights * std::max(1, cfg->tensorParallel) / bytesPerGiB;
        if (weightsGiB <= 0)
            weightsGiB = rec.profile.singleReplica.weights / bytesPerGiB;
        raise(*rule, AdviceText::tr("Low load on an always-on instance"),
              AdviceText::tr("%1 requests/s use %2 % of the %3 requests/s this configuration serves (%4 tokens/s ÷ %5 "
                             "output tokens); below %6 % an always-on instance is mostly paid for idling.")
                  .arg(num(s.inference.requestsPerSecond, 2), percent(load, 1), num(capacity, 1),
                       num(cfg->tokensPerSecond, 0), QString::number(s.inference.outputTokens), percent(maxShare)),
              weightsGiB > 0
                  ? AdviceText::tr("Serve it on PAI-EAS with autoscaling, or on Function Compute serverless GPU billed "
                                   "per use. The trade-off is the cold start: the first request after idling waits while "
                                   "%1 GiB of weights load.")
                        .arg(num(weightsGiB, 1))
                  : AdviceText::tr("Serve it on PAI-EAS with autoscaling, or on Function Compute serverless GPU billed "
                                   "per use. The trade-off is the cold start: the first request after idling waits while "
                                   "the model loads."));
    }

    // --- Decision path and checklist ---------------------------------------------------------

    void decisionPath()
    {
        QStringList &path = report.decisionPath;
        const Rule *tree = rs.rule(QStringLiteral("decision-tree"));
        const double small = tree ? tree->threshold(QStringLiteral("smallModelParameters")) : 1e9;
        const double large = tree ? tree->threshold(QStringLiteral("largeModelParameters")) : 1e10;
        const double p = rec.profile.parameters;
        const QString model = rec.profile.modelName.isEmpty() ? AdviceText::tr("The model") : rec.profile.modelName;
        const QString what = AdviceText::tr("%1: %2 parameters, %3").arg(model, parameterCount(p), stageLabel(s.stage));
        const bool fullTraining = s.stage == Stage::Pretrain || s.stage == Stage::FinetuneFull;
        QString branch;
        if (s.task == Task::Graphics)
            branch = AdviceText::tr("graphics and rendering → a vGPU family with graphics drivers");
        else if (s.stage == Stage::Development)
            branch = AdviceText::tr("development and debugging → T4/A10-class cards; driver and CUDA compatibility "
                                    "matter more than peak compute");
        else if (serving && p < small)
            branch = AdviceText::tr("inference under %1 parameters → T4-class (gn6i) for price").arg(parameterCount(small));
        else if (serving && p <= large)
            branch = AdviceText::tr("inference of %1–%2 parameters, quantisation acceptable → T4 or A10 with autoscaling")
                         .arg(parameterCount(small), parameterCount(large));
        else if (serving)
            branch = AdviceText::tr("inference above %1 parameters → memory first: 80 GB-class cards or several "
                                    "GPUs per replica")
                         .arg(parameterCount(large));
        else if (p < small)
            branch = AdviceText::tr("training under %1 parameters → T4 (gn6i) for price").arg(parameterCount(small));
        else if (p <= large)
            branch = AdviceText::tr("training %1–%2 parameters → V100 (gn6e) or A10 (gn7i) class; watch the "
                                    "interconnect")
                         .arg(parameterCount(small), parameterCount(large));
        else if (!fullTraining)
            branch = AdviceText::tr("more than %1 parameters, adapter fine-tuning → the frozen weights decide: 40 GB "
                                    "and larger cards, or several GPUs with a fast interconnect")
                         .arg(parameterCount(large));
        else
            branch = AdviceText::tr("more than %1 parameters, distributed training → 80 GB-class NVLink GPUs "
                                    "(A100 80 GB, H20)")
                         .arg(parameterCount(large));
        path << AdviceText::tr("%1 → %2.").arg(what, branch);

        if (!cfg) {
            path << AdviceText::tr("Nothing in the catalog fits the constraints.");
            for (const QString &a : rec.nothingFitsAdvice)
                path << a;
            return;
        }
        path << AdviceText::tr("Needs %1 GiB per GPU (%2 GiB usable per card) → %3 GPU(s): tensor parallel %4 × "
                               "data parallel %5.")
                    .arg(num(cfg->perGpuMemoryGiB, 1), num(cfg->usableGpuMemoryGiB, 1), num(cfg->totalGpus, 0),
                         QString::number(cfg->tensorParallel), QString::number(cfg->dataParallel));
        if (family && cfg->instances > 1) {
            path << (family->rdma != RdmaType::None
                         ? AdviceText::tr("%1 instances → multi-node: %2 has eRDMA, as distributed training needs.")
                               .arg(QString::number(cfg->instances), family->id)
                         : AdviceText::tr("%1 instances → multi-node over TCP: %2 has no eRDMA (see the network "
                                          "warning).")
                               .arg(QString::number(cfg->instances), family->id));
        } else if (family && cfg->totalGpus > 1) {
            path << AdviceText::tr("One instance with %1 GPUs → they talk over %2.")
                        .arg(num(cfg->totalGpus, 0), interconnectLabel(family->interconnect));
        }
        if (cfg->priced && !cfg->primaryBilling.isEmpty() && cfg->costPerGpuHour > 0) {
            const BillingModel *m = cat.billingModel(cfg->primaryBilling);
            const QString cur = rec.currency.isEmpty() ? cat.currency : rec.currency;
            path << AdviceText::tr("Billing: %1, %2 %3 per GPU-hour.")
                        .arg(m ? m->name.text() : cfg->primaryBilling, num(cfg->costPerGpuHour, 2), cur);
        }
        QString pick = (cfg->rank == 1 ? AdviceText::tr("Recommended: %1 × %2 (%3 × %4 GB).")
                                       : AdviceText::tr("Chosen: %1 × %2 (%3 × %4 GB)."))
                           .arg(QString::number(cfg->instances), cfg->instanceType, num(gpusPerInstance(), 0),
                                num(type ? type->gpuMemoryGB : cfg->gpuMemoryGiB, 0));
        if (!cfg->reasons.isEmpty()) {
            // The engine's reason may open with the same word; say it once.
            QString reason = cfg->reasons.first();
            const QString lead = AdviceText::tr("Recommended:");
            if (reason.startsWith(lead))
                reason = reason.mid(lead.size()).trimmed();
            if (!reason.isEmpty())
                pick += QLatin1Char(' ') + reason.at(0).toUpper() + reason.mid(1) + (reason.endsWith(QLatin1Char('.')) ? QString() : QStringLiteral("."));
        }
        // The rule of thumb and the estimate can disagree; say so rather than show a path the ranking did not take.
        if (fullTraining && p > large && type && family && !(type->gpuMemoryGB >= 80 && family->hasFastInterconnect()))
            pick += QLatin1Char(' ')
                    + AdviceText::tr("This departs from the rule of thumb because the estimate finds it fits and "
                                     "meets the constraints at a lower cost.");
        path << pick;
    }

    void checklist()
    {
        if (!cfg)
            return;
        QStringList &list = report.checklist;
        const Rule *ops = rs.rule(QStringLiteral("operations-checklist"));
        const auto th = [&](const char *key, double fallback) {
            return ops ? ops->threshold(QString::fromLatin1(key)) : fallback;
        };
        list << AdviceText::tr("Run a short test on one %1 first and watch nvidia-smi: GPU utilisation below %2 % "
                               "means the CPU or I/O is the bottleneck (more data-loader workers, prefetching, faster "
                               "storage).")
                    .arg(cfg->instanceType, num(th("minGpuUtilisationPercent", 30), 0));
        list << AdviceText::tr("Create CloudMonitor alerts for GPU memory above %1 % and GPU temperature at %2 °C or "
                               "above.")
                    .arg(num(th("gpuMemoryAlertPercent", 90), 0), num(th("temperatureAlertCelsius", 85), 0));
        if (training) {
            const double minutes = th("checkpointIntervalMinutes", 30);
            if (cfg->stepSeconds > 0) {
                const double steps = std::max(1.0, std::round(minutes * 60.0 / cfg->stepSeconds));
                list << AdviceText::tr("Checkpoint to OSS every %1 steps (about every %2 min at %3 s per step).")
                            .arg(num(steps, 0), num(steps * cfg->stepSeconds / 60.0, 0), num(cfg->stepSeconds, 2));
            } else {
                list << AdviceText::tr("Checkpoint to OSS about every %1 min.").arg(num(minutes, 0));
            }
        }
        if (family && !family->drivers.isEmpty())
            list << AdviceText::tr("Use an official Alibaba Cloud GPU image; %1 supports %2.").arg(family->id, family->drivers);
        else
            list << AdviceText::tr("Use an official Alibaba Cloud GPU image with the driver and CUDA version the "
                                   "family page lists.");
        if (family && cfg->instances > 1 && family->rdma == RdmaType::Erdma)
            list << AdviceText::tr("For eRDMA, set the MTU to 8500 with jumbo frames (1400 without) before running "
                                   "NCCL; a wrong MTU corrupts data.");
        list << AdviceText::tr("Encrypt the system and data disks (KMS) and transfers if the model or data is sensitive.");
        if ((training || s.stage == Stage::Development) && (billing == QLatin1String("payg") || billing == QLatin1String("spot")))
            list << AdviceText::tr("Release the instances when the work is done: stopped GPU instances keep charging.");
        if (s.operations.managedPlatformOk) {
            if (serving) {
                list << AdviceText::tr("Managed option: deploy on PAI-EAS with autoscaling instead of managing the "
                                       "instances yourself.");
                const double single = rec.profile.singleReplica.total() / bytesPerGiB;
                if (cfg->tensorParallel == 1 && single > 0 && cfg->usableGpuMemoryGiB > 0
                    && single < 0.5 * cfg->usableGpuMemoryGiB)
                    list << AdviceText::tr("The model uses %1 GiB of %2 GiB: ACK with GPU sharing can put several "
                                           "such services on one card (isolate memory if usage varies).")
                                .arg(num(single, 1), num(cfg->usableGpuMemoryGiB, 1));
            } else if (training) {
                list << AdviceText::tr("Managed option: run the job on PAI-DLC, which schedules the GPUs and "
                                       "provides the drivers and CUDA.");
            } else {
                list << AdviceText::tr("Managed option: PAI-DLC or ACK with GPU sharing for a team's development "
                                       "environments.");
            }
        }
    }

    const Scenario &s;
    const Recommendation &rec;
    const Configuration *cfg;
    const Catalog &cat;
    const RuleSet &rs;
    const InstanceType *type = nullptr;
    const Family *family = nullptr;
    bool training = false;
    bool serving = false;
    QString billing;
    AdviceReport report;
};

} // namespace

const Warning *AdviceReport::warning(const QString &id) const
{
    for (const Warning &w : warnings) {
        if (w.id == id)
            return &w;
    }
    return nullptr;
}

bool AdviceReport::hasBlocker() const
{
    return std::any_of(warnings.begin(), warnings.end(),
                       [](const Warning &w) { return w.severity == AdviceSeverity::Blocker; });
}

AdviceReport advise(const Scenario &scenario, const Recommendation &recommendation, const Configuration *chosen,
                    const Catalog &catalog, const RuleSet &rules, const QString &requestedGpu)
{
    return AdviceRun(scenario, recommendation, chosen, catalog, rules).run(requestedGpu);
}

nlohmann::json adviceToJson(const AdviceReport &report)
{
    const auto str = [](const QString &s) { return s.toStdString(); };
    nlohmann::json warnings = nlohmann::json::array();
    for (const Warning &w : report.warnings) {
        nlohmann::json j{{"id", str(w.id)},
                         {"severity", str(toString(w.severity))},
                         {"title", str(w.title)},
                         {"message", str(w.message)},
                         {"fix", str(w.fix)},
                         {"source", str(w.source)}};
        if (w.action)
            j["action"] = {{"kind", str(w.action->kind)}, {"value", str(w.action->value)}};
        warnings.push_back(std::move(j));
    }
    nlohmann::json path = nlohmann::json::array();
    for (const QString &s : report.decisionPath)
        path.push_back(str(s));
    nlohmann::json checklist = nlohmann::json::array();
    for (const QString &s : report.checklist)
        checklist.push_back(str(s));
    return {{"warnings", warnings}, {"decisionPath", path}, {"checklist", checklist}};
}

QString adviceToText(const AdviceReport &report)
{
    QString out;
    out += AdviceText::tr("Warnings") + QLatin1Char('\n');
    if (report.warnings.empty())
        out += QStringLiteral("  ") + AdviceText::tr("none: CPU, memory, storage, network and billing are in balance") + QLatin1Char('\n');
    for (const Warning &w : report.warnings) {
        out += QStringLiteral("  [%1] %2\n").arg(severityLabel(w.severity).toUpper(), w.title);
        out += QStringLiteral("      ") + w.message + QLatin1Char('\n');
        out += QStringLiteral("      ") + AdviceText::tr("Fix: %1").arg(w.fix) + QLatin1Char('\n');
    }
    out += QLatin1Char('\n') + AdviceText::tr("Decision path") + QLatin1Char('\n');
    for (qsizetype i = 0; i < report.decisionPath.size(); ++i)
        out += QStringLiteral("  %1. %2\n").arg(i + 1).arg(report.decisionPath.at(i));
    if (!report.checklist.isEmpty()) {
        out += QLatin1Char('\n') + AdviceText::tr("Operations checklist") + QLatin1Char('\n');
        for (const QString &item : report.checklist)
            out += QStringLiteral("  - ") + item + QLatin1Char('\n');
    }
    return out;
}

} // namespace Advisor
