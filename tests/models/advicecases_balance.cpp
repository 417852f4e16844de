// SPDX-License-Identifier: Apache-2.0
#include "tests/models/advicecases.h"

using namespace Advisor;

// The resource balance rules: CPU, host memory, storage, placement, network, interconnect.
const std::vector<AdviceCase> &balanceCases()
{
    static const std::vector<AdviceCase> all{
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
        // Offload: the state kept in host memory must fit in 70 % of it beside the system and the data loader.
        {"offload 71 % of host memory",
         "host-memory-offload",
         true,
         [](Fixture &f) {
             f.type().memoryGiB = 100;
             f.cfg.memory.perGpu.host = 71.0 * bytesPerGiB;
         },
         {QStringLiteral("needs 71 GiB of host memory on each instance"), QStringLiteral("has 100 GiB"),
          QStringLiteral("about 70 %")}},
        {"offload 69 % of host memory",
         "host-memory-offload",
         false,
         [](Fixture &f) {
             f.type().memoryGiB = 100;
             f.cfg.memory.perGpu.host = 69.0 * bytesPerGiB;
         },
         {}},
        {"offload counts every GPU of the instance",
         "host-memory-offload",
         true,
         [](Fixture &f) {
             f.setGpus(4);
             f.type().vcpu = 64;
             f.type().memoryGiB = 500;
             f.cfg.memory.perGpu.host = 90.0 * bytesPerGiB; // 360 GiB for four GPUs
         },
         {QStringLiteral("needs 360 GiB")}},
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
             f.cfg.speed.tokensPerSecond = 34.1e6;
         },
         {QStringLiteral("about 136 MB/s on each node (34100000 tokens/s × 4.0 bytes per token)"),
          QStringLiteral("at 100 GiB delivers 170 MB/s"), QStringLiteral("under 80 % of it (136 MB/s)")}},
        {"storage 135.6 MB/s",
         "storage-throughput",
         false,
         [](Fixture &f) {
             f.scenario.data.datasetGiB = 100;
             f.scenario.training.tokens = 100.0 * 1024 * 1024 * 1024 / 4;
             f.cfg.speed.tokensPerSecond = 33.9e6;
         },
         {}},
        {"storage capped by the instance",
         "storage-throughput",
         true,
         [](Fixture &f) {
             f.scenario.data.datasetGiB = 100;
             f.scenario.training.samples = 1e6;   // 107.4 KB per sample
             f.cfg.speed.samplesPerSecond = 1000; // 107 MB/s
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
             f.cfg.speed.tokensPerSecond = 60e6;
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
        // A served model whose files are not given keeps its weights there.
        {"local disk, a served model's files not given",
         "storage-local-disk",
         true,
         [](Fixture &f) {
             serving(f);
             f.scenario.data.storage = QStringLiteral("local");
             f.rec.profile.singleReplica.weights = 15.2 * Advisor::bytesPerGiB;
         },
         {QStringLiteral("15 GiB data set")}},

        // Network.
        {"two nodes over TCP",
         "network-no-rdma",
         true,
         [](Fixture &f) { f.setGpus(1, 2); },
         {QStringLiteral("2 instances of ecs.test-a exchange gradients over TCP"), QStringLiteral("33–50 %"),
          QStringLiteral("gn8is")}},
        // RDMA can save no more than the GPUs wait on the exchange: below 5 % of the step, no warning.
        {"two nodes over TCP, waiting 5 % of the step",
         "network-no-rdma",
         true,
         [](Fixture &f) {
             f.setGpus(1, 2);
             f.cfg.speed.stepSeconds = 10;
             f.cfg.speed.commSeconds = 0.5;
         },
         {QStringLiteral("2 instances of ecs.test-a exchange gradients over TCP"),
          QStringLiteral("the GPUs wait on that exchange for 5 % of each step")}},
        {"two nodes over TCP, waiting 4.9 % of the step",
         "network-no-rdma",
         false,
         [](Fixture &f) {
             f.setGpus(1, 2);
             f.cfg.speed.stepSeconds = 10;
             f.cfg.speed.commSeconds = 0.49;
         },
         {}},
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
             f.cfg.speed.stepSeconds = 1.0;
             f.cfg.speed.commSeconds = 0.21;
         },
         {QStringLiteral("adds 0.21 s to each 1.00 s step (21 %)"), QStringLiteral("more than 20 %"),
          QStringLiteral("across 2 nodes the GPUs wait for the network (TCP, no eRDMA)"), QStringLiteral("gn8v")}},
        {"all-reduce 21 % of the step inside one instance",
         "network-allreduce-share",
         true,
         [](Fixture &f) {
             f.setGpus(4);
             f.cfg.speed.stepSeconds = 1.0;
             f.cfg.speed.commSeconds = 0.21;
         },
         {QStringLiteral("adds 0.21 s to each 1.00 s step (21 %)"),
          QStringLiteral("over PCIe the GPUs wait for the link.")}},
        {"all-reduce 20 % of the step",
         "network-allreduce-share",
         false,
         [](Fixture &f) {
             f.setGpus(1, 2);
             f.cfg.speed.stepSeconds = 1.0;
             f.cfg.speed.commSeconds = 0.20;
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
             f.cfg.speed.scalingEfficiency = 0.79;
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
             f.cfg.speed.scalingEfficiency = 0.80;
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
             f.cfg.speed.scalingEfficiency = 0.5;
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
             f.cfg.layout.tensorParallel = 2;
             f.rec.profile.parameters = 13e9;
             f.cfg.speed.scalingEfficiency = 0.6;
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
             f.cfg.speed.scalingEfficiency = 0.7;
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

    };
    return all;
}
