// SPDX-License-Identifier: Apache-2.0
#include "models/advice/advicecontext.h"

#include <algorithm>
#include <cmath>

// Balance rules for the hardware: CPU per GPU, host memory, storage, network and GPU interconnect.

namespace Advisor::AdviceInternal {

namespace {

// --- CPU and host memory -------------------------------------------------------------------

void cpuPerGpu(AdviceContext &ctx)
{
    if (!ctx.cfg || !ctx.type || ctx.gpusPerInstance() <= 0 || !(ctx.training || ctx.serving))
        return;
    const Rule *rule =
        ctx.rs.active(ctx.training ? QStringLiteral("cpu-per-gpu-training") : QStringLiteral("cpu-per-gpu-serving"));
    if (!rule)
        return;
    const double minimum = rule->threshold(QStringLiteral("minVcpuPerGpu"));
    const double perGpu = ctx.type->vcpu / ctx.gpusPerInstance();
    if (perGpu >= minimum)
        return;
    const Configuration *alt = ctx.alternative([&](const Configuration &c) {
        const InstanceType *t = ctx.typeOf(c);
        return t && c.layout.gpusPerInstance > 0 && t->vcpu / c.layout.gpusPerInstance >= minimum;
    });
    // Whole cards: a slice (a fraction of one) leaves every vCPU to less than a GPU and never gets here.
    const int gpus = std::max(1, int(std::lround(ctx.gpusPerInstance())));
    const QString message = ctx.training
        ? AdviceText::tr(
            "%1 has %2 vCPU for %n GPU(s): %3 vCPU per GPU, below the %4 per GPU that data loading and "
            "augmentation need in training (Alibaba's current training families give each GPU at least 8).",
            nullptr, gpus)
        : AdviceText::tr("%1 has %2 vCPU for %n GPU(s): %3 vCPU per GPU, below the %4 per GPU that tokenisation, "
                         "pre-processing and the serving front end need.",
                         nullptr, gpus);
    ctx.raise(*rule, AdviceText::tr("Too few CPU cores per GPU"),
              message.arg(ctx.type->id, num(ctx.type->vcpu, 0), num(perGpu, 1), num(minimum, 0)),
              alt ? AdviceText::tr("Choose %1, which has %2 vCPU per GPU, or pre-process the data offline so the "
                                   "GPUs are not kept waiting.")
                        .arg(ctx.describe(*alt), num(ctx.typeOf(*alt)->vcpu / alt->layout.gpusPerInstance, 1))
                  : AdviceText::tr("Choose a size with more vCPU per GPU, or pre-process the data offline so the GPUs "
                                   "are not kept waiting."),
              ctx.chooseAction(alt));
}

/** Host memory each instance of the row needs for what the scenario offloads, in GiB. */
double offloadGiBPerInstance(const Configuration &c)
{
    return c.memory.perGpu.host * std::max(1.0, c.layout.gpusPerInstance) / bytesPerGiB;
}

bool offloadExceedsHostMemory(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("host-memory-offload"));
    const double needGiB = offloadGiBPerInstance(*ctx.cfg);
    if (!rule || needGiB <= 0)
        return false;
    const double share = rule->threshold(QStringLiteral("maxShareForOffload"));
    if (needGiB <= ctx.type->memoryGiB * share)
        return false;
    const Configuration *alt = ctx.alternative([&](const Configuration &c) {
        const InstanceType *t = ctx.typeOf(c);
        return t && offloadGiBPerInstance(c) <= t->memoryGiB * share;
    });
    ctx.raise(*rule, AdviceText::tr("Offload does not fit in host memory"),
              AdviceText::tr("The offloaded training state needs %1 GiB of host memory on each instance; %2 has %3 "
                             "GiB, of which about %4 % can be given to it beside the system and the data loader.")
                  .arg(num(needGiB, 0), ctx.type->id, num(ctx.type->memoryGiB, 0), num(share * 100, 0)),
              alt ? AdviceText::tr("Choose %1, or offload less (the optimizer only), or spread the job over more "
                                   "instances.")
                        .arg(ctx.describe(*alt))
                  : AdviceText::tr("Offload less (the optimizer only), or spread the job over more instances so each "
                                   "holds a smaller share."),
              ctx.chooseAction(alt));
    return true;
}

void hostMemory(AdviceContext &ctx)
{
    if (!ctx.cfg || !ctx.type || ctx.gpusPerInstance() <= 0 || ctx.type->gpuMemoryGB <= 0)
        return;
    // Both sides in GiB: Alibaba lists host memory in GiB and GPU memory in GB.
    if (ctx.training && offloadExceedsHostMemory(ctx))
        return; // the shortage that matters most; the ratio rules below would only repeat it more vaguely
    const double gpuGiB = ctx.type->gpuMemoryGB * ctx.cardsPerInstance() * bytesPerGB / bytesPerGiB;
    const double ratio = ctx.type->memoryGiB / gpuGiB;
    if (const Rule *rule = ctx.rs.active(QStringLiteral("host-memory-below-gpu"))) {
        const double minimum = rule->threshold(QStringLiteral("minHostToGpuRatio"));
        if (ratio < minimum) {
            const Configuration *alt = ctx.alternative([&](const Configuration &c) {
                const InstanceType *t = ctx.typeOf(c);
                return t && t->gpuMemoryGB > 0
                    && t->memoryGiB
                        / (t->gpuMemoryGB * std::max(1.0, c.layout.gpusPerInstance) * bytesPerGB / bytesPerGiB)
                    >= minimum;
            });
            ctx.raise(*rule, AdviceText::tr("Host memory smaller than GPU memory"),
                      AdviceText::tr("%1 has %2 GiB of host memory for %3 GiB of GPU memory (%4 × %5 GB): %6× the GPU "
                                     "memory, below %7×. A full checkpoint or the pinned transfer buffers cannot be "
                                     "staged in host memory.")
                          .arg(ctx.type->id, num(ctx.type->memoryGiB, 0), num(gpuGiB, 0),
                               num(ctx.cardsPerInstance(), 0), num(ctx.type->gpuMemoryGB, 0), num(ratio, 2),
                               num(minimum, 1)),
                      alt ? AdviceText::tr("Choose %1, which has %2 GiB of host memory.")
                                .arg(ctx.describe(*alt), num(ctx.typeOf(*alt)->memoryGiB, 0))
                          : AdviceText::tr("Choose a size with more host memory per GPU."),
                      ctx.chooseAction(alt));
            return; // the 4–8× guideline below would only repeat the same shortage more gently
        }
    }
    if (!ctx.training)
        return;
    if (const Rule *rule = ctx.rs.active(QStringLiteral("host-memory-training-ratio"))) {
        const double minimum = rule->threshold(QStringLiteral("minHostToGpuRatio"));
        const double maximum = rule->threshold(QStringLiteral("maxHostToGpuRatio"));
        if (ratio >= minimum)
            return;
        ctx.raise(*rule, AdviceText::tr("Less host memory than the training guideline"),
                  AdviceText::tr(
                      "%1 has %2 GiB of host memory for %3 GiB of GPU memory: %4×. This advisor suggests "
                      "%5–%6× for training, so data-loader workers, the page cache and checkpoint staging have "
                      "room. This is its own cautious guideline, not a vendor figure or a hard limit: Alibaba's 8-GPU "
                      "training sizes have less, and with a streaming data loader and sharded checkpoints less "
                      "is often enough.")
                      .arg(ctx.type->id, num(ctx.type->memoryGiB, 0), num(gpuGiB, 0), num(ratio, 2), num(minimum, 0),
                           num(maximum, 0)),
                  AdviceText::tr("Watch host memory in the test run; if the data loader swaps or is killed, choose a "
                                 "size with about %1 GiB of host memory.")
                      .arg(num(gpuGiB * minimum, 0)));
    }
}

// --- Storage -----------------------------------------------------------------------------

/** Throughput the storage delivers to one node (block, local) or to the job (shared), in MB/s. */
double storageMBs(const AdviceContext &ctx, const StorageProduct &p, const InstanceType *t)
{
    if (!p.throughputMBs)
        return 0;
    const double gib = std::clamp(ctx.s.data.datasetGiB, p.minCapacityGiB, p.maxCapacityGiB);
    double mbs = p.throughputMBs->at(gib);
    // The instance's own disk cap applies to cloud disks attached to it, not to network file systems.
    if (p.kind == QLatin1String("block") && t && t->diskThroughputMBs)
        mbs = std::min(mbs, *t->diskThroughputMBs);
    return mbs;
}

/** What a training job reads: MB/s over all its nodes, and the share of a disk's throughput reads may take. */
struct ReadDemand
{
    double rateMBs = 0;
    int nodes = 1;
    double share = 1;
};

/** Storage that would feed the job, and its size in GiB; no product when none would. */
struct StorageUpgrade
{
    const StorageProduct *product = nullptr;
    double gib = 0;
};

/** The first of the current storage and the usual upgrades that feeds the job at a size it offers. */
StorageUpgrade storageUpgrade(const AdviceContext &ctx, const StorageProduct &current, const ReadDemand &demand)
{
    // ESSD and CPFS throughput grow with provisioned capacity: the cheapest fix is often a larger disk of
    // the same class, then the next class up, in the order people upgrade.
    QStringList tried;
    for (const QString &id :
         {current.id, QStringLiteral("essd-pl2"), QStringLiteral("essd-pl3"), QStringLiteral("cpfs-200")}) {
        const StorageProduct *q = ctx.cat.storageProduct(id);
        if (!q || !q->throughputMBs || tried.contains(id))
            continue;
        tried << id;
        const double need = (q->sharedAcrossNodes ? demand.rateMBs : demand.rateMBs / demand.nodes) / demand.share;
        const ScaledLimit &lim = *q->throughputMBs;
        if (lim.max && need > *lim.max)
            continue;
        if (q->kind == QLatin1String("block") && ctx.type && ctx.type->diskThroughputMBs
            && need > *ctx.type->diskThroughputMBs)
            continue;
        double gib = std::max(ctx.s.data.datasetGiB, q->minCapacityGiB);
        if (lim.at(gib) < need) {
            if (lim.perGiB <= 0)
                continue;
            gib = std::ceil((need - lim.base) / lim.perGiB);
        }
        if (gib > q->maxCapacityGiB || lim.at(gib) < need)
            continue;
        return {q, gib};
    }
    return {};
}

void storageThroughput(AdviceContext &ctx)
{
    const Rule *rule = ctx.rs.active(QStringLiteral("storage-throughput"));
    const StorageProduct *p = ctx.cat.storageProduct(ctx.s.data.storage);
    if (!rule || !ctx.cfg || !ctx.training || !p || !p->throughputMBs)
        return;
    const double share = rule->threshold(QStringLiteral("maxShareOfDiskThroughput"));
    const double epochs = std::max(1.0, ctx.s.training.epochs);
    const double tokensPerEpoch = ctx.s.training.tokens.value_or(ctx.rec.profile.trainingTokens / epochs);
    const double samplesPerEpoch = ctx.s.training.samples.value_or(ctx.rec.profile.trainingSamples / epochs);
    const double datasetBytes = ctx.s.data.datasetGiB * bytesPerGiB;
    double rateMBs = 0;
    QString how;
    if (ctx.cfg->speed.tokensPerSecond > 0 && tokensPerEpoch > 0) {
        const double bytesPerToken =
            datasetBytes > 0 ? datasetBytes / tokensPerEpoch : rule->threshold(QStringLiteral("bytesPerToken"));
        rateMBs = ctx.cfg->speed.tokensPerSecond * bytesPerToken / bytesPerMB;
        how = AdviceText::tr("%1 tokens/s × %2 bytes per token")
                  .arg(num(ctx.cfg->speed.tokensPerSecond, 0), num(bytesPerToken, 1));
    } else if (ctx.cfg->speed.samplesPerSecond > 0 && samplesPerEpoch > 0 && datasetBytes > 0) {
        const double bytesPerSample = datasetBytes / samplesPerEpoch;
        rateMBs = ctx.cfg->speed.samplesPerSecond * bytesPerSample / bytesPerMB;
        how = AdviceText::tr("%1 samples/s × %2 KB per sample")
                  .arg(num(ctx.cfg->speed.samplesPerSecond, 0), num(bytesPerSample / 1e3, 1));
    }
    if (rateMBs <= 0)
        return;
    const bool shared = p->sharedAcrossNodes;
    // Each node reads its own shard from its own disk; a shared file system serves all of them.
    const int nodes = std::max(1, ctx.cfg->layout.instances);
    const double needed = shared ? rateMBs : rateMBs / nodes;
    const double available = storageMBs(ctx, *p, ctx.type);
    if (available <= 0 || needed <= share * available)
        return;
    const double diskOnly =
        p->throughputMBs->at(std::clamp(ctx.s.data.datasetGiB, p->minCapacityGiB, p->maxCapacityGiB));
    QString capNote;
    if (!shared && ctx.type && ctx.type->diskThroughputMBs && *ctx.type->diskThroughputMBs < diskOnly)
        capNote = AdviceText::tr(" (the disk alone would give %1 MB/s; %2 caps its disks at %3 MB/s)")
                      .arg(num(diskOnly, 0), ctx.type->id, num(*ctx.type->diskThroughputMBs, 0));
    const QString scope = shared ? AdviceText::tr("the job") : AdviceText::tr("each node");
    const double target = needed / share;
    const StorageUpgrade upgrade = storageUpgrade(ctx, *p, {rateMBs, nodes, share});
    const StorageProduct *better = upgrade.product;
    const double betterGiB = upgrade.gib;
    ctx.raise(
        *rule, AdviceText::tr("Storage cannot feed the GPUs"),
        AdviceText::tr("The job reads about %1 MB/s on %2 (%3). %4 at %5 GiB delivers %6 MB/s%7; reads should "
                       "stay under %8 % of it (%9 MB/s) to leave room for checkpoint writes.")
            .arg(num(needed, 0), scope, how, p->name.text(),
                 num(std::clamp(ctx.s.data.datasetGiB, p->minCapacityGiB, p->maxCapacityGiB), 0), num(available, 0),
                 capNote, percent(share), num(share * available, 0)),
        better ? AdviceText::tr("Provision %1 GiB of %2, which delivers %3 MB/s (%4 MB/s needed at %5 %).")
                     .arg(num(betterGiB, 0), better->name.text(), num(better->throughputMBs->at(betterGiB), 0),
                          num(target, 0), percent(share))
               : AdviceText::tr("Spread the data over several disks, or use CPFS or OSS with a dataset accelerator "
                                "(DatasetAcc) as a cache."),
        better && better->id != p->id ? std::optional<FixAction>(FixAction{FixAction::Kind::SetStorage, better->id})
                                      : std::nullopt);
}

QString sharedStorageId(const AdviceContext &ctx)
{
    if (ctx.cat.storageProduct(QStringLiteral("cpfs-200")))
        return QStringLiteral("cpfs-200");
    return QStringLiteral("oss");
}

void storagePlacement(AdviceContext &ctx)
{
    const StorageProduct *p = ctx.cat.storageProduct(ctx.s.data.storage);
    if (!p)
        return;
    const double gib = ctx.storedGiB();
    const bool singleDisk = p->kind == QLatin1String("block") || p->kind == QLatin1String("local");
    const QString cpfs = sharedStorageId(ctx);
    const StorageProduct *cpfsProduct = ctx.cat.storageProduct(cpfs);
    const QString cpfsName = cpfsProduct ? cpfsProduct->name.text() : cpfs;
    if (const Rule *rule = ctx.rs.active(QStringLiteral("storage-large-dataset")); rule && singleDisk) {
        const double limit = rule->threshold(QStringLiteral("maxDatasetGiBOnSingleDisk"));
        if (gib > limit)
            ctx.raise(*rule, AdviceText::tr("Data set too large for a single disk"),
                      AdviceText::tr("The %1 GiB data set sits on a single %2; beyond %3 GiB a single disk limits "
                                     "throughput and cannot be shared between nodes.")
                          .arg(num(gib, 0), p->name.text(), num(limit, 0)),
                      AdviceText::tr("Keep the data set in OSS and read it through %1, or through OSS with a dataset "
                                     "accelerator (DatasetAcc) as a cache.")
                          .arg(cpfsName),
                      FixAction{FixAction::Kind::SetStorage, cpfs});
    }
    if (const Rule *rule = ctx.rs.active(QStringLiteral("storage-small-files"));
        rule && singleDisk && ctx.s.data.smallFiles)
        ctx.raise(
            *rule, AdviceText::tr("Many small files on a single disk"),
            AdviceText::tr("The data set (%1 GiB) consists of many small files on a single %2: reads are bound "
                           "by IOPS and metadata operations, not by MB/s.")
                .arg(num(gib, 0), p->name.text()),
            AdviceText::tr("Use %1, or pack the files into larger shards (WebDataset, TFRecord) first.").arg(cpfsName),
            FixAction{FixAction::Kind::SetStorage, cpfs});
    if (const Rule *rule = ctx.rs.active(QStringLiteral("storage-local-disk"));
        rule && (p->kind == QLatin1String("local") || !p->persistent)) {
        const Rule *large = ctx.rs.rule(QStringLiteral("storage-large-dataset"));
        const double largeGiB = large ? large->threshold(QStringLiteral("maxDatasetGiBOnSingleDisk")) : 1024;
        const QString target = gib > largeGiB ? cpfs : QStringLiteral("essd-pl2");
        const StorageProduct *tp = ctx.cat.storageProduct(target);
        ctx.raise(*rule, AdviceText::tr("Data on local disks is lost on release"),
                  AdviceText::tr("The %1 GiB data set is on %2, which is not persistent: releasing the instance (or a "
                                 "host migration) deletes it.")
                      .arg(num(gib, 0), p->name.text()),
                  AdviceText::tr("Keep the master copy in OSS and use the local disk only as a cache, or use %1.")
                      .arg(tp ? tp->name.text() : target),
                  FixAction{FixAction::Kind::SetStorage, target});
    }
}

// --- Network and GPU interconnect --------------------------------------------------------

/** Families with eRDMA/RDMA still on sale for training: the fix for slow multi-node networks. */
QStringList rdmaFamilies(const AdviceContext &ctx)
{
    QStringList ids;
    for (const Family &f : ctx.cat.families) {
        if (f.rdma != RdmaType::None && f.status != FamilyStatus::Retired
            && f.suits.contains(QStringLiteral("training")))
            ids << f.id;
    }
    return ids;
}

/** Multi-node training over TCP, where the GPUs wait on the exchange long enough for RDMA to matter. */
void trainingWithoutRdma(AdviceContext &ctx, const QStringList &fixFamilies, double stepShareWaiting)
{
    const auto rdmaAlternative = [&]() {
        return ctx.alternative([&](const Configuration &c) {
            const Family *f = ctx.familyOf(c);
            return f && f->rdma != RdmaType::None;
        });
    };
    if (const Rule *rule = ctx.rs.active(QStringLiteral("network-no-rdma")); rule && ctx.cfg->layout.instances > 1
        && ctx.family->rdma == RdmaType::None
        && (stepShareWaiting < 0 || stepShareWaiting >= rule->threshold(QStringLiteral("minStepShareWaiting")))) {
        const Configuration *alt = rdmaAlternative();
        QString message =
            AdviceText::tr("%1 instances of %2 exchange gradients over TCP: the %3 family has no eRDMA, and NCCL "
                           "over TCP reaches roughly %4–%5 % of RDMA on the same link.")
                .arg(num(ctx.cfg->layout.instances, 0), ctx.cfg->layout.instanceType, ctx.family->id,
                     percent(rule->threshold(QStringLiteral("tcpShareOfRdmaLow"))),
                     percent(rule->threshold(QStringLiteral("tcpShareOfRdmaHigh"))));
        if (stepShareWaiting >= 0)
            appendSentence(message,
                           AdviceText::tr("In this job the GPUs wait on that exchange for %1 % of each step.")
                               .arg(percent(stepShareWaiting)));
        ctx.raise(*rule, AdviceText::tr("Multi-node training without RDMA"), message,
                  alt ? AdviceText::tr("Choose %1 (eRDMA). Families with eRDMA: %2.")
                            .arg(ctx.describe(*alt), fixFamilies.join(QStringLiteral(", ")))
                      : AdviceText::tr("Use a family with eRDMA: %1, or fit the job on one instance.")
                            .arg(fixFamilies.join(QStringLiteral(", "))),
                  ctx.chooseAction(alt));
    }
}

/** Multi-node training on a size with too little baseline VPC bandwidth. */
void networkBaselineBandwidth(AdviceContext &ctx)
{
    if (const Rule *rule = ctx.rs.active(QStringLiteral("network-baseline-bandwidth"));
        rule && ctx.type && ctx.cfg->layout.instances > 1) {
        const double minimum = rule->threshold(QStringLiteral("minGbits"));
        if (ctx.type->networkGbits < minimum) {
            const Configuration *alt = ctx.alternative([&](const Configuration &c) {
                const InstanceType *t = ctx.typeOf(c);
                return t && t->networkGbits >= minimum;
            });
            ctx.raise(*rule, AdviceText::tr("Too little network bandwidth for multi-node training"),
                      AdviceText::tr("%1 has %2 Gbit/s of baseline VPC bandwidth; this advisor asks for at least "
                                     "%3 Gbit/s for multi-node all-reduce.")
                          .arg(ctx.type->id, num(ctx.type->networkGbits, 1), num(minimum, 0)),
                      alt ? AdviceText::tr("Choose %1 with %2 Gbit/s.")
                                .arg(ctx.describe(*alt), num(ctx.typeOf(*alt)->networkGbits, 0))
                          : AdviceText::tr("Choose a larger size with more bandwidth, or fewer, larger instances."),
                      ctx.chooseAction(alt));
        }
    }
}

/** A training step that spends too much of its time exchanging gradients. */
void gradientExchangeShare(AdviceContext &ctx, const QStringList &fixFamilies, double stepShareWaiting)
{
    if (const Rule *rule = ctx.rs.active(QStringLiteral("network-allreduce-share"));
        rule && ctx.cfg->layout.totalGpus > 1 && ctx.cfg->speed.stepSeconds > 0) {
        const double maximum = rule->threshold(QStringLiteral("maxCommShareOfStep"));
        const double commShare = stepShareWaiting; // the step is known here (stepSeconds > 0)
        if (commShare > maximum) {
            const bool acrossNodes = ctx.cfg->layout.instances > 1;
            const Configuration *alt = ctx.alternative([&](const Configuration &c) {
                return c.speed.stepSeconds > 0 && c.speed.commSeconds / c.speed.stepSeconds <= maximum;
            });
            QString fix;
            if (alt)
                fix = AdviceText::tr("Choose %1: its gradient exchange takes %2 % of the step.")
                          .arg(ctx.describe(*alt), percent(alt->speed.commSeconds / alt->speed.stepSeconds));
            else if (acrossNodes && ctx.family->rdma == RdmaType::None)
                fix = AdviceText::tr("Use a family with eRDMA (%1), fewer and larger instances, or gradient "
                                     "accumulation to exchange gradients less often.")
                          .arg(fixFamilies.join(QStringLiteral(", ")));
            else
                fix = AdviceText::tr("Use an NVLink/NVSwitch family, a larger micro-batch or gradient accumulation "
                                     "so each exchange covers more compute.");
            // Two sentences, not one with the place put in: Chinese says "between nodes" and "over a
            // link" with different words around them.
            const QString waiting = acrossNodes
                ? AdviceText::tr("Exchanging gradients adds %1 s to each %2 s step (%3 %), more than %4 %: "
                                 "across %5 nodes the GPUs wait for the network%6.")
                      .arg(num(ctx.cfg->speed.commSeconds, 2), num(ctx.cfg->speed.stepSeconds, 2), percent(commShare),
                           percent(maximum), num(ctx.cfg->layout.instances, 0),
                           ctx.family->rdma == RdmaType::None ? AdviceText::tr(" (TCP, no eRDMA)") : QString())
                : AdviceText::tr("Exchanging gradients adds %1 s to each %2 s step (%3 %), more than %4 %: "
                                 "over %5 the GPUs wait for the link.")
                      .arg(num(ctx.cfg->speed.commSeconds, 2), num(ctx.cfg->speed.stepSeconds, 2), percent(commShare),
                           percent(maximum), interconnectLabel(ctx.family->interconnect));
            ctx.raise(*rule, AdviceText::tr("Gradient exchange dominates the step"), waiting, fix,
                      ctx.chooseAction(alt));
        }
    }
}

void network(AdviceContext &ctx)
{
    if (!ctx.cfg || !ctx.training || !ctx.family)
        return;
    const QStringList fixFamilies = rdmaFamilies(ctx);
    // RDMA can save at most the time the GPUs wait on the exchange. The engine models that wait over TCP,
    // so a job whose exchange hides behind its backward pass (LoRA moves only the adapters' gradients) is
    // not pointed at a dearer family for nothing. The wait counts tensor-parallel traffic inside the node
    // too, which RDMA does not speed up, so it errs towards warning; a row without a modelled step is
    // warned about as before.
    const double stepShareWaiting =
        ctx.cfg->speed.stepSeconds > 0 ? ctx.cfg->speed.commSeconds / ctx.cfg->speed.stepSeconds : -1;
    trainingWithoutRdma(ctx, fixFamilies, stepShareWaiting);
    networkBaselineBandwidth(ctx);
    gradientExchangeShare(ctx, fixFamilies, stepShareWaiting);
}

void interconnect(AdviceContext &ctx)
{
    if (!ctx.cfg || !ctx.training || !ctx.family)
        return;
    const double parameters = ctx.rec.profile.parameters;
    const bool sharded = ctx.cfg->layout.tensorParallel > 1 || ctx.cfg->layout.shardedFrozenWeights
        || (ctx.s.training.zeroStage >= 3 && ctx.cfg->layout.totalGpus > 1);
    if (const Rule *rule = ctx.rs.active(QStringLiteral("interconnect-pcie-sharding"));
        rule && sharded && !ctx.family->hasFastInterconnect() && ctx.gpusPerInstance() > 1) {
        const double minParameters = rule->threshold(QStringLiteral("minParameters"));
        const double minEfficiency = rule->threshold(QStringLiteral("minScalingEfficiency"));
        if (parameters >= minParameters && ctx.cfg->speed.scalingEfficiency < minEfficiency) {
            const Configuration *alt = ctx.alternative([&](const Configuration &c) {
                const Family *f = ctx.familyOf(c);
                return f && f->hasFastInterconnect();
            });
            const QString how = ctx.cfg->layout.tensorParallel > 1
                ? AdviceText::tr("tensor parallelism over %1 GPUs").arg(ctx.cfg->layout.tensorParallel)
                : AdviceText::tr("ZeRO-3/FSDP over %1 GPUs").arg(num(ctx.cfg->layout.totalGpus, 0));
            ctx.raise(
                *rule, AdviceText::tr("Sharded model over PCIe"),
                AdviceText::tr("%1 parameters with %2 on %3 (%4): the estimate gives %5 % scaling efficiency, "
                               "below %6 %. Weights and gradients cross %4 every step.")
                    .arg(parameterCount(parameters), how, ctx.cfg->layout.instanceType,
                         interconnectLabel(ctx.family->interconnect), percent(ctx.cfg->speed.scalingEfficiency),
                         percent(minEfficiency)),
                alt ? AdviceText::tr("Choose %1 (%2), which scales at %3 %.")
                          .arg(ctx.describe(*alt), interconnectLabel(ctx.familyOf(*alt)->interconnect),
                               percent(alt->speed.scalingEfficiency))
                    : AdviceText::tr("Use an NVLink/NVSwitch family (gn7e, gn8v, ebmgn7e) or plain data parallelism "
                                     "if the model fits on one GPU."),
                ctx.chooseAction(alt));
        }
    }
    if (const Rule *rule = ctx.rs.active(QStringLiteral("interconnect-nvlink-required")); rule
        && ctx.family->nvlinkRequiredForTraining && ctx.gpusPerInstance() > 1
        && parameters >= rule->threshold(QStringLiteral("minParameters")))
        ctx.raise(
            *rule, AdviceText::tr("Enable NVLink"),
            AdviceText::tr("The %1 documentation says NVLink must be enabled for large-model training; this job "
                           "trains %2 parameters on %3 GPUs per instance.")
                .arg(ctx.family->id, parameterCount(parameters), num(ctx.gpusPerInstance(), 0)),
            AdviceText::tr("Check with nvidia-smi nvlink --status after start-up that every link is active before "
                           "starting the run."));
}

} // namespace

void addHardwareWarnings(AdviceContext &ctx)
{
    cpuPerGpu(ctx);
    hostMemory(ctx);
    storageThroughput(ctx);
    storagePlacement(ctx);
    network(ctx);
    interconnect(ctx);
}

} // namespace Advisor::AdviceInternal
