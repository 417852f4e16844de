#include "tests/models/advicetestutils.h"

#include <functional>

#include <QTest>

using namespace Advisor;

// The balance rules, each just past and just inside its threshold. The decision path, checklist, output
// formats and one-click fixes are in tst_adviceoutput.cpp.

namespace {

struct Case
{
    const char *name;
    const char *rule;
    bool fires;
    std::function<void(Fixture &)> setup;
    QStringList fragments; // expected in the message (numbers with units)
};

void serving(Fixture &f)
{
    f.scenario.stage = Stage::Inference;
}

/** Every rule, once just past its threshold and once just inside it (thresholds as shipped in rules.json). */
const std::vector<Case> &cases()
{
    static const std::vector<Case> all{
        // CPU per GPU: 8 for training, 4 for serving.
        {"cpu training 7.5 per GPU",
         "cpu-per-gpu-training",
         true,
         [](Fixture &f) {
             f.setGpus(2);
             f.type().vcpu = 15;
             f.type().memoryGiB = 480;
         },
         {QStringLiteral("15 vCPU for 2 GPU(s): 7.5 vCPU per GPU"), QStringLiteral("below the 8 per GPU")}},
        {"cpu training 8 per GPU",
         "cpu-per-gpu-training",
         false,
         [](Fixture &f) {
             f.setGpus(2);
             f.type().vcpu = 16;
             f.type().memoryGiB = 480;
         },
         {}},
        {"cpu serving 3.5 per GPU",
         "cpu-per-gpu-serving",
         true,
         [](Fixture &f) {
             serving(f);
             f.setGpus(2);
             f.type().vcpu = 7;
             f.type().memoryGiB = 480;
         },
         {QStringLiteral("7 vCPU for 2 GPU(s): 3.5 vCPU per GPU"), QStringLiteral("below the 4 per GPU")}},
        {"cpu serving 4 per GPU",
         "cpu-per-gpu-serving",
         false,
         [](Fixture &f) {
             serving(f);
             f.setGpus(2);
             f.type().vcpu = 8;
             f.type().memoryGiB = 480;
         },
         {}},

        // Host memory: 24 GB of GPU memory is 22.35 GiB.
        {"host memory 0.98x",
         "host-memory-below-gpu",
         true,
         [](Fixture &f) { f.type().memoryGiB = 22; },
         {QStringLiteral("22 GiB of host memory for 22 GiB of GPU memory (1 × 24 GB)"), QStringLiteral("0.98×"),
          QStringLiteral("below 1.0×")}},
        {"host memory 1.03x", "host-memory-below-gpu", false, [](Fixture &f) { f.type().memoryGiB = 23; }, {}},
        {"vGPU slice with 0.89x its slice",
         "host-memory-below-gpu",
         true,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("sgn7i-vws"));
             f.setGpus(0.25);
             f.type().gpuMemoryGB = 6;
             f.type().memoryGiB = 5;
         },
         {QStringLiteral("5 GiB of host memory for 6 GiB of GPU memory (1 × 6 GB): 0.89×")}},
        {"vGPU slice with 1.07x its slice",
         "host-memory-below-gpu",
         false,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("sgn7i-vws"));
             f.setGpus(0.25);
             f.type().gpuMemoryGB = 6;
             f.type().memoryGiB = 6;
         },
         {}},
        {"training memory 3.98x",
         "host-memory-training-ratio",
         true,
         [](Fixture &f) { f.type().memoryGiB = 89; },
         {QStringLiteral("89 GiB of host memory for 22 GiB of GPU memory: 3.98×"), QStringLiteral("4–8×"),
          QStringLiteral("about 89 GiB")}},
        {"training memory 4.03x", "host-memory-training-ratio", false, [](Fixture &f) { f.type().memoryGiB = 90; }, {}},
        {"serving memory 3.98x is fine",
         "host-memory-training-ratio",
         false,
         [](Fixture &f) {
             serving(f);
             f.type().memoryGiB = 89;
         },
         {}},

        // Storage throughput: 100 GiB of ESSD PL1 gives 120 + 0.5 × 100 = 170 MB/s; 80 % of it is 136 MB/s.
        // 100 GiB holding 100 × 2^30 / 4 tokens is 4 bytes per token.
        {"storage 136.4 MB/s",
         "storage-throughput",
         true,
         [](Fixture &f) {
             f.scenario.data.datasetGiB = 100;
             f.scenario.training.tokens = 100.0 * 1024 * 1024 * 1024 / 4;
             f.cfg.tokensPerSecond = 34.1e6;
         },
         {QStringLiteral("about 136 MB/s on each node (34100000 tokens/s × 4.0 bytes per token)"),
          QStringLiteral("at 100 GiB delivers 170 MB/s"), QStringLiteral("under 80 % of it (136 MB/s)")}},
        {"storage 135.6 MB/s",
         "storage-throughput",
         false,
         [](Fixture &f) {
             f.scenario.data.datasetGiB = 100;
             f.scenario.training.tokens = 100.0 * 1024 * 1024 * 1024 / 4;
             f.cfg.tokensPerSecond = 33.9e6;
         },
         {}},
        {"storage capped by the instance",
         "storage-throughput",
         true,
         [](Fixture &f) {
             f.scenario.data.datasetGiB = 100;
             f.scenario.training.samples = 1e6; // 107.4 KB per sample
             f.cfg.samplesPerSecond = 1000;     // 107 MB/s
             f.type().diskThroughputMBs = 100;
         },
         {QStringLiteral("1000 samples/s × 107.4 KB per sample"), QStringLiteral("delivers 100 MB/s"),
          QStringLiteral("caps its disks at 100 MB/s")}},
        {"storage shared by two nodes",
         "storage-throughput",
         false,
         [](Fixture &f) {
             // 240 MB/s over two nodes is 120 MB/s per node, under 136.
             f.setGpus(1, 2);
             f.scenario.data.datasetGiB = 100;
             f.scenario.training.tokens = 100.0 * 1024 * 1024 * 1024 / 4;
             f.cfg.tokensPerSecond = 60e6;
         },
         {}},

        // Placement: more than 1024 GiB, small files, local disks.
        {"dataset 1025 GiB",
         "storage-large-dataset",
         true,
         [](Fixture &f) { f.scenario.data.datasetGiB = 1025; },
         {QStringLiteral("1025 GiB data set"), QStringLiteral("beyond 1024 GiB")}},
        {"dataset 1024 GiB", "storage-large-dataset", false, [](Fixture &f) { f.scenario.data.datasetGiB = 1024; }, {}},
        {"dataset 2000 GiB on CPFS",
         "storage-large-dataset",
         false,
         [](Fixture &f) {
             f.scenario.data.datasetGiB = 2000;
             f.scenario.data.storage = QStringLiteral("cpfs-200");
         },
         {}},
        {"small files on ESSD",
         "storage-small-files",
         true,
         [](Fixture &f) {
             f.scenario.data.datasetGiB = 150;
             f.scenario.data.smallFiles = true;
         },
         {QStringLiteral("(150 GiB) consists of many small files")}},
        {"small files on CPFS",
         "storage-small-files",
         false,
         [](Fixture &f) {
             f.scenario.data.smallFiles = true;
             f.scenario.data.storage = QStringLiteral("cpfs-200");
         },
         {}},
        {"local disk",
         "storage-local-disk",
         true,
         [](Fixture &f) {
             f.scenario.data.datasetGiB = 500;
             f.scenario.data.storage = QStringLiteral("local");
         },
         {QStringLiteral("500 GiB data set"), QStringLiteral("not persistent")}},
        {"cloud disk", "storage-local-disk", false, [](Fixture &f) { f.scenario.data.datasetGiB = 500; }, {}},

        // Network.
        {"two nodes over TCP",
         "network-no-rdma",
         true,
         [](Fixture &f) { f.setGpus(1, 2); },
         {QStringLiteral("2 instances of ecs.test-a exchange gradients over TCP"), QStringLiteral("33–50 %"),
          QStringLiteral("gn8is")}},
        {"one node", "network-no-rdma", false, [](Fixture &f) { f.setGpus(1, 1); }, {}},
        {"two nodes over eRDMA",
         "network-no-rdma",
         false,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn8is"));
             f.setGpus(1, 2);
         },
         {}},
        {"two nodes at 9.9 Gbit/s",
         "network-baseline-bandwidth",
         true,
         [](Fixture &f) {
             f.setGpus(1, 2);
             f.type().networkGbits = 9.9;
         },
         {QStringLiteral("9.9 Gbit/s of baseline VPC bandwidth"), QStringLiteral("at least 10 Gbit/s")}},
        {"two nodes at 10 Gbit/s",
         "network-baseline-bandwidth",
         false,
         [](Fixture &f) {
             f.setGpus(1, 2);
             f.type().networkGbits = 10;
         },
         {}},
        {"one node at 9.9 Gbit/s",
         "network-baseline-bandwidth",
         false,
         [](Fixture &f) { f.type().networkGbits = 9.9; },
         {}},
        {"all-reduce 21 % of the step",
         "network-allreduce-share",
         true,
         [](Fixture &f) {
             f.setGpus(1, 2);
             f.cfg.stepSeconds = 1.0;
             f.cfg.commSeconds = 0.21;
         },
         {QStringLiteral("adds 0.21 s to each 1.00 s step (21 %)"), QStringLiteral("more than 20 %"),
          QStringLiteral("over 2 nodes"), QStringLiteral("(TCP, no eRDMA)"), QStringLiteral("gn8v")}},
        {"all-reduce 20 % of the step",
         "network-allreduce-share",
         false,
         [](Fixture &f) {
             f.setGpus(1, 2);
             f.cfg.stepSeconds = 1.0;
             f.cfg.commSeconds = 0.20;
         },
         {}},

        // GPU interconnect: scaling efficiency from the engine, not a constant.
        {"ZeRO-3 7B over PCIe at 79 %",
         "interconnect-pcie-sharding",
         true,
         [](Fixture &f) {
             f.setGpus(4);
             f.type().vcpu = 64;
             f.type().memoryGiB = 960;
             f.scenario.training.zeroStage = 3;
             f.rec.profile.parameters = 7e9;
             f.cfg.scalingEfficiency = 0.79;
         },
         {QStringLiteral("7.0 B parameters with ZeRO-3/FSDP over 4 GPUs"), QStringLiteral("79 % scaling efficiency"),
          QStringLiteral("below 80 %"), QStringLiteral("PCIe")}},
        {"ZeRO-3 7B over PCIe at 80 %",
         "interconnect-pcie-sharding",
         false,
         [](Fixture &f) {
             f.setGpus(4);
             f.type().vcpu = 64;
             f.type().memoryGiB = 960;
             f.scenario.training.zeroStage = 3;
             f.rec.profile.parameters = 7e9;
             f.cfg.scalingEfficiency = 0.80;
         },
         {}},
        {"ZeRO-3 1.9B over PCIe at 50 %",
         "interconnect-pcie-sharding",
         false,
         [](Fixture &f) {
             f.setGpus(4);
             f.type().vcpu = 64;
             f.type().memoryGiB = 960;
             f.scenario.training.zeroStage = 3;
             f.rec.profile.parameters = 1.9e9;
             f.cfg.scalingEfficiency = 0.5;
         },
         {}},
        {"tensor parallel 13B over PCIe",
         "interconnect-pcie-sharding",
         true,
         [](Fixture &f) {
             f.setGpus(2);
             f.type().vcpu = 32;
             f.type().memoryGiB = 480;
             f.scenario.training.zeroStage = 0;
             f.cfg.tensorParallel = 2;
             f.rec.profile.parameters = 13e9;
             f.cfg.scalingEfficiency = 0.6;
         },
         {QStringLiteral("13.0 B parameters with tensor parallelism over 2 GPUs"), QStringLiteral("60 %")}},
        {"ZeRO-3 7B over NVLink at 70 %",
         "interconnect-pcie-sharding",
         false,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn7e"));
             f.setGpus(4);
             f.type().vcpu = 64;
             f.type().memoryGiB = 1500;
             f.rec.profile.parameters = 7e9;
             f.cfg.scalingEfficiency = 0.7;
         },
         {}},
        {"gn7e 10B on 8 GPUs",
         "interconnect-nvlink-required",
         true,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn7e"));
             f.setGpus(8);
             f.rec.profile.parameters = 1e10;
         },
         {QStringLiteral("gn7e documentation"), QStringLiteral("10.0 B parameters on 8 GPUs")}},
        {"gn7e 9.9B on 8 GPUs",
         "interconnect-nvlink-required",
         false,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn7e"));
             f.setGpus(8);
             f.rec.profile.parameters = 9.9e9;
         },
         {}},

        // Billing.
        {"spot without checkpoints",
         "billing-spot-without-checkpoints",
         true,
         [](Fixture &f) {
             f.cfg.costs.clear();
             f.setBilling(QStringLiteral("spot"), 3);
             f.scenario.constraints.checkpointing = false;
             f.cfg.hours = 12;
         },
         {QStringLiteral("12.0 h job runs on spot instances without checkpoints")}},
        {"spot with checkpoints",
         "billing-spot-without-checkpoints",
         false,
         [](Fixture &f) {
             f.cfg.costs.clear();
             f.setBilling(QStringLiteral("spot"), 3);
             f.cfg.hours = 12;
         },
         {}},
        {"spot 1.1 h job",
         "billing-spot-checkpoint-interval",
         true,
         [](Fixture &f) {
             f.cfg.costs.clear();
             f.setBilling(QStringLiteral("spot"), 3);
             f.cfg.hours = 1.1;
             f.cfg.stepSeconds = 2;
         },
         {QStringLiteral("1.1 h job runs on spot instances")}},
        {"spot 1 h job",
         "billing-spot-checkpoint-interval",
         false,
         [](Fixture &f) {
             f.cfg.costs.clear();
             f.setBilling(QStringLiteral("spot"), 3);
             f.cfg.hours = 1.0;
         },
         {}},
        {"payg 366 h a month",
         "billing-payg-break-even",
         true,
         [](Fixture &f) {
             f.cfg.costs.clear();
             f.setBilling(QStringLiteral("payg"), 10);
             f.setBilling(QStringLiteral("subscription-1m"), 6.58);
             f.cfg.primaryBilling = QStringLiteral("payg");
             f.cfg.hours = 366;
         },
         {QStringLiteral("about 366 h a month on pay-as-you-go at 10.00 CNY/h: 3660 CNY a month"),
          QStringLiteral("costs 4803 CNY a month and breaks even at 480 h/month")}},
        {"payg 365 h a month",
         "billing-payg-break-even",
         false,
         [](Fixture &f) {
             f.cfg.costs.clear();
             f.setBilling(QStringLiteral("payg"), 10);
             f.setBilling(QStringLiteral("subscription-1m"), 6.58);
             f.cfg.primaryBilling = QStringLiteral("payg");
             f.cfg.hours = 365;
         },
         {}},
        {"payg training keeps charging",
         "billing-stopped-still-charges",
         true,
         [](Fixture &f) {
             f.cfg.costs.clear();
             f.setBilling(QStringLiteral("payg"), 10);
         },
         {QStringLiteral("1 × ecs.test-a costs 10.00 CNY/h"), QStringLiteral("240 CNY for every idle day")}},
        {"subscription training", "billing-stopped-still-charges", false, [](Fixture &) {}, {}},
        {"payg serving is always on",
         "billing-stopped-still-charges",
         false,
         [](Fixture &f) {
             serving(f);
             f.cfg.costs.clear();
             f.setBilling(QStringLiteral("payg"), 10);
         },
         {}},

        // Fit and waste.
        {"29.9 GiB of 100 on 80 GB",
         "fit-small-model-big-card",
         true,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn7e"));
             f.type().memoryGiB = 800;
             f.cfg.usableGpuMemoryGiB = 100;
             f.rec.profile.singleReplica.weights = 29.9 * bytesPerGiB;
         },
         {QStringLiteral("needs 29.9 GiB, 29.9 % of the 100.0 GiB usable on a 80 GB"), QStringLiteral("below 30 %")}},
        {"30 GiB of 100 on 80 GB",
         "fit-small-model-big-card",
         false,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn7e"));
             f.type().memoryGiB = 800;
             f.cfg.usableGpuMemoryGiB = 100;
             f.rec.profile.singleReplica.weights = 30 * bytesPerGiB;
         },
         {}},
        {"small model on 48 GB",
         "fit-small-model-big-card",
         false,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn8is"));
             f.type().memoryGiB = 800;
             f.cfg.usableGpuMemoryGiB = 40;
             f.rec.profile.singleReplica.weights = 1 * bytesPerGiB;
         },
         {}},
        {"development on 40 GB",
         "fit-development-expensive-card",
         true,
         [](Fixture &f) {
             f.scenario.stage = Stage::Development;
             f.setFamily(QStringLiteral("gn7"));
             f.type().memoryGiB = 400;
             f.cfg.costPerGpuHour = 35;
         },
         {QStringLiteral("40 GB per GPU, 35.00 CNY per GPU-hour")}},
        {"development on 24 GB",
         "fit-development-expensive-card",
         false,
         [](Fixture &f) { f.scenario.stage = Stage::Development; },
         {}},
        {"training on 40 GB",
         "fit-development-expensive-card",
         false,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn7"));
             f.type().memoryGiB = 400;
         },
         {}},
        {"retired gn5",
         "family-retired",
         true,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn5"));
             f.type().memoryGiB = 200;
         },
         {QStringLiteral("gn5 family, which is retired")}},
        {"current gn7i not retired", "family-retired", false, [](Fixture &) {}, {}},
        {"gn7s by application",
         "family-by-application",
         true,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn7s"));
             f.type().memoryGiB = 200;
         },
         {QStringLiteral("gn7s family, which is sold only after an application")}},
        {"current gn7i not by application", "family-by-application", false, [](Fixture &) {}, {}},
        {"gn9gc preview",
         "family-preview",
         true,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn9gc"));
             f.type().memoryGiB = 700;
         },
         {QStringLiteral("gn9gc family, which is in (invitational) preview")}},
        {"current gn7i not in preview", "family-preview", false, [](Fixture &) {}, {}},
        {"gn8is limited regions",
         "family-limited-regions",
         true,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn8is"));
             f.type().memoryGiB = 400;
         },
         {QStringLiteral("gn8is family, which is offered only in some regions"), QStringLiteral("cn-shanghai")}},
        {"current gn7i everywhere", "family-limited-regions", false, [](Fixture &) {}, {}},
        {"A800 requested",
         "gpu-not-offered",
         true,
         [](Fixture &f) { f.requestedGpu = QStringLiteral("a800-80gb"); },
         {QStringLiteral("No ECS GPU family offers the"), QStringLiteral("A800"), QStringLiteral("gn8v (")}},
        {"L4 requested by name",
         "gpu-not-offered",
         true,
         [](Fixture &f) { f.requestedGpu = QStringLiteral("NVIDIA L4"); },
         {QStringLiteral("gn7i (NVIDIA A10)"), QStringLiteral("gn8is ("),
          QStringLiteral("The recommended ecs.test-a (1 × NVIDIA A10) is one of the closest offers.")}},
        {"A100 80 GB requested",
         "gpu-not-offered",
         false,
         [](Fixture &f) { f.requestedGpu = QStringLiteral("a100-80gb"); },
         {}},
        {"H800 typed as people write it",
         "gpu-not-offered",
         true,
         [](Fixture &f) { f.requestedGpu = QStringLiteral("H800"); },
         {QStringLiteral("No ECS GPU family offers the NVIDIA H800 SXM 80GB")}},
        {"A100 of either size is offered",
         "gpu-not-offered",
         false,
         [](Fixture &f) { f.requestedGpu = QStringLiteral("A100"); },
         {}},
        {"a similar name is not a match",
         "gpu-not-offered",
         true,
         [](Fixture &f) { f.requestedGpu = QStringLiteral("RTX A1000"); },
         {QStringLiteral("\"RTX A1000\" is not a GPU in the catalog")}},
        {"unknown GPU requested",
         "gpu-not-offered",
         true,
         [](Fixture &f) { f.requestedGpu = QStringLiteral("rtx-9999"); },
         {QStringLiteral("\"rtx-9999\" is not a GPU in the catalog")}},

        // Serving.
        {"50.1 ms per token for a 50 ms target",
         "serving-latency",
         true,
         [](Fixture &f) {
             serving(f);
             f.scenario.inference.latencyMsTarget = 50;
             f.cfg.tpotMs = 50.1;
         },
         {QStringLiteral("needs 50.1 ms per output token at 8 concurrent sequences; the target is 50.0 ms")}},
        {"50 ms per token for a 50 ms target",
         "serving-latency",
         false,
         [](Fixture &f) {
             serving(f);
             f.scenario.inference.latencyMsTarget = 50;
             f.cfg.tpotMs = 50.0;
         },
         {}},
        {"KV cache 11 for 10 + 20 %",
         "serving-kv-cache",
         true,
         [](Fixture &f) {
             serving(f);
             f.scenario.inference.concurrency = 10;
             f.cfg.maxConcurrencyPerReplica = 11;
         },
         {QStringLiteral("holds 11 sequences of 4096 + 512 tokens per replica; 10 are needed per replica"),
          QStringLiteral("20 % headroom, i.e. 12.0")}},
        {"KV cache 12 for 10 + 20 %",
         "serving-kv-cache",
         false,
         [](Fixture &f) {
             serving(f);
             f.scenario.inference.concurrency = 10;
             f.cfg.maxConcurrencyPerReplica = 12;
         },
         {}},
        {"KV cache 6 per replica over 2 replicas",
         "serving-kv-cache",
         false,
         [](Fixture &f) {
             serving(f);
             f.scenario.inference.concurrency = 10;
             f.cfg.dataParallel = 2;
             f.cfg.maxConcurrencyPerReplica = 6;
         },
         {}},
        {"split over 2 PCIe GPUs",
         "serving-pcie-split",
         true,
         [](Fixture &f) {
             serving(f);
             f.setGpus(2);
             f.type().vcpu = 32;
             f.type().memoryGiB = 480;
             f.cfg.tensorParallel = 2;
             f.cfg.perGpuMemoryGiB = 18.5;
         },
         {QStringLiteral("split over 2 GPUs of ecs.test-a (PCIe, 18.5 GiB needed per GPU)")}},
        {"one GPU per replica",
         "serving-pcie-split",
         false,
         [](Fixture &f) {
             serving(f);
             f.setGpus(2);
             f.type().vcpu = 32;
             f.type().memoryGiB = 480;
         },
         {}},
        {"split over 2 NVLink GPUs",
         "serving-pcie-split",
         false,
         [](Fixture &f) {
             serving(f);
             f.setFamily(QStringLiteral("gn7e"));
             f.setGpus(2);
             f.type().vcpu = 32;
             f.type().memoryGiB = 480;
             f.cfg.tensorParallel = 2;
         },
         {}},
        {"FP8 served on an A10 (Ampere)",
         "precision-fp8-weight-only",
         true,
         [](Fixture &f) {
             serving(f);
             f.scenario.precision = Precision::Fp8;
         },
         {QStringLiteral("The NVIDIA A10 has no FP8 arithmetic"), QStringLiteral("W8A16")}},
        {"FP8 served on an L20 (Ada Lovelace)",
         "precision-fp8-weight-only",
         false,
         [](Fixture &f) {
             serving(f);
             f.scenario.precision = Precision::Fp8;
             f.setFamily(QStringLiteral("gn8is"));
         },
         {}},
        {"BF16 served on an A10",
         "precision-fp8-weight-only",
         false,
         [](Fixture &f) {
             serving(f);
             f.scenario.precision = Precision::Bf16;
         },
         {}},
        {"2.99 requests/s of 10",
         "serving-low-load",
         true,
         [](Fixture &f) {
             serving(f);
             f.scenario.inference.outputTokens = 100;
             f.scenario.inference.requestsPerSecond = 2.99;
             f.cfg.tokensPerSecond = 1000;
         },
         {QStringLiteral("2.99 requests/s use 29.9 % of the 10.0 requests/s"), QStringLiteral("1000 tokens/s ÷ 100"),
          QStringLiteral("below 30 %"), QStringLiteral("PAI-EAS"), QStringLiteral("cold start")}},
        {"3 requests/s of 10",
         "serving-low-load",
         false,
         [](Fixture &f) {
             serving(f);
             f.scenario.inference.outputTokens = 100;
             f.scenario.inference.requestsPerSecond = 3.0;
             f.cfg.tokensPerSecond = 1000;
         },
         {}},
    };
    return all;
}

} // namespace

class TestAdvice
    : public QObject
    , private AdviceTestBase
{
    Q_OBJECT

private slots:
    void initTestCase() { loadEmbedded(); }

    void balancedConfigurationHasNoWarnings()
    {
        Fixture f = balanced();
        const AdviceReport report = f.run(m_rules);
        QStringList ids;
        for (const Warning &w : report.warnings)
            ids << w.id;
        QVERIFY2(report.warnings.empty(), qPrintable(ids.join(QStringLiteral(", "))));
        QVERIFY(!report.decisionPath.isEmpty());
        QVERIFY(!report.checklist.isEmpty());
    }

    void ruleFiresJustPastItsThreshold_data()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < cases().size(); ++i)
            QTest::newRow(cases()[i].name) << int(i);
    }

    void ruleFiresJustPastItsThreshold()
    {
        QFETCH(int, index);
        const Case &c = cases()[std::size_t(index)];
        Fixture f = balanced();
        c.setup(f);
        const AdviceReport report = f.run(m_rules);
        const Warning *w = report.warning(QString::fromLatin1(c.rule));
        if (!c.fires) {
            QVERIFY2(!w, w ? qPrintable(w->message) : "");
            return;
        }
        QVERIFY2(w, c.rule);
        QCOMPARE(toString(w->severity), toString(m_rules.rule(QString::fromLatin1(c.rule))->severity));
        QVERIFY(!w->title.isEmpty());
        QVERIFY(!w->fix.isEmpty());
        QCOMPARE(w->source, m_rules.rule(QString::fromLatin1(c.rule))->source);
        for (const QString &fragment : c.fragments)
            QVERIFY2(w->message.contains(fragment) || w->fix.contains(fragment),
                     qPrintable(QStringLiteral("expected \"%1\" in:\n%2\n%3").arg(fragment, w->message, w->fix)));
    }

    void everyWarningRuleIsCovered()
    {
        // Each rule that produces warnings has a firing and a silent case above.
        QSet<QString> fires;
        QSet<QString> silent;
        for (const Case &c : cases())
            (c.fires ? fires : silent).insert(QString::fromLatin1(c.rule));
        for (const QString &id : RulesLoader::knownRuleIds()) {
            if (id == QLatin1String("decision-tree") || id == QLatin1String("operations-checklist"))
                continue;
            QVERIFY2(fires.contains(id), qPrintable(id));
            QVERIFY2(silent.contains(id), qPrintable(id));
        }
    }

    void thresholdsComeFromTheRulesFile()
    {
        RuleSet rules = m_rules;
        Fixture f = balanced();
        f.setGpus(2);
        f.type().vcpu = 15;
        f.type().memoryGiB = 480;
        QVERIFY(f.run(rules).warning(QStringLiteral("cpu-per-gpu-training")));
        rules.rule(QStringLiteral("cpu-per-gpu-training"))->thresholds[QStringLiteral("minVcpuPerGpu")] = 7.5;
        Fixture g = balanced();
        g.setGpus(2);
        g.type().vcpu = 15;
        g.type().memoryGiB = 480;
        QVERIFY(!g.run(rules).warning(QStringLiteral("cpu-per-gpu-training")));
        rules.rule(QStringLiteral("cpu-per-gpu-training"))->severity = AdviceSeverity::Blocker;
        rules.rule(QStringLiteral("cpu-per-gpu-training"))->thresholds[QStringLiteral("minVcpuPerGpu")] = 8;
        Fixture h = balanced();
        h.setGpus(2);
        h.type().vcpu = 15;
        h.type().memoryGiB = 480;
        QCOMPARE(toString(h.run(rules).warning(QStringLiteral("cpu-per-gpu-training"))->severity),
                 QStringLiteral("blocker"));
    }

    void disabledRuleIsSilent()
    {
        RuleSet rules = m_rules;
        rules.rule(QStringLiteral("storage-local-disk"))->enabled = false;
        Fixture f = balanced();
        f.scenario.data.storage = QStringLiteral("local");
        QVERIFY(!f.run(rules).warning(QStringLiteral("storage-local-disk")));
    }

    void blockersComeFirst()
    {
        Fixture f = balanced();
        f.type().vcpu = 4;
        f.scenario.data.storage = QStringLiteral("local");
        f.setBilling(QStringLiteral("spot"), 3);
        f.scenario.constraints.checkpointing = false;
        const AdviceReport report = f.run(m_rules);
        QVERIFY(report.warnings.size() >= 3);
        QCOMPARE(report.warnings.front().id, QStringLiteral("billing-spot-without-checkpoints"));
        QVERIFY(report.hasBlocker());
        for (std::size_t i = 1; i < report.warnings.size(); ++i)
            QVERIFY(int(report.warnings[i - 1].severity) >= int(report.warnings[i].severity));
    }
};

QTEST_GUILESS_MAIN(TestAdvice)
#include "tst_advice.moc"
