// SPDX-License-Identifier: Apache-2.0
#include "tests/models/advicecases.h"

using namespace Advisor;

namespace {

/** A LoRA job sharded over four PCIe A10s for 100 CNY, and one L20 that holds the whole model for altCost. */
void shardedLoraWithOneCardAlternative(Fixture &f, double altCost)
{
    f.setGpus(4);
    f.type().vcpu = 64;
    f.type().memoryGiB = 960;
    f.cfg.layout.shardedFrozenWeights = true;
    f.rec.profile.singleReplica.weights = 28.4 * bytesPerGiB;
    f.cfg.pricing.costs.clear();
    f.setBilling(QStringLiteral("payg"), 10);
    f.cfg.pricing.costs.back().total = 100;
    Configuration alt = f.cfg;
    alt.ranking.rank = 2;
    alt.layout.instanceType = QStringLiteral("ecs.gn8is.4xlarge");
    alt.layout.family = QStringLiteral("gn8is");
    alt.layout.gpu = QStringLiteral("l20");
    alt.layout.gpusPerInstance = alt.layout.totalGpus = 1;
    alt.layout.shardedFrozenWeights = false;
    alt.pricing.costs.back().total = altCost;
    f.rec.ranked.push_back(alt);
}

/**
 * An LLM served with a lone request's first token after ttftMs, and a faster alternative; the users
 * served come from the one serving-economics function the sizing engine uses.
 */
void firstTokenIn(Fixture &f, double ttftMs)
{
    serving(f);
    f.scenario.inference.contextLength = 4096;
    f.cfg.speed.tokensPerSecond = 400;
    f.cfg.speed.perUserTokensPerSecond = 25;
    f.cfg.speed.batchWithinTpotPerReplica = 16;
    f.cfg.speed.maxConcurrencyPerReplica = 16;
    f.cfg.speed.ttftMs = ttftMs;
    f.cfg.pricing.economics = servingEconomics(f.cfg, f.scenario.inference, true, Evidence::Analytical, nullptr);
    Configuration alt = f.cfg;
    alt.ranking.rank = 2;
    alt.layout.instanceType = altType;
    alt.speed.ttftMs = 600;
    alt.pricing.economics = servingEconomics(alt, f.scenario.inference, true, Evidence::Analytical, nullptr);
    f.rec.ranked.push_back(alt);
}

} // namespace

// The rules about the plan: billing, fit and family status, serving.
const std::vector<AdviceCase> &planCases()
{
    static const std::vector<AdviceCase> all{
        // Billing.
        {"spot without checkpoints",
         "billing-spot-without-checkpoints",
         true,
         [](Fixture &f) {
             f.cfg.pricing.costs.clear();
             f.setBilling(QStringLiteral("spot"), 3);
             f.scenario.constraints.checkpointing = false;
             f.cfg.speed.hours = 12;
         },
         {QStringLiteral("12.0 h job runs on spot instances without checkpoints")}},
        {"spot with checkpoints",
         "billing-spot-without-checkpoints",
         false,
         [](Fixture &f) {
             f.cfg.pricing.costs.clear();
             f.setBilling(QStringLiteral("spot"), 3);
             f.cfg.speed.hours = 12;
         },
         {}},
        {"spot 1.1 h job",
         "billing-spot-checkpoint-interval",
         true,
         [](Fixture &f) {
             f.cfg.pricing.costs.clear();
             f.setBilling(QStringLiteral("spot"), 3);
             f.cfg.speed.hours = 1.1;
             f.cfg.speed.stepSeconds = 2;
         },
         {QStringLiteral("1.1 h job runs on spot instances")}},
        {"spot 1 h job",
         "billing-spot-checkpoint-interval",
         false,
         [](Fixture &f) {
             f.cfg.pricing.costs.clear();
             f.setBilling(QStringLiteral("spot"), 3);
             f.cfg.speed.hours = 1.0;
         },
         {}},
        {"payg 366 h a month",
         "billing-payg-break-even",
         true,
         [](Fixture &f) {
             f.cfg.pricing.costs.clear();
             f.setBilling(QStringLiteral("payg"), 10);
             f.setBilling(QStringLiteral("subscription-1m"), 6.58);
             f.cfg.pricing.primaryBilling = QStringLiteral("payg");
             f.cfg.speed.hours = 366;
         },
         {QStringLiteral("about 366 h a month on pay-as-you-go at 10.00 CNY/h: 3660 CNY a month"),
          QStringLiteral("costs 4803 CNY a month and breaks even at 480 h/month")}},
        {"payg 365 h a month",
         "billing-payg-break-even",
         false,
         [](Fixture &f) {
             f.cfg.pricing.costs.clear();
             f.setBilling(QStringLiteral("payg"), 10);
             f.setBilling(QStringLiteral("subscription-1m"), 6.58);
             f.cfg.pricing.primaryBilling = QStringLiteral("payg");
             f.cfg.speed.hours = 365;
         },
         {}},
        {"payg training keeps charging",
         "billing-stopped-still-charges",
         true,
         [](Fixture &f) {
             f.cfg.pricing.costs.clear();
             f.setBilling(QStringLiteral("payg"), 10);
         },
         {QStringLiteral("1 × ecs.test-a keeps charging in full when stopped normally (10.00 CNY/h"),
          QStringLiteral("240 CNY for every idle day"), QStringLiteral("economical mode")}},
        // Alibaba's economical mode does not cover types with local disks: no way to stop the charges.
        {"payg training on local disks keeps charging",
         "billing-stopped-still-charges",
         true,
         [](Fixture &f) {
             f.cfg.pricing.costs.clear();
             f.setBilling(QStringLiteral("payg"), 10);
             f.type().localNvmeGiB = 880;
         },
         {QStringLiteral("has local disks, so economical mode does not apply"),
          QStringLiteral("240 CNY for every idle day")}},
        {"subscription training", "billing-stopped-still-charges", false, [](Fixture &) {}, {}},
        {"payg serving is always on",
         "billing-stopped-still-charges",
         false,
         [](Fixture &f) {
             serving(f);
             f.cfg.pricing.costs.clear();
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
             f.cfg.memory.usableGpuMemoryGiB = 100;
             f.rec.profile.singleReplica.weights = 29.9 * bytesPerGiB;
         },
         {QStringLiteral("needs 29.9 GiB, 29.9 % of the 100.0 GiB usable on a 80 GB"), QStringLiteral("below 30 %")}},
        {"30 GiB of 100 on 80 GB",
         "fit-small-model-big-card",
         false,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn7e"));
             f.type().memoryGiB = 800;
             f.cfg.memory.usableGpuMemoryGiB = 100;
             f.rec.profile.singleReplica.weights = 30 * bytesPerGiB;
         },
         {}},
        {"small model on 48 GB",
         "fit-small-model-big-card",
         false,
         [](Fixture &f) {
             f.setFamily(QStringLiteral("gn8is"));
             f.type().memoryGiB = 800;
             f.cfg.memory.usableGpuMemoryGiB = 40;
             f.rec.profile.singleReplica.weights = 1 * bytesPerGiB;
         },
         {}},
        {"7 % free under the default 10 % margin, a roomier row 25 % dearer",
         "fit-thin-margin",
         true,
         [](Fixture &f) {
             f.cfg.memory.fit = Fit::Tight;
             f.cfg.memory.headroomPercent = 7;
             f.setBilling(QStringLiteral("payg"), 10);
             f.cfg.pricing.costs.back().total = 100;
             Configuration roomy = f.cfg;
             roomy.ranking.rank = 2;
             roomy.layout.instanceType = QStringLiteral("ecs.gn8is.4xlarge");
             roomy.layout.gpu = QStringLiteral("l20");
             roomy.memory.fit = Fit::Fits;
             roomy.memory.headroomPercent = 45;
             roomy.pricing.costs.back().total = 125;
             f.rec.ranked.push_back(roomy);
         },
         {QStringLiteral("leaves 7 % of its usable GPU memory free, less than the 10 % margin (the default"),
          QStringLiteral("ecs.gn8is.4xlarge"), QStringLiteral("45 % free"), QStringLiteral("25 % dearer")}},
        {"7 % free under the user's own 5 % margin",
         "fit-thin-margin",
         true,
         [](Fixture &f) {
             f.scenario.constraints.memoryMarginPercent = 5;
             f.cfg.memory.fit = Fit::Tight;
             f.cfg.memory.headroomPercent = 3;
         },
         {QStringLiteral("less than the 5 % margin (yours)")}},
        {"room to spare",
         "fit-thin-margin",
         false,
         [](Fixture &f) {
             f.cfg.memory.fit = Fit::Fits;
             f.cfg.memory.headroomPercent = 30;
         },
         {}},
        {"LoRA sharded over PCIe, one card 20 % dearer",
         "fit-peft-split-over-pcie",
         true,
         [](Fixture &f) { shardedLoraWithOneCardAlternative(f, 120); },
         {QStringLiteral("28.4 GiB of frozen base weights do not fit one NVIDIA A10"), QStringLiteral("over 4 GPUs"),
          QStringLiteral("ecs.gn8is.4xlarge"), QStringLiteral("for 20 % more")}},
        {"LoRA sharded over PCIe, one card 30 % dearer",
         "fit-peft-split-over-pcie",
         true,
         [](Fixture &f) { shardedLoraWithOneCardAlternative(f, 130); },
         {QStringLiteral("more than 28 GiB usable")}},
        {"LoRA with a whole copy per GPU over PCIe",
         "fit-peft-split-over-pcie",
         false,
         [](Fixture &f) {
             shardedLoraWithOneCardAlternative(f, 120);
             f.cfg.layout.shardedFrozenWeights = false;
         },
         {}},
        {"LoRA sharded over NVLink",
         "fit-peft-split-over-pcie",
         false,
         [](Fixture &f) {
             shardedLoraWithOneCardAlternative(f, 120);
             f.setFamily(QStringLiteral("gn7e"));
         },
         {}},
        {"development on 40 GB",
         "fit-development-expensive-card",
         true,
         [](Fixture &f) {
             f.scenario.stage = Stage::Development;
             f.setFamily(QStringLiteral("gn7"));
             f.type().memoryGiB = 400;
             f.cfg.pricing.costPerGpuHour = 35;
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
         // The region as people name it in prose, not its id.
         {QStringLiteral("gn8is family, which is offered only in some regions"),
          QStringLiteral("sold in China (Shanghai)")}},
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
             f.cfg.speed.tpotMs = 50.1;
         },
         {QStringLiteral("needs 50.1 ms per output token at 8 concurrent sequences; the target is 50.0 ms")}},
        {"50 ms per token for a 50 ms target",
         "serving-latency",
         false,
         [](Fixture &f) {
             serving(f);
             f.scenario.inference.latencyMsTarget = 50;
             f.cfg.speed.tpotMs = 50.0;
         },
         {}},
        {"first token in 2100 ms for the 2000 ms target",
         "serving-first-token",
         true,
         [](Fixture &f) { firstTokenIn(f, 2100); },
         {QStringLiteral("waits 2.1 s for the first token of a 4096-token prompt"), QStringLiteral("than the 2.0 s"),
          QStringLiteral("(first token in 0.6 s)")}},
        {"first token in 2000 ms for the 2000 ms target",
         "serving-first-token",
         false,
         [](Fixture &f) { firstTokenIn(f, 2000); },
         {}},
        {"KV cache 11 for 10 + 20 %",
         "serving-kv-cache",
         true,
         [](Fixture &f) {
             serving(f);
             f.scenario.inference.concurrency = 10;
             f.cfg.speed.maxConcurrencyPerReplica = 11;
         },
         {QStringLiteral("hold 11 sequences of 4096 + 512 tokens in all (11 per replica, 1 replica(s))"),
          QStringLiteral("10 concurrent with 20 % headroom need 12.0 per replica")}},
        {"KV cache 12 for 10 + 20 %",
         "serving-kv-cache",
         false,
         [](Fixture &f) {
             serving(f);
             f.scenario.inference.concurrency = 10;
             f.cfg.speed.maxConcurrencyPerReplica = 12;
         },
         {}},
        {"KV cache 6 per replica over 2 replicas",
         "serving-kv-cache",
         false,
         [](Fixture &f) {
             serving(f);
             f.scenario.inference.concurrency = 10;
             f.cfg.layout.dataParallel = 2;
             f.cfg.speed.maxConcurrencyPerReplica = 6;
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
             f.cfg.layout.tensorParallel = 2;
             f.cfg.memory.perGpuMemoryGiB = 18.5;
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
             f.cfg.layout.tensorParallel = 2;
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
             f.cfg.speed.tokensPerSecond = 1000;
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
             f.cfg.speed.tokensPerSecond = 1000;
         },
         {}},
    };
    return all;
}
