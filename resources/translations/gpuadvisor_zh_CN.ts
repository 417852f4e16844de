<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Advice</name>
    <message>
        <source>%1 B</source>
        <translation>%1B</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1M</translation>
    </message>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>blocker</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>development</source>
        <translation>开发</translation>
    </message>
    <message>
        <source>no GPU interconnect</source>
        <translation>无 GPU 互联</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>PCIe switch</source>
        <translation>PCIe Switch</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1（%2 × %3）</translation>
    </message>
    <message>
        <source>Too few CPU cores per GPU</source>
        <translation>每块 GPU 配的 CPU 核数太少</translation>
    </message>
    <message>
        <source>Choose %1, which has %2 vCPU per GPU, or pre-process the data offline so the GPUs are not kept waiting.</source>
        <translation>选择 %1（每块 GPU %2 个 vCPU），或离线预处理数据，避免 GPU 空等。</translation>
    </message>
    <message>
        <source>Choose a size with more vCPU per GPU, or pre-process the data offline so the GPUs are not kept waiting.</source>
        <translation>选择每块 GPU vCPU 更多的规格，或离线预处理数据，避免 GPU 空等。</translation>
    </message>
    <message>
        <source>Host memory smaller than GPU memory</source>
        <translation>主机内存小于显存</translation>
    </message>
    <message>
        <source>%1 has %2 GiB of host memory for %3 GiB of GPU memory (%4 × %5 GB): %6× the GPU memory, below %7×. A full checkpoint or the pinned transfer buffers cannot be staged in host memory.</source>
        <translation>%1 的主机内存为 %2 GiB，显存为 %3 GiB（%4 × %5 GB）：内存是显存的 %6 倍，低于 %7 倍。完整的检查点或锁页传输缓冲区无法在主机内存中暂存。</translation>
    </message>
    <message>
        <source>Choose %1, which has %2 GiB of host memory.</source>
        <translation>选择 %1，其主机内存为 %2 GiB。</translation>
    </message>
    <message>
        <source>Choose a size with more host memory per GPU.</source>
        <translation>选择每块 GPU 对应主机内存更多的规格。</translation>
    </message>
    <message>
        <source>Less host memory than the training guideline</source>
        <translation>主机内存低于训练建议值</translation>
    </message>
    <message>
        <source>Watch host memory in the test run; if the data loader swaps or is killed, choose a size with about %1 GiB of host memory.</source>
        <translation>试运行时观察主机内存；如数据加载进程出现内存换页或被系统终止（OOM），请选择主机内存约 %1 GiB 的规格。</translation>
    </message>
    <message>
        <source>%1 tokens/s × %2 bytes per token</source>
        <translation>%1 token/秒 × 每 token %2 字节</translation>
    </message>
    <message>
        <source>%1 samples/s × %2 KB per sample</source>
        <translation>%1 样本/秒 × 每样本 %2 KB</translation>
    </message>
    <message>
        <source> (the disk alone would give %1 MB/s; %2 caps its disks at %3 MB/s)</source>
        <translation>（磁盘本身可达 %1 MB/s；%2 的云盘吞吐上限为 %3 MB/s）</translation>
    </message>
    <message>
        <source>the job</source>
        <translation>整个任务</translation>
    </message>
    <message>
        <source>each node</source>
        <translation>每个节点</translation>
    </message>
    <message>
        <source>Storage cannot feed the GPUs</source>
        <translation>存储跟不上 GPU</translation>
    </message>
    <message>
        <source>The job reads about %1 MB/s on %2 (%3). %4 at %5 GiB delivers %6 MB/s%7; reads should stay under %8 % of it (%9 MB/s) to leave room for checkpoint writes.</source>
        <translation>读取速率约 %1 MB/s（%2，%3）。%5 GiB 的 %4 可提供 %6 MB/s%7；读取应保持在其 %8% 以下（%9 MB/s），为写检查点留出余量。</translation>
    </message>
    <message>
        <source>Provision %1 GiB of %2, which delivers %3 MB/s (%4 MB/s needed at %5 %).</source>
        <translation>购买 %1 GiB 的 %2，可提供 %3 MB/s（按 %5% 计需要 %4 MB/s）。</translation>
    </message>
    <message>
        <source>Spread the data over several disks, or use CPFS or OSS with a dataset accelerator (DatasetAcc) as a cache.</source>
        <translation>把数据分散到多块云盘上，或使用 CPFS，或使用 OSS 并以数据集加速器（DatasetAcc）作缓存。</translation>
    </message>
    <message>
        <source>Data set too large for a single disk</source>
        <translation>数据集对单块云盘来说太大</translation>
    </message>
    <message>
        <source>The %1 GiB data set sits on a single %2; beyond %3 GiB a single disk limits throughput and cannot be shared between nodes.</source>
        <translation>%1 GiB 的数据集放在单块 %2上；超过 %3 GiB 后，单块云盘会限制吞吐，而且无法在节点间共享。</translation>
    </message>
    <message>
        <source>Keep the data set in OSS and read it through %1, or through OSS with a dataset accelerator (DatasetAcc) as a cache.</source>
        <translation>将数据集放在 OSS 中，通过 %1 读取，或通过 OSS 加数据集加速器（DatasetAcc）缓存读取。</translation>
    </message>
    <message>
        <source>Many small files on a single disk</source>
        <translation>单块云盘上有大量小文件</translation>
    </message>
    <message>
        <source>The data set (%1 GiB) consists of many small files on a single %2: reads are bound by IOPS and metadata operations, not by MB/s.</source>
        <translation>数据集（%1 GiB）由单块 %2上的大量小文件组成：读取受 IOPS 和元数据操作限制，而不是受 MB/s 限制。</translation>
    </message>
    <message>
        <source>Use %1, or pack the files into larger shards (WebDataset, TFRecord) first.</source>
        <translation>使用 %1，或先把文件打包成较大的分片（WebDataset、TFRecord）。</translation>
    </message>
    <message>
        <source>Data on local disks is lost on release</source>
        <translation>释放实例后本地盘数据会丢失</translation>
    </message>
    <message>
        <source>The %1 GiB data set is on %2, which is not persistent: releasing the instance (or a host migration) deletes it.</source>
        <translation>%1 GiB 的数据集放在 %2 上，它不是持久存储：释放实例（或宿主机迁移）都会删除数据。</translation>
    </message>
    <message>
        <source>Keep the master copy in OSS and use the local disk only as a cache, or use %1.</source>
        <translation>将主副本保存在 OSS 中，本地盘只用作缓存，或使用%1。</translation>
    </message>
    <message>
        <source>Multi-node training without RDMA</source>
        <translation>多机训练没有 RDMA</translation>
    </message>
    <message>
        <source>%1 instances of %2 exchange gradients over TCP: the %3 family has no eRDMA, and NCCL over TCP reaches roughly %4–%5 % of RDMA on the same link.</source>
        <translation>%1 台 %2 通过 TCP 同步梯度：%3 规格族没有 eRDMA，而在同一链路上 NCCL 走 TCP 大约只能达到 RDMA 的 %4–%5%。</translation>
    </message>
    <message>
        <source>Choose %1 (eRDMA). Families with eRDMA: %2.</source>
        <translation>选择 %1（eRDMA）。支持 eRDMA 的规格族：%2。</translation>
    </message>
    <message>
        <source>Use a family with eRDMA: %1, or fit the job on one instance.</source>
        <translation>使用支持 eRDMA 的规格族：%1，或让任务在一台实例上完成。</translation>
    </message>
    <message>
        <source>Too little network bandwidth for multi-node training</source>
        <translation>网络带宽不足以支撑多机训练</translation>
    </message>
    <message>
        <source>Choose %1 with %2 Gbit/s.</source>
        <translation>选择带宽为 %2 Gbit/s 的 %1。</translation>
    </message>
    <message>
        <source>Choose a larger size with more bandwidth, or fewer, larger instances.</source>
        <translation>选择带宽更高的大规格，或改用更少但更大的实例。</translation>
    </message>
    <message>
        <source>Choose %1: its gradient exchange takes %2 % of the step.</source>
        <translation>选择 %1：其梯度同步只占每步时间的 %2%。</translation>
    </message>
    <message>
        <source>Use a family with eRDMA (%1), fewer and larger instances, or gradient accumulation to exchange gradients less often.</source>
        <translation>使用支持 eRDMA 的规格族（%1）、更少更大的实例，或使用梯度累积以减少梯度同步次数。</translation>
    </message>
    <message>
        <source>Use an NVLink/NVSwitch family, a larger micro-batch or gradient accumulation so each exchange covers more compute.</source>
        <translation>使用 NVLink/NVSwitch 规格族、更大的微批或梯度累积，让每次同步对应更多计算。</translation>
    </message>
    <message>
        <source>Gradient exchange dominates the step</source>
        <translation>梯度同步占每步训练时间过多</translation>
    </message>
    <message>
        <source> (TCP, no eRDMA)</source>
        <translation>（TCP，无 eRDMA）</translation>
    </message>
    <message>
        <source>tensor parallelism over %1 GPUs</source>
        <translation>在 %1 块 GPU 上做张量并行</translation>
    </message>
    <message>
        <source>ZeRO-3/FSDP over %1 GPUs</source>
        <translation>在 %1 块 GPU 上做 ZeRO-3/FSDP</translation>
    </message>
    <message>
        <source>Sharded model over PCIe</source>
        <translation>通过 PCIe 切分模型</translation>
    </message>
    <message>
        <source>%1 parameters with %2 on %3 (%4): the estimate gives %5 % scaling efficiency, below %6 %. Weights and gradients cross %4 every step.</source>
        <translation>%1 参数，%2，运行于 %3（%4）：估算扩展效率为 %5%，低于 %6%。权重和梯度每一步都要经过 %4。</translation>
    </message>
    <message>
        <source>Choose %1 (%2), which scales at %3 %.</source>
        <translation>选择 %1（%2），其扩展效率为 %3%。</translation>
    </message>
    <message>
        <source>Use an NVLink/NVSwitch family (gn7e, gn8v, ebmgn7e) or plain data parallelism if the model fits on one GPU.</source>
        <translation>使用 NVLink/NVSwitch 规格族（gn7e、gn8v、ebmgn7e），如果模型能放进一块 GPU，则使用普通数据并行。</translation>
    </message>
    <message>
        <source>Enable NVLink</source>
        <translation>开启 NVLink</translation>
    </message>
    <message>
        <source>The %1 documentation says NVLink must be enabled for large-model training; this job trains %2 parameters on %3 GPUs per instance.</source>
        <translation>%1 的文档说明大模型训练必须开启 NVLink；此任务在每台实例 %3 块 GPU 上训练 %2 参数。</translation>
    </message>
    <message>
        <source>Check with nvidia-smi nvlink --status after start-up that every link is active before starting the run.</source>
        <translation>启动后先用 nvidia-smi nvlink --status 确认所有链路都已激活，再开始运行。</translation>
    </message>
    <message>
        <source>Spot instances without checkpoints</source>
        <translation>抢占式实例却没有检查点</translation>
    </message>
    <message>
        <source>The %1 h job runs on spot instances without checkpoints: a reclaim at any point loses all work done so far.</source>
        <translation>这个 %1 小时的任务运行在抢占式实例上且没有检查点：任何时候被回收都会丢失此前的全部工作。</translation>
    </message>
    <message>
        <source>The job runs on spot instances without checkpoints: a reclaim loses all work done so far.</source>
        <translation>任务运行在抢占式实例上且没有检查点：一旦被回收就会丢失此前的全部工作。</translation>
    </message>
    <message>
        <source>Turn on checkpointing (save to OSS regularly), or pay as you go.</source>
        <translation>开启检查点（定期保存到 OSS），或改用按量付费。</translation>
    </message>
    <message>
        <source> Buy with the %1 h protection period: the instance is not reclaimed during it, for about 10 % more than spot without protection.</source>
        <translation>购买时选择 %1 小时保护期：保护期内实例不会被回收，价格比无保护期的抢占式实例高约 10%。</translation>
    </message>
    <message>
        <source>every %1 steps (about %2 min at %3 s per step)</source>
        <translation>每 %1 步（按每步 %3 秒计约 %2 分钟）</translation>
    </message>
    <message>
        <source>every %1 min</source>
        <translation>每 %1 分钟</translation>
    </message>
    <message>
        <source>Checkpoint interval for spot</source>
        <translation>抢占式实例的检查点间隔</translation>
    </message>
    <message>
        <source>The %1 h job runs on spot instances; a reclaim loses the work since the last checkpoint.</source>
        <translation>这个 %1 小时的任务运行在抢占式实例上；被回收会丢失自上次检查点以来的工作。</translation>
    </message>
    <message>
        <source>Save a checkpoint to OSS %1, so a reclaim costs at most that much.%2</source>
        <translation>%1向 OSS 保存一次检查点，实例被回收时最多损失这段时间的训练进度。%2</translation>
    </message>
    <message>
        <source>a monthly subscription costs %1 %2 a month and breaks even at %3 h/month</source>
        <translation>包年包月每月 %1 %2，每月使用 %3 小时即可回本</translation>
    </message>
    <message>
        <source>a monthly subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>a savings plan (1-year commitment) costs %1 %2 a month and breaks even at %3 h/month</source>
        <translation>节省计划（承诺 1 年）每月 %1 %2，每月使用 %3 小时即可回本</translation>
    </message>
    <message>
        <source>a savings plan, if the usage lasts the year</source>
        <translation>如果全年都有使用，可选节省计划</translation>
    </message>
    <message>
        <source>Pay-as-you-go for most of the month</source>
        <translation>长期按量付费，建议改用包年包月或节省计划</translation>
    </message>
    <message>
        <source>The configuration runs about %1 h a month on pay-as-you-go at %2 %3/h: %4 %3 a month. By comparison, %5.</source>
        <translation>该配置每月按量付费运行约 %1 小时，单价 %2 %3/小时：每月 %4 %3。相比之下，%5。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Switch to %1: about %2 %3 a month, %4 %3 less.</source>
        <translation>改用%1：每月约 %2 %3，节省 %4 %3。</translation>
    </message>
    <message>
        <source>Stay on pay-as-you-go at this usage; reconsider if it grows past the break-even hours.</source>
        <translation>按目前的用量继续按量付费；如果用量超过回本时长再重新考虑。</translation>
    </message>
    <message>
        <source>Release the instances when the work is done (keep data in OSS or on a separate disk), and set an automatic stop or release time in the script or a scheduled task.</source>
        <translation>工作完成后释放实例（数据保存在 OSS 或单独的云盘上），并在脚本或定时任务中设置自动停止或释放时间。</translation>
    </message>
    <message>
        <source>Small model on a large card</source>
        <translation>小模型用了大显卡</translation>
    </message>
    <message>
        <source>The model needs %1 GiB, %2 % of the %3 GiB usable on a %4 GB %5; below %6 % most of the card&apos;s memory and compute would sit idle.</source>
        <translation>模型需要 %1 GiB，只占 %4 GB %5 可用 %3 GiB 的 %2%；低于 %6% 时，显卡的大部分显存和算力都会闲置。</translation>
    </message>
    <message>
        <source>Choose %1 with %2 GB per GPU.</source>
        <translation>选择每卡 %2 GB 的 %1。</translation>
    </message>
    <message>
        <source>Choose a smaller card (T4, A10 or L20 class), or share the card (MIG or ACK GPU sharing).</source>
        <translation>选择较小的显卡（T4、A10 或 L20 级别），或共享显卡（MIG 或 ACK 共享 GPU 调度（cGPU））。</translation>
    </message>
    <message>
        <source>Development on a top-end card</source>
        <translation>在顶级显卡上做开发</translation>
    </message>
    <message>
        <source>Develop on %1 and move to the large card for the real run, unless you are debugging the distributed setup itself.</source>
        <translation>在 %1 上开发，正式运行时再换大显卡，除非您调试的正是分布式环境本身。</translation>
    </message>
    <message>
        <source>Develop on a T4 or A10 instance and move to the large card for the real run.</source>
        <translation>在 T4 或 A10 实例上开发，正式运行时再换大显卡。</translation>
    </message>
    <message>
        <source>Retired family</source>
        <translation>已停售的规格族</translation>
    </message>
    <message>
        <source>retired: it can no longer be bought new</source>
        <translation>已停售：无法再新购</translation>
    </message>
    <message>
        <source>Family sold by application only</source>
        <translation>需申请才能购买的规格族</translation>
    </message>
    <message>
        <source>sold only after an application is approved</source>
        <translation>需申请通过后才能购买</translation>
    </message>
    <message>
        <source>Family in preview</source>
        <translation>邀测中的规格族</translation>
    </message>
    <message>
        <source>in (invitational) preview: specification, price and availability may change</source>
        <translation>处于邀测阶段：规格、价格和供货情况都可能调整</translation>
    </message>
    <message>
        <source>Family in some regions only</source>
        <translation>仅部分地域提供的规格族</translation>
    </message>
    <message>
        <source>offered only in some regions</source>
        <translation>仅在部分地域提供</translation>
    </message>
    <message>
        <source>%1 belongs to the %2 family, which is %3.</source>
        <translation>%1 属于 %2 规格族，该规格族%3。</translation>
    </message>
    <message>
        <source>Check in the console that %1 is sold in %2; otherwise choose %3.</source>
        <translation>请在控制台确认 %1 在%2有售；否则选择 %3。</translation>
    </message>
    <message>
        <source>Check in the console that %1 is sold in %2.</source>
        <translation>请在控制台确认 %1 在%2有售。</translation>
    </message>
    <message>
        <source>Choose %1 from a family on general sale.</source>
        <translation>选择正常售卖规格族中的 %1。</translation>
    </message>
    <message>
        <source>Plan for a family on general sale, or contact Alibaba Cloud sales.</source>
        <translation>请按正常售卖的规格族做规划，或联系阿里云销售。</translation>
    </message>
    <message>
        <source>Requested GPU not in the catalog</source>
        <translation>所需 GPU 不在规格价格库中</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a GPU in the catalog, so no ECS family is known to offer it.</source>
        <translation>“%1”不是规格价格库中的 GPU，因此不知道有哪个 ECS 规格族提供它。</translation>
    </message>
    <message>
        <source>Pick one of the catalog&apos;s GPUs; the ranking shows the closest fit for the workload.</source>
        <translation>请从规格价格库中的 GPU 里选择；排名显示了最适合该负载的选项。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The recommended %1 is one of the closest offers.</source>
        <translation>推荐的 %1是最接近的可选项之一。</translation>
    </message>
    <message>
        <source>Choose %1.</source>
        <translation>选择 %1。</translation>
    </message>
    <message>
        <source>Choose one of the closest families, or look at PAI-Lingjun for this class of card.</source>
        <translation>选择最接近的规格族之一，或考虑用 PAI 灵骏获取这一级别的显卡。</translation>
    </message>
    <message>
        <source>Requested GPU not offered on ECS</source>
        <translation>ECS 不提供所需的 GPU</translation>
    </message>
    <message>
        <source>No ECS GPU family offers the %1.</source>
        <translation>没有 ECS GPU 规格族提供 %1。</translation>
    </message>
    <message>
        <source>No ECS GPU family offers the %1; the closest offered: %2.</source>
        <translation>没有 ECS GPU 规格族提供 %1；最接近的可选项：%2。</translation>
    </message>
    <message>
        <source>Latency target not met</source>
        <translation>未达到延迟目标</translation>
    </message>
    <message>
        <source>%1 needs %2 ms per output token at %3 concurrent sequences; the target is %4 ms.</source>
        <translation>%1 在 %3 路并发时每个输出 token 需要 %2 毫秒；目标为 %4 毫秒。</translation>
    </message>
    <message>
        <source>Choose %1 (%2 ms), or lower the concurrency per replica and add replicas.</source>
        <translation>选择 %1（%2 毫秒），或降低每个副本的并发并增加副本。</translation>
    </message>
    <message>
        <source>Lower the concurrency per replica and add replicas, quantise the weights, or choose a card with more memory bandwidth.</source>
        <translation>降低每个副本的并发并增加副本、量化权重，或选择显存带宽更高的显卡。</translation>
    </message>
    <message>
        <source>KV cache leaves too little room</source>
        <translation>KV 缓存空间不足</translation>
    </message>
    <message>
        <source>Quantise the KV cache to 8 bit, shorten the context, or add replicas.</source>
        <translation>将 KV 缓存量化到 8 位、缩短上下文，或增加副本。</translation>
    </message>
    <message>
        <source>Model split across PCIe GPUs</source>
        <translation>模型切分到多块 PCIe GPU 上</translation>
    </message>
    <message>
        <source>%1 is split over %2 GPUs of %3 (%4, %5 GiB needed per GPU): the split adds memory, but every token crosses %4, so latency does not improve.</source>
        <translation>%1 被切分到 %3 的 %2 块 GPU 上（%4，每卡需要 %5 GiB）：切分增加了显存，但每个 token 都要经过 %4，所以延迟不会改善。</translation>
    </message>
    <message>
        <source>The model</source>
        <translation>该模型</translation>
    </message>
    <message>
        <source>For speed, choose %1.</source>
        <translation>如需提速，请选择 %1。</translation>
    </message>
    <message>
        <source>For speed, quantise the model to fit one card or use an NVLink family.</source>
        <translation>如需提速，请量化模型使其能放进一块卡，或使用 NVLink 规格族。</translation>
    </message>
    <message>
        <source>Low load on an always-on instance</source>
        <translation>常驻实例负载很低</translation>
    </message>
    <message>
        <source>%1 requests/s use %2 % of the %3 requests/s this configuration serves (%4 tokens/s ÷ %5 output tokens); below %6 % an always-on instance is mostly paid for idling.</source>
        <translation>%1 请求/秒只用了该配置 %3 请求/秒服务能力的 %2%（%4 token/秒 ÷ %5 个输出 token）；低于 %6% 时，常驻实例的费用大多花在了空闲上。</translation>
    </message>
    <message>
        <source>Serve it on PAI-EAS with autoscaling, or on Function Compute serverless GPU billed per use. The trade-off is the cold start: the first request after idling waits while %1 GiB of weights load.</source>
        <translation>改用开启自动扩缩容的 PAI-EAS，或按使用量计费的函数计算 Serverless GPU。代价是冷启动：空闲后的第一个请求需要等待 %1 GiB 权重加载完成。</translation>
    </message>
    <message>
        <source>Serve it on PAI-EAS with autoscaling, or on Function Compute serverless GPU billed per use. The trade-off is the cold start: the first request after idling waits while the model loads.</source>
        <translation>改用开启自动扩缩容的 PAI-EAS，或按使用量计费的函数计算 Serverless GPU。代价是冷启动：空闲后的第一个请求需要等待模型加载完成。</translation>
    </message>
    <message>
        <source>%1: %2 parameters, %3</source>
        <translation>%1：%2 参数，%3</translation>
    </message>
    <message>
        <source>graphics and rendering → a vGPU family with graphics drivers</source>
        <translation>图形与渲染 → 带图形驱动的 vGPU 规格族</translation>
    </message>
    <message>
        <source>development and debugging → T4/A10-class cards; driver and CUDA compatibility matter more than peak compute</source>
        <translation>开发与调试 → T4/A10 级别显卡；驱动和 CUDA 兼容性比峰值算力更重要</translation>
    </message>
    <message>
        <source>inference under %1 parameters → T4-class (gn6i) for price</source>
        <translation>%1 参数以下的推理 → 出于成本考虑选 T4 级别（gn6i）</translation>
    </message>
    <message>
        <source>inference of %1–%2 parameters, quantisation acceptable → T4 or A10 with autoscaling</source>
        <translation>%1–%2 参数的推理，可接受量化 → T4 或 A10 并开启自动扩缩容</translation>
    </message>
    <message>
        <source>inference above %1 parameters → memory first: 80 GB-class cards or several GPUs per replica</source>
        <translation>%1 参数以上的推理 → 显存优先：80 GB 级别显卡或每个副本多块 GPU</translation>
    </message>
    <message>
        <source>training under %1 parameters → T4 (gn6i) for price</source>
        <translation>%1 参数以下的训练 → 出于成本考虑选 T4（gn6i）</translation>
    </message>
    <message>
        <source>training %1–%2 parameters → V100 (gn6e) or A10 (gn7i) class; watch the interconnect</source>
        <translation>%1–%2 参数的训练 → V100（gn6e）或 A10（gn7i）级别；注意互联方式</translation>
    </message>
    <message>
        <source>more than %1 parameters, adapter fine-tuning → the frozen weights decide: 40 GB and larger cards, or several GPUs with a fast interconnect</source>
        <translation>超过 %1 参数的适配器微调 → 由冻结权重决定：40 GB 及以上显卡，或多块高速互联的 GPU</translation>
    </message>
    <message>
        <source>more than %1 parameters, distributed training → 80 GB-class NVLink GPUs (A100 80 GB, H20)</source>
        <translation>超过 %1 参数的分布式训练 → 80 GB 级别 NVLink GPU（A100 80 GB、H20）</translation>
    </message>
    <message>
        <source>%1 → %2.</source>
        <translation>%1 → %2。</translation>
    </message>
    <message>
        <source>Nothing in the catalog fits the constraints.</source>
        <translation>规格价格库中没有满足这些约束的配置。</translation>
    </message>
    <message>
        <source>%1 instances → multi-node: %2 has eRDMA, as distributed training needs.</source>
        <translation>%1 台实例 → 多机：%2 支持 eRDMA，满足分布式训练的需要。</translation>
    </message>
    <message>
        <source>%1 instances → multi-node over TCP: %2 has no eRDMA (see the network warning).</source>
        <translation>%1 台实例 → 通过 TCP 多机：%2 不支持 eRDMA（见网络警告）。</translation>
    </message>
    <message>
        <source>One instance with %1 GPUs → they talk over %2.</source>
        <translation>一台实例 %1 块 GPU → 通过 %2 通信。</translation>
    </message>
    <message>
        <source>Billing: %1, %2 %3 per GPU-hour.</source>
        <translation>计费：%1，每卡每小时 %2 %3。</translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 (%3 × %4 GB).</source>
        <translation>推荐：%1 × %2（%3 × %4 GB）。</translation>
    </message>
    <message>
        <source>Chosen: %1 × %2 (%3 × %4 GB).</source>
        <translation>已选：%1 × %2（%3 × %4 GB）。</translation>
    </message>
    <message>
        <source>Recommended:</source>
        <translation>推荐：</translation>
    </message>
    <message>
        <source>This departs from the rule of thumb because the estimate finds it fits and meets the constraints at a lower cost.</source>
        <translation>这与经验法则不同：估算表明它的显存满足要求、符合各项约束，而且成本更低。</translation>
    </message>
    <message>
        <source>Run a short test on one %1 first and watch nvidia-smi: GPU utilisation below %2 % means the CPU or I/O is the bottleneck (more data-loader workers, prefetching, faster storage).</source>
        <translation>建议先在一台 %1 上短时试运行，并用 nvidia-smi 观察：GPU 利用率低于 %2% 说明瓶颈在 CPU 或 I/O（增加数据加载进程、预取、换用更快的存储）。</translation>
    </message>
    <message>
        <source>Create CloudMonitor alerts for GPU memory above %1 % and GPU temperature at %2 °C or above.</source>
        <translation>在云监控中为 GPU 显存使用率超过 %1%、GPU 温度达到 %2 °C 及以上设置报警规则。</translation>
    </message>
    <message>
        <source>Checkpoint to OSS every %1 steps (about every %2 min at %3 s per step).</source>
        <translation>每 %1 步向 OSS 保存一次检查点（按每步 %3 秒计约每 %2 分钟）。</translation>
    </message>
    <message>
        <source>Checkpoint to OSS about every %1 min.</source>
        <translation>约每 %1 分钟向 OSS 保存一次检查点。</translation>
    </message>
    <message>
        <source>Use an official Alibaba Cloud GPU image; %1 supports %2.</source>
        <translation>使用阿里云官方 GPU 镜像；%1 支持 %2。</translation>
    </message>
    <message>
        <source>Use an official Alibaba Cloud GPU image with the driver and CUDA version the family page lists.</source>
        <translation>使用阿里云官方 GPU 镜像，并采用规格族页面列出的驱动和 CUDA 版本。</translation>
    </message>
    <message>
        <source>For eRDMA, set the MTU to 8500 with jumbo frames (1400 without) before running NCCL; a wrong MTU corrupts data.</source>
        <translation>使用 eRDMA 时，请在运行 NCCL 前把 MTU 设为 8500（启用巨帧）或 1400（未启用）；MTU 设置错误会导致数据一致性问题。</translation>
    </message>
    <message>
        <source>Encrypt the system and data disks (KMS) and transfers if the model or data is sensitive.</source>
        <translation>如果模型或数据敏感，请加密系统盘、数据盘（KMS）和传输过程。</translation>
    </message>
    <message>
        <source>Release the instances when the work is done: stopped GPU instances keep charging.</source>
        <translation>工作完成后请释放实例：普通停机的 GPU 实例仍会全额计费。</translation>
    </message>
    <message>
        <source>Managed option: deploy on PAI-EAS with autoscaling instead of managing the instances yourself.</source>
        <translation>托管方案：部署在开启自动扩缩容的 PAI-EAS 上，不必自己管理实例。</translation>
    </message>
    <message>
        <source>The model uses %1 GiB of %2 GiB: ACK with GPU sharing can put several such services on one card (isolate memory if usage varies).</source>
        <translation>模型只用了 %2 GiB 中的 %1 GiB：ACK 的 GPU 共享可以把多个这样的服务放在一块卡上（用量波动时请隔离显存）。</translation>
    </message>
    <message>
        <source>Managed option: run the job on PAI-DLC, which schedules the GPUs and provides the drivers and CUDA.</source>
        <translation>托管方案：在 PAI-DLC 上运行任务，由它调度 GPU 并提供驱动和 CUDA。</translation>
    </message>
    <message>
        <source>Managed option: PAI-DLC or ACK with GPU sharing for a team&apos;s development environments.</source>
        <translation>托管方案：用 PAI-DLC（分布式训练）或开启共享 GPU 调度（cGPU）的 ACK 为团队提供开发环境。</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>none: CPU, memory, storage, network and billing are in balance</source>
        <translation>未发现问题：CPU、内存、存储、网络与计费方式配置合理</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>建议操作：%1</translation>
    </message>
    <message>
        <source>Decision path</source>
        <translation>决策路径</translation>
    </message>
    <message>
        <source>Operations checklist</source>
        <translation>运维检查清单</translation>
    </message>
    <message>
        <source>The %1 has no FP8 arithmetic: FP8 weights run weight-only (W8A16, e.g. vLLM&apos;s FP8 Marlin kernels), stored and read as 8 bit but computed in 16 bit. Decode speed, which memory bandwidth limits, is as estimated; prefill is not faster than 16 bit.</source>
        <translation>%1 没有 FP8 运算单元：FP8 权重只能以仅权重方式运行（W8A16，例如 vLLM 的 FP8 Marlin 内核），按 8 位存储和读取，但按 16 位计算。受显存带宽限制的解码速度与估算一致；预填充不会比 16 位更快。</translation>
    </message>
    <message>
        <source>For a mixture-of-experts model, check that your serving engine runs FP8 experts weight-only on this GPU: vLLM long ran FP8 MoE only on FP8 hardware.</source>
        <translation>对于混合专家（MoE）模型，请确认所用推理引擎能在这款 GPU 上以仅权重方式运行 FP8 专家：vLLM 曾长期只在具备 FP8 硬件的 GPU 上运行 FP8 MoE。</translation>
    </message>
    <message>
        <source>FP8 without FP8 hardware</source>
        <translation>没有 FP8 硬件却使用 FP8</translation>
    </message>
    <message>
        <source>For FP8 arithmetic, choose %1.</source>
        <translation>如需 FP8 运算，请选择 %1。</translation>
    </message>
    <message>
        <source>For FP8 arithmetic, choose a Hopper, Ada Lovelace or Blackwell GPU (gn8v, gn8is, gn9gc).</source>
        <translation>如需 FP8 运算，请选择 Hopper、Ada Lovelace 或 Blackwell 架构的 GPU（gn8v、gn8is、gn9gc）。</translation>
    </message>
    <message>
        <source>The %1 GiB of frozen base weights do not fit one %2, so ZeRO-3 shards them over %3 GPUs that talk over %4 and gathers them again for every micro-batch. The time estimate hides that traffic behind compute; with shorter sequences or smaller micro-batches it will not stay hidden.</source>
        <translation>%1 GiB 的冻结基座权重放不进一块 %2，因此 ZeRO-3 把它们切分到 %3 块经 %4 互联的 GPU 上，并在每个 micro-batch 重新收集。时间估算假定这部分通信被计算掩盖；序列更短或 micro-batch 更小时就掩盖不住了。</translation>
    </message>
    <message>
        <source>Fine-tune split over PCIe</source>
        <translation>微调任务被切分到 PCIe 多卡</translation>
    </message>
    <message>
        <source>Choose %1: one GPU holds the whole model, for %2 % more.</source>
        <translation>选择 %1：一块 GPU 就能装下整个模型，费用高 %2%。</translation>
    </message>
    <message>
        <source>Choose %1: one GPU holds the whole model, for no more money.</source>
        <translation>选择 %1：一块 GPU 就能装下整个模型，费用不增加。</translation>
    </message>
    <message>
        <source>If the time matters more than the price, choose a card that holds the whole model (more than %1 GiB usable, such as L20 48 GB or A100 80 GB).</source>
        <translation>如果时间比价格更重要，请选择能装下整个模型的卡（可用显存超过 %1 GiB，例如 L20 48 GB 或 A100 80 GB）。</translation>
    </message>
    <message>
        <source>%1: %2 dense parameters and %3 GB of embedding tables, %4</source>
        <translation>%1：稠密参数 %2，嵌入表 %3 GB，%4</translation>
    </message>
    <message>
        <source>recommendation → memory for the tables decides (on the GPUs, split by rows, or their cold rows in host memory); the dense towers need little compute</source>
        <translation>推荐模型 → 由嵌入表所需的内存决定（放在 GPU 上按行切分，或把冷门行放进主机内存）；稠密塔需要的算力很少</translation>
    </message>
    <message>
        <source>The tables outgrow the GPUs → %1 % of their rows stay in the instance&apos;s memory; their lookups cross PCIe.</source>
        <translation>嵌入表超出 GPU 显存 → 其中 %1 % 的行留在实例内存中；对这些行的查表要经过 PCIe。</translation>
    </message>
    <message>
        <source>Tables split by rows over %1 GPUs → every step trades the looked-up rows between them (all-to-all).</source>
        <translation>嵌入表按行切分到 %1 块 GPU 上 → 每一步都要在它们之间交换查到的行（all-to-all）。</translation>
    </message>
    <message>
        <source>%1 %2/h, %3 %2 for every idle day</source>
        <translation>%1 %2/小时，每闲置一天 %3 %2</translation>
    </message>
    <message>
        <source>%1 × %2 has local disks, so economical mode does not apply: stopped, it keeps charging in full.</source>
        <translation>%1 × %2 带本地盘，不支持节省停机模式：停机后仍全额计费。</translation>
    </message>
    <message>
        <source>%1 × %2 has local disks, so economical mode does not apply: stopped, it keeps charging in full (%3).</source>
        <translation>%1 × %2 带本地盘，不支持节省停机模式：停机后仍全额计费（%3）。</translation>
    </message>
    <message>
        <source>%1 × %2 keeps charging in full when stopped normally%3. Stopped in economical mode, its vCPUs, memory and GPUs stop charging (disks still charge), but they are released: a restart can fail when the type is out of stock.</source>
        <translation>%1 × %2 普通停机后仍全额计费%3。以节省停机模式停机时，vCPU、内存和 GPU 暂停计费（云盘照常计费），但这些资源会被回收：再次启动时可能因该规格库存不足而失败。</translation>
    </message>
    <message>
        <source> (%1)</source>
        <comment>the cost of idling</comment>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Stopped instances with local disks keep charging</source>
        <translation>带本地盘的实例停机后仍计费</translation>
    </message>
    <message>
        <source>A normal stop keeps the GPUs charging</source>
        <translation>普通停机时 GPU 仍在计费</translation>
    </message>
    <message>
        <source>First token too slow</source>
        <translation>首 token 太慢</translation>
    </message>
    <message>
        <source>Shorten the prompt, or choose cards with more compute: reading the prompt is limited by arithmetic, not by memory bandwidth.</source>
        <translation>缩短提示词，或选择算力更强的显卡：读取提示词受算力限制，而不是显存带宽。</translation>
    </message>
    <message>
        <source>%1 instances, one per desktop session → they do not talk to each other, so no fast network is needed between them.</source>
        <translation>%1 台实例，每个桌面会话一台 → 实例之间互不通信，因此不需要高速网络。</translation>
    </message>
    <message>
        <source>%1 instances → %2 whole copies of the model that answer requests on their own, so no fast network is needed between the instances.</source>
        <translation>%1 台实例 → %2 份完整的模型副本，各自独立响应请求，因此实例之间不需要高速网络。</translation>
    </message>
    <message>
        <source>Each session needs %1 GiB; a %2 GiB slice holds it → one instance per session.</source>
        <translation>每个会话需要 %1 GiB；一个 %2 GiB 的切片可以容纳 → 每个会话一台实例。</translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 (a %3 GB vGPU slice each).</source>
        <translation>推荐：%1 × %2（每台一个 %3 GB 的 vGPU 切片）。</translation>
    </message>
    <message>
        <source>Chosen: %1 × %2 (a %3 GB vGPU slice each).</source>
        <translation>已选：%1 × %2（每台一个 %3 GB 的 vGPU 切片）。</translation>
    </message>
    <message>
        <source>.</source>
        <comment>the end of a sentence</comment>
        <translation>。</translation>
    </message>
    <message>
        <source>In this job the GPUs wait on that exchange for %1 % of each step.</source>
        <translation>在本任务中，每个训练步有 %1% 的时间 GPU 在等待梯度同步。</translation>
    </message>
    <message>
        <source>Exchanging gradients adds %1 s to each %2 s step (%3 %), more than %4 %: across %5 nodes the GPUs wait for the network%6.</source>
        <translation>梯度同步让每个 %2 秒的训练步多出 %1 秒（%3%），超过 %4%：%5 个节点之间，GPU 在等网络%6。</translation>
    </message>
    <message>
        <source>Exchanging gradients adds %1 s to each %2 s step (%3 %), more than %4 %: over %5 the GPUs wait for the link.</source>
        <translation>梯度同步让每个 %2 秒的训练步多出 %1 秒（%3%），超过 %4%：GPU 在等 %5 链路。</translation>
    </message>
    <message>
        <source>Managed option: Alibaba Cloud Workspace (Wuying cloud desktops) sells graphics desktops per desktop; compare its price with these vGPU instances.</source>
        <translation>托管方案：阿里云无影云电脑按台提供图形桌面；可将其价格与这些 vGPU 实例比较。</translation>
    </message>
    <message>
        <source>%1 holds the model, but its KV cache has little room beyond the requests you expect: a longer request or a burst of users waits for memory.</source>
        <translation>%1 能放下模型，但 KV 缓存在预期请求之外几乎没有余量：更长的请求或突增的用户都要等显存。</translation>
    </message>
    <message>
        <source>%1 leaves %2 % of its usable GPU memory free, less than the %3 % margin (%4).</source>
        <translation>%1 可用显存只剩 %2 %，低于 %3 % 的余量（%4）。</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>您设定的</translation>
    </message>
    <message>
        <source>the default; set your own in the scenario</source>
        <translation>默认值；可在场景中设定您自己的余量</translation>
    </message>
    <message>
        <source>Choose %1 (%2 % free)</source>
        <translation>选择 %1（剩余 %2 %）</translation>
    </message>
    <message>
        <source>%1, %2 % dearer.</source>
        <translation>%1，贵 %2 %。</translation>
    </message>
    <message>
        <source>Shorten the sequences, lower the batch, or use gradient checkpointing or a lower precision.</source>
        <translation>缩短序列、减小批量，或使用梯度检查点、更低的精度。</translation>
    </message>
    <message>
        <source>Little memory to spare</source>
        <translation>显存余量很小</translation>
    </message>
    <message>
        <source>On %1 a lone request waits %2 s for the first token of a %3-token prompt, longer than the %4 s users are commonly held to (MLPerf Inference&apos;s server target). The scenario sets no first-token target, so the ranking stays by cost; set one if your users need it.</source>
        <translation>在 %1 上，单个 %3 token 提示的请求要等 %2 秒才得到首个 token，超过通常采用的 %4 秒（MLPerf Inference 服务器场景的目标）。场景没有设定首 token 目标，所以排名仍按成本；如果您的用户需要，请设定一个。</translation>
    </message>
    <message>
        <source>On %1 a lone request waits %2 s for the first token of a %3-token prompt, longer than your %4 s target, so none of your users is served within the targets.</source>
        <translation>在 %1 上，单个 %3 token 提示的请求要等 %2 秒才得到首个 token，超过您设定的 %4 秒目标，所以没有用户能在目标内得到服务。</translation>
    </message>
    <message>
        <source>Choose %1 (first token in %2 s)</source>
        <translation>选择 %1（首 token %2 秒）</translation>
    </message>
    <message>
        <source>%1, %2 % dearer a month.</source>
        <translation>%1，每月贵 %2 %。</translation>
    </message>
    <message>
        <source>%1, at no extra cost.</source>
        <translation>%1，不增加成本。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>%1 (%2 raises its own warning: %3.)</source>
        <comment>a fix, then a note on its alternative</comment>
        <translation>%1（%2 本身也有警告：%3。）</translation>
    </message>
    <message>
        <source>Offload does not fit in host memory</source>
        <translation>卸载的数据放不进主机内存</translation>
    </message>
    <message>
        <source>The offloaded training state needs %1 GiB of host memory on each instance; %2 has %3 GiB, of which about %4 % can be given to it beside the system and the data loader.</source>
        <translation>卸载的训练状态在每台实例上需要 %1 GiB 主机内存；%2 有 %3 GiB，除去操作系统和数据加载进程，约 %4% 可用于卸载。</translation>
    </message>
    <message>
        <source>Choose %1, or offload less (the optimizer only), or spread the job over more instances.</source>
        <translation>选择 %1，或减少卸载内容（只卸载优化器），或把任务分布到更多实例上。</translation>
    </message>
    <message>
        <source>Offload less (the optimizer only), or spread the job over more instances so each holds a smaller share.</source>
        <translation>减少卸载内容（只卸载优化器），或把任务分布到更多实例上，使每台实例承担更小的份额。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a GPU and its instance family</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>This departs from the rule of thumb: the estimate recommends %1; the best %2 configuration, %3, ranks lower: %4.</source>
        <translation>这与经验法则不同：估算推荐 %1；%2中最优的配置 %3 排名靠后：%4。</translation>
    </message>
    <message>
        <source>This departs from the rule of thumb: the estimate recommends %1, as no %2 configuration meets the scenario (%3: %4).</source>
        <translation>这与经验法则不同：估算推荐 %1，因为没有任何 %2 配置满足该场景（%3：%4）。</translation>
    </message>
    <message>
        <source>This departs from the rule of thumb: the estimate recommends %1, as the catalog offers no %2 configuration for this scenario.</source>
        <translation>这与经验法则不同：估算推荐 %1，因为规格价格库中没有适用于该场景的 %2 配置。</translation>
    </message>
    <message>
        <source>%1 needs %2 at %3 concurrent requests; the target is %4 ms.</source>
        <translation>%1 在 %3 个并发请求时为%2；延迟目标为 %4 毫秒。</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <comment>a share of one GPU, as 1/4</comment>
        <translation>%1 块 GPU</translation>
    </message>
    <message>
        <source>Needs %1 GiB per GPU (%2 GiB usable per card) → %3: tensor parallel %4 × data parallel %5.</source>
        <comment>%3 is the GPUs in total, as &quot;2 GPUs&quot;</comment>
        <translation>每卡需要 %1 GiB（每卡可用 %2 GiB）→ %3：张量并行 %4 × 数据并行 %5。</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 vCPU for %n GPU(s): %3 vCPU per GPU, below the %4 per GPU that tokenisation, pre-processing and the serving front end need.</source>
        <translation>
            <numerusform>%1 有 %2 个 vCPU，对应 %n 块 GPU：每块 GPU %3 个 vCPU，低于分词、预处理和服务前端所需的每卡 %4 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>Development and debugging on %1 (%2 GB per GPU, %3 %4 per GPU-hour); a T4- or A10-class card runs the same CUDA code for day-to-day debugging at a fraction of the price.</source>
        <translation>在 %1（每卡 %2 GB，每 GPU 小时 %3 %4）上开发调试；T4 或 A10 级显卡能运行同样的 CUDA 代码，日常调试只需其一小部分的价格。</translation>
    </message>
    <message>
        <source>Development and debugging on %1 (%2 GB per GPU); a T4- or A10-class card runs the same CUDA code for day-to-day debugging at a fraction of the price.</source>
        <translation>在 %1（每卡 %2 GB）上开发调试；T4 或 A10 级显卡能运行同样的 CUDA 代码，日常调试只需其一小部分的价格。</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 vCPU for %n GPU(s): %3 vCPU per GPU, below the %4 per GPU that data loading and augmentation need in training (Alibaba&apos;s current training families give each GPU at least 8).</source>
        <translation>
            <numerusform>%1 有 %2 个 vCPU、%n 块 GPU：每块 GPU %3 个 vCPU，低于训练时数据加载和增强所需的每卡 %4 个（阿里云现有训练类规格族每块 GPU 至少配 8 个）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has %2 GiB of host memory for %3 GiB of GPU memory: %4×. This advisor suggests %5–%6× for training, so data-loader workers, the page cache and checkpoint staging have room. This is its own cautious guideline, not a vendor figure or a hard limit: Alibaba&apos;s 8-GPU training sizes have less, and with a streaming data loader and sharded checkpoints less is often enough.</source>
        <translation>%1 有 %2 GiB 内存，对应 %3 GiB 显存：%4 倍。本工具建议训练时配 %5–%6 倍，为数据加载进程、页缓存和检查点暂存留出空间。这是本工具自己的保守建议，并非厂商数值，也不是硬性限制：阿里云的 8 卡训练规格配得更少，使用流式数据加载和分片检查点时，更少的内存往往也够用。</translation>
    </message>
    <message>
        <source>%1 has %2 Gbit/s of baseline VPC bandwidth; this advisor asks for at least %3 Gbit/s for multi-node all-reduce.</source>
        <translation>%1 的 VPC 基础带宽为 %2 Gbit/s；本工具要求多机 AllReduce 至少有 %3 Gbit/s。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln 块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln graphics session(s) of %1 GiB GPU memory each</source>
        <translation>
            <numerusform>%Ln 个图形会话，每个需要 %1 GiB 显存</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The KV caches hold %1 sequences of %2 + %3 tokens in all (%4 per replica, %Ln replica(s)); %5 concurrent with %6 % headroom need %7 per replica.</source>
        <translation>
            <numerusform>KV 缓存总共可容纳 %1 个 %2 + %3 token 的序列（每个副本 %4 个，共 %Ln 个副本）；%5 个并发加 %6 % 余量，每个副本需要 %7 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %1, whose caches hold %2 sequences in all (%3 per replica, %Ln replica(s)).</source>
        <translation>
            <numerusform>选择 %1，其 KV 缓存总共可容纳 %2 个序列（每个副本 %3 个，共 %Ln 个副本）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Advisor::AliyunFetchJob</name>
    <message>
        <source>throttled by the API; attempt %1 in %2 s</source>
        <translation>被 API 限流；%2 秒后进行第 %1 次尝试</translation>
    </message>
</context>
<context>
    <name>Advisor::Cli</name>
    <message>
        <source>%1: not valid (%2 errors)</source>
        <translation>%1：无效（%2 个错误）</translation>
    </message>
    <message>
        <source>%1: valid. %2 %3, %4 GPUs, %5 families, %6 instance types, %7 prices (price date %8)</source>
        <translation>%1：有效。%2 %3，%4 种 GPU，%5 个规格族，%6 个实例规格，%7 条价格（价格日期 %8）</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; see gpu-advisor --help</source>
        <translation>未知命令“%1”；请查看 gpu-advisor --help</translation>
    </message>
    <message>
        <source>option --%1 needs a value</source>
        <translation>选项 --%1 需要一个值</translation>
    </message>
    <message>
        <source>unknown option --%1</source>
        <translation>未知选项 --%1</translation>
    </message>
    <message>
        <source>embedded catalog</source>
        <translation>内置规格价格库</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; expected %2</source>
        <translation>未知格式“%1”；应为 %2</translation>
    </message>
    <message>
        <source>--scenario FILE is required</source>
        <translation>必须提供 --scenario 文件</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出处</translation>
    </message>
    <message>
        <source>Memory on one GPU, unsplit</source>
        <translation>单卡显存（不切分）</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Model: %1, %2 B parameters</source>
        <translation>模型：%1，%2B 参数</translation>
    </message>
    <message>
        <source>Training compute: %1 FLOPs</source>
        <translation>训练计算量：%1 FLOPs</translation>
    </message>
    <message>
        <source>--top expects a whole number from 1 to 10000</source>
        <translation>--top 需要 1 到 10000 之间的整数</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <source>Nothing fits. What would:</source>
        <translation>没有可行的配置。可以这样调整：</translation>
    </message>
    <message>
        <source>Why #1:</source>
        <translation>第 1 名的理由：</translation>
    </message>
    <message>
        <source>embedded rules</source>
        <translation>内置规则</translation>
    </message>
    <message>
        <source>--lang expects en or zh_CN, found &quot;%1&quot;</source>
        <translation>--lang 应为 en 或 zh_CN，实际为“%1”</translation>
    </message>
    <message>
        <source>the Chinese translation is missing from this build</source>
        <translation>此版本缺少中文翻译</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message numerus="yes">
        <source>wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>已写入 %1（%n 页）</numerusform>
        </translation>
    </message>
    <message>
        <source>Defaults used for fields the scenario leaves out:</source>
        <translation>场景中未填写的字段使用了以下默认值：</translation>
    </message>
    <message>
        <source>One row per family, its best-ranked size; --all-sizes lists every size.</source>
        <translation>每个规格族只列一行，即排名最高的规格；--all-sizes 列出所有规格。</translation>
    </message>
    <message>
        <source>%1 is not a usable scenario file</source>
        <translation>%1 不是可用的场景文件</translation>
    </message>
    <message>
        <source>note: </source>
        <translation>提示：</translation>
    </message>
    <message>
        <source>nothing was written</source>
        <translation>未写入任何文件</translation>
    </message>
    <message>
        <source>unknown option %1; see gpu-advisor --help</source>
        <translation>未知选项 %1；请查看 gpu-advisor --help</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; did you mean &quot;%2&quot;? See gpu-advisor --help</source>
        <translation>未知命令“%1”；您是想输入“%2”吗？请查看 gpu-advisor --help</translation>
    </message>
    <message>
        <source>no command given; see gpu-advisor --help</source>
        <translation>未指定命令；请查看 gpu-advisor --help</translation>
    </message>
    <message>
        <source>out of memory; nothing more was done</source>
        <translation>内存不足；未再执行任何操作</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>内部错误：%1</translation>
    </message>
    <message>
        <source>option --%1 takes no value</source>
        <translation>选项 --%1 不接受取值</translation>
    </message>
    <message>
        <source>--%1 names the input file given with --%2 (&quot;%3&quot;); nothing was written</source>
        <translation>--%1 指向了 --%2 给出的输入文件（“%3”）；未写入任何文件</translation>
    </message>
    <message>
        <source>--%1 is %2 characters long; at most %3 fit on the report&apos;s cover</source>
        <translation>--%1 长 %2 个字符；报告封面最多容纳 %3 个字符</translation>
    </message>
    <message>
        <source>gpu-advisor: no display to open the wizard on (DISPLAY and WAYLAND_DISPLAY are not set). The commands run without one: gpu-advisor --help
</source>
        <translation>gpu-advisor：没有可打开向导的显示环境（未设置 DISPLAY 和 WAYLAND_DISPLAY）。命令行子命令无需显示环境：gpu-advisor --help
</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>--%1 expects a whole number from %2 to %3, found &quot;%4&quot;</source>
        <translation>--%1 需要 %2 到 %3 之间的整数，实际为“%4”</translation>
    </message>
    <message>
        <source>give either --families F,… (for example --families gn7i,gn8is) or --all</source>
        <translation>请指定 --families F,…（例如 --families gn7i,gn8is）或 --all，二者选一</translation>
    </message>
    <message>
        <source>--families: unknown family &quot;%1&quot; (not in the catalog)</source>
        <translation>--families：未知的实例规格族“%1”（规格价格库中没有）</translation>
    </message>
    <message>
        <source>--families names no instance type</source>
        <translation>--families 未包含任何实例规格</translation>
    </message>
    <message>
        <source>the aliyun client did not answer within %1 s and was stopped (check the network, or give more time with --timeout)</source>
        <translation>阿里云 CLI（aliyun）在 %1 秒内没有响应，已被终止（请检查网络，或用 --timeout 给出更长时间）</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>PAYG list /h</source>
        <translation>按量付费官网价 /小时</translation>
    </message>
    <message>
        <source>PAYG yours /h</source>
        <translation>按量付费您的价格 /小时</translation>
    </message>
    <message>
        <source>1 month list</source>
        <translation>包年包月 1 个月官网价</translation>
    </message>
    <message>
        <source>1 month yours</source>
        <translation>包年包月 1 个月您的价格</translation>
    </message>
    <message>
        <source>Spot /h (zone)</source>
        <translation>抢占式实例 /小时（可用区）</translation>
    </message>
    <message>
        <source>Zones with stock</source>
        <translation>有库存的可用区</translation>
    </message>
    <message>
        <source>--region: unknown region &quot;%1&quot;; the catalog knows %2</source>
        <translation>--region：未知的地域“%1”；规格价格库中有 %2</translation>
    </message>
    <message>
        <source>--zone: %1 is not a zone of %2 (zones are named like %2-a)</source>
        <translation>--zone：%1 不是 %2 的可用区（可用区名称形如 %2-a）</translation>
    </message>
    <message>
        <source>--aliyun: %1 is not an executable file</source>
        <translation>--aliyun：%1 不是可执行文件</translation>
    </message>
    <message>
        <source>the aliyun command-line client is not installed (not found on PATH). Install it (https://github.com/aliyun/aliyun-cli), run &quot;aliyun configure&quot;, or give its path with --aliyun</source>
        <translation>未安装 阿里云 CLI（aliyun）（PATH 中找不到）。请安装它（https://github.com/aliyun/aliyun-cli）并运行“aliyun configure”，或用 --aliyun 指定其路径</translation>
    </message>
    <message>
        <source>  throttled by the API; attempt %1 in %2 s</source>
        <translation>  被 API 限流；%2 秒后进行第 %1 次尝试</translation>
    </message>
    <message>
        <source>cannot write the log %1: %2</source>
        <translation>无法写入日志 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not offered in %2; no price for it</source>
        <translation>%2 不售卖 %1；没有它的价格</translation>
    </message>
    <message>
        <source>the prices are in %1 but the catalog is in %2: the price import will refuse them (the international site quotes USD, the China site CNY)</source>
        <translation>价格以 %1 计，而规格价格库以 %2 计：价格导入会拒绝它们（国际站报价为美元，中国站为人民币）</translation>
    </message>
    <message>
        <source>none of the %1 instance types asked for is offered in %2; nothing was written</source>
        <translation>所请求的 %1 个实例规格在 %2 均不售卖；未写入任何文件</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>wrote %1 prices to %2 and every request and answer to %3</source>
        <translation>已将 %1 条价格写入 %2，所有请求和应答写入 %3</translation>
    </message>
    <message>
        <source>stopped: %1</source>
        <translation>已停止：%1</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>INCOMPLETE: %1 was not written; the %2 prices fetched are in %3</source>
        <translation>不完整：未写入 %1；已获取的 %2 条价格在 %3 中</translation>
    </message>
    <message>
        <source>no price was fetched; %1 was not written</source>
        <translation>未获取到任何价格；未写入 %1</translation>
    </message>
    <message>
        <source>every request and answer is in %1</source>
        <translation>所有请求和应答在 %1 中</translation>
    </message>
    <message>
        <source>--%1 and --%2 name the same file &quot;%3&quot;; nothing was written</source>
        <translation>--%1 和 --%2 指向同一个文件“%3”；未写入任何文件</translation>
    </message>
    <message>
        <source>--pdf OUT, --csv OUT or --xlsx OUT is required</source>
        <translation>请至少指定 --pdf、--csv 或 --xlsx 之一</translation>
    </message>
    <message>
        <source>[page %1] DescribeInstanceTypes</source>
        <translation>[第 %1 页] DescribeInstanceTypes</translation>
    </message>
    <message>
        <source>the aliyun client is not configured: run &quot;aliyun configure&quot;</source>
        <translation>阿里云 CLI（aliyun）尚未配置：请运行“aliyun configure”</translation>
    </message>
    <message>
        <source>DescribeInstanceTypes failed: %1; nothing was compared</source>
        <translation>DescribeInstanceTypes 调用失败：%1；未做任何比较</translation>
    </message>
    <message>
        <source>DescribeInstanceTypes answered %1; nothing was compared</source>
        <translation>DescribeInstanceTypes 的应答%1；未做任何比较</translation>
    </message>
    <message>
        <source>%1 instance types described, %2 of them in the catalog</source>
        <translation>共描述了 %1 个实例规格，其中 %2 个在规格价格库中</translation>
    </message>
    <message>
        <source>+ %1 (%2): %3 × %4, %5 vCPU, %6 GiB — not in the catalog</source>
        <translation>+ %1（%2）：%3 × %4，%5 vCPU，%6 GiB — 不在规格价格库中</translation>
    </message>
    <message>
        <source>~ %1 %2: catalog %3, Alibaba %4</source>
        <translation>~ %1 %2：规格价格库 %3，阿里云 %4</translation>
    </message>
    <message>
        <source>no differences</source>
        <translation>没有差异</translation>
    </message>
    <message>
        <source>nothing was changed; give --out FILE to write a catalog with these changes</source>
        <translation>未做任何修改；如需写出包含这些修改的规格价格库，请提供 --out 文件</translation>
    </message>
    <message>
        <source>wrote %1 with %2 changed values; new types are listed, not added (each needs its family and GPU in the catalog); open it with --catalog or File › Open catalog</source>
        <translation>已写出 %1，其中修改了 %2 个取值；新规格只列出、不添加（每个都需要在规格价格库中有其规格族和 GPU）；请用 --catalog 或“文件 › 打开规格价格库文件”打开它</translation>
    </message>
    <message>
        <source>--date expects YYYY-MM-DD, found &quot;%1&quot;</source>
        <translation>--date 应为 YYYY-MM-DD，实际为“%1”</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>%1 was not written</source>
        <translation>未写入 %1</translation>
    </message>
    <message>
        <source>%1 %2 %3: %4 %5 (%6), from %7</source>
        <translation>%1 %2 %3：%4 %5（%6），来自 %7</translation>
    </message>
    <message>
        <source>spot %1 in %2: %3 %4 per hour at %5 (not written: the price file holds list prices)</source>
        <translation>抢占式实例 %1（%2）：每小时 %3 %4，时间 %5（未写入：价格文件只记录官网价）</translation>
    </message>
    <message>
        <source>no stock: %1 in zone %2 (%3)</source>
        <translation>无库存：%1，可用区 %2（%3）</translation>
    </message>
    <message>
        <source>wrote %1 list prices to %2</source>
        <translation>已将 %1 条官网价写入 %2</translation>
    </message>
    <message>
        <source>In business terms:</source>
        <translation>业务视角：</translation>
    </message>
    <message>
        <source>give the scenario once: as --scenario FILE or as FILE</source>
        <translation>场景只需给出一次：用 --scenario 文件，或直接写文件名</translation>
    </message>
    <message>
        <source>nothing fits</source>
        <translation>没有可行配置</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>misses a target</source>
        <translation>未达到目标</translation>
    </message>
    <message>
        <source>--months expects a whole number from 1 to %1</source>
        <translation>--months 应为 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>%1 has no project phases: add &quot;project&quot;: {&quot;phases&quot;: [...]} or give --months N</source>
        <translation>%1 没有项目阶段：请添加 &quot;project&quot;: {&quot;phases&quot;: [...]}，或指定 --months N</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Cost by month under each billing model:</source>
        <translation>各计费方式下的逐月费用：</translation>
    </message>
    <message>
        <source>Project total, cheapest: %1 with %2</source>
        <translation>项目总额（最低）：%1，采用%2</translation>
    </message>
    <message>
        <source>phase %1: %2</source>
        <translation>阶段 %1：%2</translation>
    </message>
    <message>
        <source>Each phase on its cheapest billing model (%1): %2</source>
        <translation>每个阶段采用各自最便宜的计费方式（%1）：%2</translation>
    </message>
    <message>
        <source>%1 is cheaper than pay-as-you-go from month %2 on</source>
        <translation>自第 %2 个月起，%1 比按量付费便宜</translation>
    </message>
    <message>
        <source>%1 does not pay off against pay-as-you-go within the project</source>
        <translation>在项目期内，%1相比按量付费无法回本</translation>
    </message>
    <message>
        <source>Month %1: the phase&apos;s first type no longer fits the load; %2 is used</source>
        <translation>第 %1 个月：该阶段最初的实例规格已无法承载负载，改用 %2</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>假设：</translation>
    </message>
    <message>
        <source>Nothing fits the scenario as it is, so there is nothing to move.</source>
        <translation>按当前场景没有可行配置，因此无从分析变动。</translation>
    </message>
    <message>
        <source>Recommended: %1, %2 for the whole job</source>
        <translation>推荐：%1，整个任务 %2</translation>
    </message>
    <message>
        <source>Recommended: %1, %2 a month</source>
        <translation>推荐：%1，每月 %2</translation>
    </message>
    <message>
        <source>Each driver moved −50 % and +50 % (precision and billing: the neighbouring choice); &quot;same type&quot; holds %1, &quot;best&quot; re-ranks. Largest swing first.</source>
        <translation>每个影响因素分别变动 −50% 和 +50%（精度和计费方式取相邻选项）；“同一规格”固定为 %1，“最佳”为重新排名的结果。按波动从大到小排列。</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>影响因素</translation>
    </message>
    <message>
        <source>−50 %</source>
        <translation>−50%</translation>
    </message>
    <message>
        <source>Same type</source>
        <translation>同一规格</translation>
    </message>
    <message>
        <source>+50 %</source>
        <translation>+50%</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>波动</translation>
    </message>
    <message>
        <source>Best at −50 %</source>
        <translation>−50% 时最佳</translation>
    </message>
    <message>
        <source>Best at +50 %</source>
        <translation>+50% 时最佳</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between sentences of a list; Chinese: ；</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Cheapest regions:</source>
        <translation>最便宜的地域：</translation>
    </message>
    <message>
        <source>None of these is priced in more than one region.</source>
        <translation>以上配置均只有一个地域有价格，无法比较。</translation>
    </message>
    <message>
        <source>: %1 × %2</source>
        <translation>：%1 × %2</translation>
    </message>
    <message>
        <source>--%1 %2 is also an input; the output would overwrite it</source>
        <translation>--%1 %2 同时也是输入文件；输出会覆盖它</translation>
    </message>
    <message>
        <source>… and %1 more problems</source>
        <translation>……另有 %1 个问题</translation>
    </message>
    <message>
        <source>the fetched prices would be refused by the price import; %1 was not written, and every answer is in %2</source>
        <translation>获取到的价格无法通过价格导入校验，未写入 %1；所有应答已保存在 %2</translation>
    </message>
    <message>
        <source>wrote %1 prices to %2, but not the log of the calls</source>
        <translation>已将 %1 条价格写入 %2，但调用日志未能写入</translation>
    </message>
    <message>
        <source>expected TYPE=%1_PER_HOUR[,BILLING], such as ecs.gn8v-8x.48xlarge=250,payg</source>
        <translation>应为 规格=每小时%1价格[,计费方式]，例如 ecs.gn8v-8x.48xlarge=250,payg</translation>
    </message>
    <message>
        <source>no instance type %1 in the catalog</source>
        <translation>规格库中没有实例规格 %1</translation>
    </message>
    <message>
        <source>expected a price per hour between %1 and %2 %3, found &quot;%4&quot;</source>
        <translation>应为每小时 %1 到 %2 %3 之间的价格，实际为“%4”</translation>
    </message>
    <message>
        <source>expected at most one billing model after the price</source>
        <translation>价格后最多只能跟一种计费方式</translation>
    </message>
    <message>
        <source>warning: your quote for %1 is for no instance type of the catalog; it is not used</source>
        <translation>警告：您对 %1 的报价不对应规格库中的任何实例规格，未使用</translation>
    </message>
    <message>
        <source>--quote %1: %2</source>
        <translation>--quote %1：%2</translation>
    </message>
    <message>
        <source>The recommended %1 has no price, so the what-if moves %2, the best-ranked type with one.</source>
        <translation>推荐的 %1 没有价格，因此假设分析改为变动有价格且排名最高的 %2。</translation>
    </message>
    <message>
        <source>%1 (%2), prices in %3 as of %4, region %5; ~ marks estimated or derived prices, ‡ your own quotes</source>
        <translation>%1（%2），价格单位：%3，截至 %4，地域：%5；~ 表示估算或推算的价格，‡ 表示您自己的报价</translation>
    </message>
    <message>
        <source>error: /workload/model: %1</source>
        <translation>错误：/workload/model：%1</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>%1 calls to make: about %2 min at --pace %3 ms, as a call usually takes about a second, plus at most %4 s of waiting if the API throttles</source>
        <translation>需要调用 %1 次：按 --pace %3 毫秒、每次调用通常约 1 秒计，约需 %2 分钟；如遇 API 限流，最多另等 %4 秒</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (repeatable)</source>
        <translation>%1（可重复）</translation>
    </message>
    <message>
        <source>GPU Instance Advisor: choose Alibaba Cloud GPU instances for deep-learning work.</source>
        <translation>GPU 实例选型助手：为深度学习任务选择阿里云 GPU 实例。</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>open the wizard</source>
        <translation>打开向导</translation>
    </message>
    <message>
        <source>open a saved scenario in the wizard</source>
        <translation>在向导中打开已保存的场景</translation>
    </message>
    <message>
        <source>open the wizard, report the time to first paint, exit</source>
        <translation>打开向导，报告首次绘制耗时后退出</translation>
    </message>
    <message>
        <source>every option of COMMAND, described</source>
        <translation>COMMAND 的所有选项及其说明</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Options several commands take:</source>
        <translation>多个命令共用的选项：</translation>
    </message>
    <message>
        <source>Every command takes --lang en|zh_CN; without it the language follows LC_ALL, LC_MESSAGES or LANG.</source>
        <translation>所有命令都接受 --lang en|zh_CN；未指定时，语言取自 LC_ALL、LC_MESSAGES 或 LANG。</translation>
    </message>
    <message>
        <source>Exit codes: 0 success; 1 the system failed (a file could not be written, out of memory);
2 bad input: an unknown command or option, a missing or invalid file or value.
</source>
        <translation>退出码：0 成功；1 系统故障（文件无法写入、内存不足）；
2 输入错误：未知的命令或选项，缺失或无效的文件或取值。
</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>usage: %1</source>
        <translation>用法：%1</translation>
    </message>
    <message>
        <source>   or: %1</source>
        <translation>   或：%1</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>REGION</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>the scenario file</source>
        <translation>场景文件</translation>
    </message>
    <message>
        <source>a catalog file to use instead of the built-in one</source>
        <translation>用于代替内置规格价格库的规格价格库文件</translation>
    </message>
    <message>
        <source>a price file applied over the catalog, as File &gt; Import prices does</source>
        <translation>叠加到规格价格库上的价格文件，与“文件 › 导入价格”相同</translation>
    </message>
    <message>
        <source>TYPE=PRICE[,BILLING]</source>
        <translation>实例规格=价格[,计费方式]</translation>
    </message>
    <message>
        <source>the price per hour of one instance of TYPE you were quoted (billing payg unless given), marked as yours (‡) in every table, report and export</source>
        <translation>您拿到的该实例规格单个实例的每小时报价（未给出计费方式时为 payg），在所有表格、报告和导出中标为您的报价（‡）</translation>
    </message>
    <message>
        <source>an advice rules file to use instead of the built-in one</source>
        <translation>用于代替内置规则的建议规则文件</translation>
    </message>
    <message>
        <source>the output format (default table)</source>
        <translation>输出格式（默认 table）</translation>
    </message>
    <message>
        <source>the same as --format json</source>
        <translation>等同于 --format json</translation>
    </message>
    <message>
        <source>the aliyun client to run (default: aliyun on PATH)</source>
        <translation>要运行的 阿里云 CLI（aliyun）（默认：PATH 中的 aliyun）</translation>
    </message>
    <message>
        <source>stop a call of the aliyun client that has not answered after this many seconds (default 60)</source>
        <translation>阿里云 CLI（aliyun）的调用超过这么多秒仍未应答即停止（默认 60）</translation>
    </message>
    <message>
        <source>the price file to write</source>
        <translation>要写出的价格文件</translation>
    </message>
    <message>
        <source>check a catalog file; every problem goes to stderr</source>
        <translation>检查规格价格库文件；所有问题输出到标准错误</translation>
    </message>
    <message>
        <source>the catalog file to check</source>
        <translation>要检查的规格价格库文件</translation>
    </message>
    <message>
        <source>every instance type with its GPU, specs and price</source>
        <translation>列出所有实例规格及其 GPU、配置和价格</translation>
    </message>
    <message>
        <source>the prices of this region</source>
        <translation>该地域的价格</translation>
    </message>
    <message>
        <source>DescribeInstanceTypes compared with the catalog; --out writes a copy of the catalog with the changes</source>
        <translation>将 DescribeInstanceTypes 与规格价格库比较；--out 写出一份包含这些修改的规格价格库副本</translation>
    </message>
    <message>
        <source>a saved DescribeInstanceTypes answer</source>
        <translation>保存的 DescribeInstanceTypes 应答</translation>
    </message>
    <message>
        <source>ask the aliyun client for the instance types of this region</source>
        <translation>通过 阿里云 CLI（aliyun）查询该地域的实例规格</translation>
    </message>
    <message>
        <source>write a copy of the catalog with the changes to FILE</source>
        <translation>把包含这些修改的规格价格库副本写到该文件</translation>
    </message>
    <message>
        <source>the memory, time and cost estimate of a scenario for its chosen configuration</source>
        <translation>场景所选配置的内存、时间和费用估算</translation>
    </message>
    <message>
        <source>the configurations that fit the scenario, ranked, and why the first one wins</source>
        <translation>符合场景的配置及其排名，以及第 1 名的理由</translation>
    </message>
    <message>
        <source>a GPU the customer asked for (&quot;H800&quot;, &quot;A100 80GB&quot;): whether a family offers it, or what comes closest</source>
        <translation>客户想要的 GPU（“H800”“A100 80GB”）：是否有规格族提供，或者哪个最接近</translation>
    </message>
    <message>
        <source>list the first N only (default 10)</source>
        <translation>只列出前 N 个（默认 10）</translation>
    </message>
    <message>
        <source>every size of a family, not only its best-ranked one</source>
        <translation>列出规格族的所有规格，而不只是排名最前的那个</translation>
    </message>
    <message>
        <source>the project&apos;s cost month by month under each billing model, its break-even months and total</source>
        <translation>按月列出项目在每种计费方式下的费用、盈亏平衡月份和总额</translation>
    </message>
    <message>
        <source>the scenario&apos;s one job for N months, instead of its phases</source>
        <translation>把场景的单项任务按 N 个月计算，代替其阶段</translation>
    </message>
    <message>
        <source>how cost and time move when each driver moves ±50 %</source>
        <translation>每个因素变动 ±50 % 时费用和时间如何变化</translation>
    </message>
    <message>
        <source>the PDF report, the comparison as CSV data and/or a workbook whose cost model calculates</source>
        <translation>生成 PDF 报告、CSV 数据格式的对比表和/或成本模型可自动计算的 Excel 工作簿</translation>
    </message>
    <message>
        <source>the A4 PDF report</source>
        <translation>A4 PDF 报告</translation>
    </message>
    <message>
        <source>the comparison as CSV data: numbers in one unit per column, UTF-8 with a byte order mark</source>
        <translation>CSV 数据格式的对比表：每列一个单位的数字，UTF-8，带字节顺序标记（BOM）</translation>
    </message>
    <message>
        <source>a workbook whose cost model calculates</source>
        <translation>成本模型可自动计算的 Excel 工作簿</translation>
    </message>
    <message>
        <source>the customer, named on the report&apos;s cover</source>
        <translation>客户名称，显示在报告封面上</translation>
    </message>
    <message>
        <source>who prepared the report, named on its cover</source>
        <translation>报告编制人，显示在报告封面上</translation>
    </message>
    <message>
        <source>the first N rows of the comparison only</source>
        <translation>对比表只保留前 N 行</translation>
    </message>
    <message>
        <source>the CSV without the byte order mark</source>
        <translation>CSV 不带字节顺序标记（BOM）</translation>
    </message>
    <message>
        <source>list prices from Alibaba&apos;s DescribePrice API through your configured aliyun client, as a price file</source>
        <translation>通过您已配置的阿里云 CLI（aliyun）调用 DescribePrice API 获取官网价，写成价格文件</translation>
    </message>
    <message>
        <source>the region whose prices are fetched</source>
        <translation>要获取价格的地域</translation>
    </message>
    <message>
        <source>ZONE</source>
        <translation>可用区</translation>
    </message>
    <message>
        <source>ask about this zone of the region only</source>
        <translation>只查询该地域的这个可用区</translation>
    </message>
    <message>
        <source>FAMILY,…</source>
        <translation>规格族,…</translation>
    </message>
    <message>
        <source>the instance families to price, such as gn7i,gn8is</source>
        <translation>要获取价格的实例规格族，例如 gn7i,gn8is</translation>
    </message>
    <message>
        <source>every instance type of the catalog</source>
        <translation>规格价格库中的所有实例规格</translation>
    </message>
    <message>
        <source>where every request and answer goes (default: the --out file&apos;s name with .log.json added)</source>
        <translation>记录每个请求和应答的文件（默认：--out 文件名加上 .log.json）</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>milliseconds between calls (default 200)</source>
        <translation>两次调用之间的毫秒数（默认 200）</translation>
    </message>
    <message>
        <source>the seconds throttled calls may wait for retries in all, after which the fetch stops (default 120)</source>
        <translation>被限流的调用重试时总共最多等待的秒数，超过后停止获取（默认 120）</translation>
    </message>
    <message>
        <source>saved aliyun answers or a fetch log, as a price file</source>
        <translation>把保存的 aliyun 应答或获取日志转成价格文件</translation>
    </message>
    <message>
        <source>a saved answer of the aliyun client, or the log of a prices fetch</source>
        <translation>保存的 阿里云 CLI（aliyun）应答，或 prices fetch 的日志</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>the instance type of answers that name none</source>
        <translation>应答未给出实例规格时使用的实例规格</translation>
    </message>
    <message>
        <source>the region of answers that name none</source>
        <translation>应答未给出地域时使用的地域</translation>
    </message>
    <message>
        <source>the billing model of answers that name none</source>
        <translation>应答未给出计费方式时使用的计费方式</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>the date of answers that carry none (default: the day the file was last changed)</source>
        <translation>应答未带日期时使用的日期（默认：文件最后修改的日期）</translation>
    </message>
    <message>
        <source>the language of the output and messages (default: from LC_ALL, LC_MESSAGES or LANG)</source>
        <translation>输出和消息的语言（默认取自 LC_ALL、LC_MESSAGES 或 LANG）</translation>
    </message>
    <message>
        <source>print this help and exit</source>
        <translation>显示此帮助并退出</translation>
    </message>
    <message>
        <source>print the version and exit</source>
        <translation>显示版本号并退出</translation>
    </message>
    <message numerus="yes">
        <source>Configurations that fit: %Ln, the first %1, but none has a price, so there is no cost to move. Enter your quote with --quote TYPE=PRICE, or import prices with --prices FILE.</source>
        <translation>
            <numerusform>有 %Ln 个配置放得下（第一个是 %1），但都没有价格，因此没有可变动的成本。请用 --quote 规格=价格 输入您的报价，或用 --prices 文件 导入价格。</numerusform>
        </translation>
    </message>
    <message>
        <source>expected one of the catalog&apos;s billing models, %1; found &quot;%2&quot;</source>
        <translation>应为规格价格库中的计费方式之一：%1；实际为“%2”</translation>
    </message>
    <message>
        <source>Price basis: “%1” only for Alibaba&apos;s own figures (its price API or its price pages); “%2” is followed by how old the price is; ~ = %3; ‡ = your quote; – = %4</source>
        <translation>价格依据：仅阿里云自己的价格（价格 API 或官网价格页）标为“%1”；“%2”后附价格距今的时间；~ = %3；‡ = 您的报价；– = %4</translation>
    </message>
    <message>
        <source>%1, in %2</source>
        <translation>%1，来自 %2</translation>
    </message>
    <message>
        <source>%1 (%2), prices in %3 as of %4, region %5</source>
        <translation>%1（%2），价格单位：%3，截至 %4，地域：%5</translation>
    </message>
    <message>
        <source>warning: your quote for %1 is for %2, which the scenario does not compare; add that billing model to use it</source>
        <translation>警告：您为 %1 输入的报价适用于%2，但本场景未比较该计费方式；请添加该计费方式后再使用此报价</translation>
    </message>
    <message>
        <source>--%1 %2 is the input %3; the output would overwrite it</source>
        <translation>--%1 %2 就是输入文件 %3；输出会覆盖它</translation>
    </message>
    <message>
        <source>--%1 &quot;%2&quot; is the input file given with --%3 (&quot;%4&quot;); nothing was written</source>
        <translation>--%1（“%2”）就是 --%3 给出的输入文件（“%4”）；未写入任何文件</translation>
    </message>
    <message>
        <source>--%1 &quot;%2&quot; and --%3 &quot;%4&quot; are the same file; nothing was written</source>
        <translation>--%1（“%2”）和 --%3（“%4”）是同一个文件；未写入任何文件</translation>
    </message>
    <message>
        <source>Prices after the customer discount: %1.</source>
        <translation>价格已按商务优惠计算：%1。</translation>
    </message>
    <message>
        <source>Your own quotes (‡) are not discounted again.</source>
        <translation>您录入的报价（‡）不再打折。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of a what-if outcome; Chinese: ，</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>an outcome, then that it misses a target; Chinese uses full-width brackets</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Project phases:</source>
        <translation>项目阶段：</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>Advisor::ComparisonModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 % of recommended</source>
        <translation>为推荐方案的 %1%</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1（推荐）</translation>
    </message>
    <message>
        <source>GPU per instance</source>
        <translation>每实例 GPU</translation>
    </message>
    <message>
        <source>GPUs in total</source>
        <translation>GPU 总数</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例数</translation>
    </message>
    <message>
        <source>Memory needed per GPU</source>
        <translation>每卡所需显存</translation>
    </message>
    <message>
        <source>Usable memory per GPU</source>
        <translation>每卡可用显存</translation>
    </message>
    <message>
        <source>Memory headroom</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>显存是否满足</translation>
    </message>
    <message>
        <source>Job time</source>
        <translation>任务时长</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Hourly cost</source>
        <translation>每小时费用</translation>
    </message>
    <message>
        <source>Job cost</source>
        <translation>任务费用</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation>每卡每小时费用</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>price on request</source>
        <translation>需询价</translation>
    </message>
</context>
<context>
    <name>Advisor::Diagnostic</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a field in words, then its JSON pointer</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>Advisor::RecommendationTableModel</name>
    <message>
        <source>rejected</source>
        <translation>已排除</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>GPU memory needed per GPU / usable per GPU (installed %1 GiB)</source>
        <translation>每卡所需显存 / 每卡可用显存（标称显存 %1 GiB）</translation>
    </message>
    <message>
        <source>Share of usable GPU memory left free; below 10 % is tight</source>
        <translation>可用显存的余量比例；低于 10% 即为偏紧</translation>
    </message>
    <message>
        <source>No billing model has a defensible price for this type</source>
        <translation>该规格在任何计费方式下都没有可靠价格</translation>
    </message>
    <message>
        <source>Range %1 – %2 per hour</source>
        <translation>每小时 %1 – %2</translation>
    </message>
    <message>
        <source>job</source>
        <translation>整个任务</translation>
    </message>
    <message>
        <source>month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>1 = recommended; rejected rows show why in their tooltip</source>
        <translation>1 = 推荐；被排除的行在提示中说明原因</translation>
    </message>
    <message>
        <source>Whole job under the cheapest billing model you allowed</source>
        <translation>在您允许的最便宜计费方式下，整个任务的费用</translation>
    </message>
    <message>
        <source>One month under the cheapest billing model you allowed</source>
        <translation>在您允许的最便宜计费方式下，一个月的费用</translation>
    </message>
    <message>
        <source>Price of one GPU for one hour under the cheapest billing model</source>
        <translation>在最便宜的计费方式下，一块 GPU 一小时的价格</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>规格族</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例数</translation>
    </message>
    <message>
        <source>Memory need / have</source>
        <translation>显存 需要 / 可用</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>显存是否满足</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Job cost</source>
        <translation>任务费用</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每卡每小时</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>price on request</source>
        <translation>需询价</translation>
    </message>
    <message>
        <source>Wall-clock time of the whole job, fast to slow end of its band</source>
        <translation>整个作业的实际耗时，从区间的快端到慢端</translation>
    </message>
    <message>
        <source>Speed one user sees and what all replicas deliver, low to high end of its band</source>
        <translation>单个用户感受到的速度与全部副本的总产出，从区间低端到高端</translation>
    </message>
    <message>
        <source>Cost per %1 under this billing model; ~ marks estimated or derived prices, ‡ your own quotes</source>
        <translation>该计费方式下每%1的成本；~ 表示估算或推算的价格，‡ 表示您自己的报价</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1 × %2 per instance</source>
        <translation>每实例 %1 × %2</translation>
    </message>
    <message>
        <source>With its band: %1</source>
        <translation>含区间：%1</translation>
    </message>
    <message>
        <source>Share of usable GPU memory left free. The serving engine fills the memory it reserves with the KV cache by design, so little is left free; the cache holds %1.</source>
        <translation>可用显存的余量比例。推理引擎按设计将其预留的显存全部用作 KV 缓存，因此余量很小；KV 缓存容量为%1。</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui</name>
    <message>
        <source>GPU Instance Advisor</source>
        <translation>GPU 实例选型助手</translation>
    </message>
    <message>
        <source>gpu-advisor: settings not kept: %1</source>
        <translation>gpu-advisor：本次不保存设置：%1</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::AboutDialog</name>
    <message>
        <source>About GPU Instance Advisor</source>
        <translation>关于 GPU 实例选型助手</translation>
    </message>
    <message>
        <source>GPU Instance Advisor</source>
        <translation>GPU 实例选型助手</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Licensed under the Apache License 2.0.</source>
        <translation>依据 Apache License 2.0 许可发布。</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>Third-party notices:</source>
        <translation>第三方声明：</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message numerus="yes">
        <source>Catalog: %1, version %2, prices dated %3. Facts come from public documentation and measurements, prices from Alibaba Cloud&apos;s price pages and price API, each cited in the catalog (%n source(s)). Prices are for reference only: confirm current prices with Alibaba Cloud before quoting them.</source>
        <translation>
            <numerusform>规格价格库：%1，版本 %2，价格日期 %3。规格数据来自公开文档和实测，价格来自阿里云价格页面和询价接口，均在规格价格库中注明出处（共 %n 个来源）。价格仅供参考：对外报价前请向阿里云确认当前价格。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::AdvisorChartView</name>
    <message numerus="yes">
        <source>… and %n more here</source>
        <translation>
            <numerusform>… 此处还有 %n 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::AdvisorWizard</name>
    <message>
        <source>GPU Instance Advisor</source>
        <translation>GPU 实例选型助手</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; 上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>下一步(&amp;N) &gt;</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::AppSettings</name>
    <message>
        <source>%1 = &quot;%2&quot; cannot be used; the default is used instead</source>
        <translation>%1 = “%2” 无法使用；已改用默认值</translation>
    </message>
    <message>
        <source>it holds a serialized value (@Variant) that this program never writes and that could make it use memory without bound</source>
        <translation>其中含有本程序从不写入的序列化值（@Variant），它可能使程序无限制地占用内存</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::BudgetPage</name>
    <message>
        <source>Budget and billing</source>
        <translation>预算与计费</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1/月</translation>
    </message>
    <message>
        <source>The most you may spend in a month; leave empty for no limit</source>
        <translation>每月最多可花费的金额；留空表示不限</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Monthly budget</source>
        <translation>每月预算</translation>
    </message>
    <message>
        <source>Billing models:</source>
        <translation>计费方式：</translation>
    </message>
    <message>
        <source>Billing model %1</source>
        <translation>计费方式：%1</translation>
    </message>
    <message>
        <source>Choose at least one billing model</source>
        <translation>请至少选择一种计费方式</translation>
    </message>
    <message>
        <source>The job may be &amp;interrupted (allows preemptible instances)</source>
        <translation>任务可以被中断（允许使用抢占式实例）(&amp;I)</translation>
    </message>
    <message>
        <source>Preemptible instances are much cheaper but can be reclaimed at short notice</source>
        <translation>抢占式实例价格低很多，但可能被系统自动释放（通常只提前约 5 分钟发出中断通知）</translation>
    </message>
    <message>
        <source>Training saves &amp;checkpoints regularly</source>
        <translation>训练会定期保存检查点(&amp;C)</translation>
    </message>
    <message>
        <source>With checkpoints an interrupted job resumes instead of starting over</source>
        <translation>有检查点时，被中断的任务可以接着运行，而不必从头开始</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <source>Where the instances run; prices and availability differ by region</source>
        <translation>实例运行的地域；不同地域的价格和库存不同</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Customer &amp;discount:</source>
        <translation>商务优惠比例(&amp;D)：</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%（官网价 8 折填 20）</translation>
    </message>
    <message>
        <source>Your negotiated discount off list prices, 0 if none</source>
        <translation>相对官网价的优惠比例：官网价 8 折请填 20，8.5 折填 15；无优惠填 0</translation>
    </message>
    <message>
        <source>Customer discount</source>
        <translation>商务优惠</translation>
    </message>
    <message>
        <source>&amp;Monthly budget:</source>
        <translation>每月预算(&amp;M)：</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>a region and how many prices it has, of what age</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>What you may spend, which ways of paying are acceptable, and how much GPU memory to keep free.</source>
        <translation>可以花多少钱、接受哪些计费方式，以及 GPU 显存要留出多少余量。</translation>
    </message>
    <message>
        <source>Budget for the &amp;whole job:</source>
        <translation>整个任务的预算(&amp;W)：</translation>
    </message>
    <message>
        <source>%1 for the job</source>
        <translation>%1（整个任务）</translation>
    </message>
    <message>
        <source>The most the whole training run may cost, however many days it takes; leave empty for no limit</source>
        <translation>整个训练任务最多可花的费用，不论持续几天；留空表示不限</translation>
    </message>
    <message>
        <source>Budget for the whole job</source>
        <translation>整个任务的预算</translation>
    </message>
    <message>
        <source>GPU memory &amp;safety margin:</source>
        <translation>GPU 显存安全余量(&amp;S)：</translation>
    </message>
    <message>
        <source>% kept free</source>
        <translation>%（保留空闲）</translation>
    </message>
    <message>
        <source>Configurations that leave less GPU memory free rank lower. Empty: %1 %, the share vLLM keeps back by default (gpu_memory_utilization 0.9); rows under it are only marked tight</source>
        <translation>空闲显存低于此比例的配置排名靠后。留空时按 %1 % 计，即 vLLM 默认保留的比例（gpu_memory_utilization 0.9），低于它的配置只标为“偏紧”</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <source>GPU memory safety margin</source>
        <translation>GPU 显存安全余量</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::CompareDialog</name>
    <message>
        <source>Compare configurations</source>
        <translation>对比配置</translation>
    </message>
    <message>
        <source>Comparison of the selected configurations</source>
        <translation>所选配置的对比</translation>
    </message>
    <message>
        <source>Highlighted rows differ. Green is better than the recommended configuration, red is worse; percentages are relative to the recommended one.</source>
        <translation>高亮的行表示存在差异。绿色表示优于推荐方案，红色表示不如推荐方案；百分比以推荐方案为基准。</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::CostChart</name>
    <message>
        <source>Job cost of the top configurations by billing model</source>
        <translation>排名靠前配置在各计费方式下的任务费用</translation>
    </message>
    <message>
        <source>Monthly cost of the top configurations by billing model</source>
        <translation>排名靠前配置在各计费方式下的每月费用</translation>
    </message>
    <message>
        <source>Configuration (rank. instance type)</source>
        <translation>配置（排名. 实例规格）</translation>
    </message>
    <message>
        <source>Whole job (%1)</source>
        <translation>整个任务（%1）</translation>
    </message>
    <message>
        <source>Per month (%1)</source>
        <translation>每月（%1）</translation>
    </message>
    <message numerus="yes">
        <source>Configuration (rank. instance type); %n without a price left out</source>
        <translation>
            <numerusform>配置（排名. 实例规格）；另有 %n 个配置暂无价格，未列出</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost band</source>
        <translation>成本区间</translation>
    </message>
    <message>
        <source>Paler bars: first token past its target, no user served in time</source>
        <translation>浅色柱：首 token 超过目标，没有用户能在目标内得到服务</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::DataPage</name>
    <message>
        <source>Data and network</source>
        <translation>数据与网络</translation>
    </message>
    <message>
        <source>Where the data is read from, and how many machines the job may span.</source>
        <translation>数据从哪里读取，以及任务最多可以跨多少台实例。</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation>数据集大小</translation>
    </message>
    <message>
        <source>Many &amp;small files (images, short texts)</source>
        <translation>大量小文件（图片、短文本）(&amp;S)</translation>
    </message>
    <message>
        <source>Millions of small files need high IOPS; pack them or use a parallel file system</source>
        <translation>数以百万计的小文件需要很高的 IOPS；请打包或使用并行文件系统</translation>
    </message>
    <message>
        <source>S&amp;torage:</source>
        <translation>存储(&amp;T)：</translation>
    </message>
    <message>
        <source>Where the data is read from; its throughput can starve the GPUs</source>
        <translation>数据的读取来源；其吞吐不足会让 GPU 空等</translation>
    </message>
    <message>
        <source>Storage class</source>
        <translation>存储类型</translation>
    </message>
    <message>
        <source>&amp;Machines allowed:</source>
        <translation>允许的最多实例数(&amp;M)：</translation>
    </message>
    <message>
        <source>instances at most</source>
        <translation>台实例（最多）</translation>
    </message>
    <message>
        <source>How many instances one job may span; more instances need a fast network</source>
        <translation>一个任务最多可以跨多少台实例；实例越多越需要高速网络</translation>
    </message>
    <message>
        <source>Maximum instances</source>
        <translation>最多实例数</translation>
    </message>
    <message>
        <source>A managed platform (PAI) is &amp;acceptable</source>
        <translation>可以使用人工智能平台 PAI（托管训练与推理）(&amp;A)</translation>
    </message>
    <message>
        <source>Managed training and serving platforms take over scheduling and fault recovery</source>
        <translation>托管的训练与推理平台会负责调度和故障恢复</translation>
    </message>
    <message>
        <source>&amp;Dataset size:</source>
        <translation>数据集大小(&amp;D)：</translation>
    </message>
    <message>
        <source>Size of the model files each instance loads when it starts (weights, tokenizer)</source>
        <translation>每台实例启动时加载的模型文件大小（权重、分词器）</translation>
    </message>
    <message>
        <source>Size of the training data on disk</source>
        <translation>训练数据在磁盘上的大小</translation>
    </message>
    <message>
        <source>Model files on disk</source>
        <translation>模型文件大小</translation>
    </message>
    <message>
        <source>Model files on &amp;disk:</source>
        <translation>模型文件大小(&amp;D)：</translation>
    </message>
    <message>
        <source>the model&apos;s weights</source>
        <translation>按模型权重大小</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::DecisionPanel</name>
    <message>
        <source>1. Workload</source>
        <translation>1. 工作负载</translation>
    </message>
    <message>
        <source>2. Scale and speed</source>
        <translation>2. 规模与速度</translation>
    </message>
    <message>
        <source>3. Budget and billing</source>
        <translation>3. 预算与计费</translation>
    </message>
    <message>
        <source>4. Data and network</source>
        <translation>4. 数据与网络</translation>
    </message>
    <message>
        <source>5. Results</source>
        <translation>5. 结果</translation>
    </message>
    <message>
        <source>Live result</source>
        <translation>实时结果</translation>
    </message>
    <message>
        <source>Decision tree with the path your answers take</source>
        <translation>决策树及您的回答所走的路径</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Nothing fits these answers yet; the Results page says what would.</source>
        <translation>按当前回答暂无可行配置；“结果”页会说明怎样才能满足。</translation>
    </message>
    <message>
        <source>for the job</source>
        <translation>整个任务</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Decision tree</source>
        <translation>决策树</translation>
    </message>
    <message>
        <source>Your path is marked ✔. Click a question or an answer to open the page that sets it.</source>
        <translation>✔ 标出您的选择路径。点击问题或选项，即可打开设置它的页面。</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1
%2 %3
%4, %5 headroom</source>
        <translation>%1
%3 %2
%4，余量 %5</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::FetchPricesDialog</name>
    <message>
        <source>Update prices from Alibaba Cloud</source>
        <translation>从阿里云更新价格</translation>
    </message>
    <message>
        <source>Asks Alibaba Cloud&apos;s DescribePrice API for the list prices (pay-as-you-go and one month), spot statistics and stock, through your own aliyun command-line client and its configuration. The prices are then shown for you to check before they are applied.</source>
        <translation>通过您自己的阿里云 CLI（aliyun）及其配置，向阿里云 DescribePrice API 查询官网价（按量付费和包年包月 1 个月）、抢占式实例统计和库存。价格在应用之前会先列出供您核对。</translation>
    </message>
    <message>
        <source>every zone (or one, e.g. cn-hangzhou-i)</source>
        <translation>所有可用区（或指定一个，例如 cn-hangzhou-i）</translation>
    </message>
    <message>
        <source>&amp;All families</source>
        <translation>全部实例规格族(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Only the families ticked:</source>
        <translation>仅勾选的规格族(&amp;O)：</translation>
    </message>
    <message>
        <source>not found on PATH: give the path of the aliyun client</source>
        <translation>PATH 中未找到：请填写 阿里云 CLI（aliyun）的路径</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>The aliyun client</source>
        <translation>阿里云 CLI（aliyun）</translation>
    </message>
    <message>
        <source>Programs (*)</source>
        <translation>程序 (*)</translation>
    </message>
    <message>
        <source>The price file and the log of every request and answer are saved here, so the figures can be checked and imported again</source>
        <translation>价格文件以及每次请求和应答的日志保存在这里，便于核对数据并再次导入</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Zone:</source>
        <translation>可用区(&amp;Z)：</translation>
    </message>
    <message>
        <source>Families:</source>
        <translation>规格族：</translation>
    </message>
    <message>
        <source>&amp;Save to folder:</source>
        <translation>保存到文件夹(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Fetch prices</source>
        <translation>获取价格(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Preview and import…</source>
        <translation>预览并导入(&amp;P)…</translation>
    </message>
    <message>
        <source>%1 is not a zone of %2: zones are named like %2-a.</source>
        <translation>%1 不是 %2 的可用区：可用区的名称形如 %2-a。</translation>
    </message>
    <message>
        <source>Tick at least one family, or choose all families.</source>
        <translation>请至少勾选一个规格族，或选择全部规格族。</translation>
    </message>
    <message>
        <source>The aliyun command-line client is not installed (not found on PATH). Install it from https://github.com/aliyun/aliyun-cli, run &quot;aliyun configure&quot;, or give its path.</source>
        <translation>未安装 阿里云 CLI（aliyun）（PATH 中未找到）。请从 https://github.com/aliyun/aliyun-cli 安装，运行“aliyun configure”，或填写它的路径。</translation>
    </message>
    <message>
        <source>%1 is not an executable program.</source>
        <translation>%1 不是可执行程序。</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Asking Alibaba Cloud for %n instance type(s) in %1…</source>
        <translation>
            <numerusform>正在向阿里云查询 %1 的 %n 个实例规格…</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Cancelling: the running call is stopped; what was fetched is kept…</source>
        <translation>正在取消：停止当前调用；已获取的价格会保留…</translation>
    </message>
    <message>
        <source>%1 is not offered in %2; no price for it</source>
        <translation>%2 不售卖 %1；没有它的价格</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>The log %1 cannot be written: %2</source>
        <translation>无法写入日志 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>none of the %n instance type(s) asked for is offered in %1</source>
        <translation>
            <numerusform>所查询的 %n 个实例规格在 %1 均不售卖</numerusform>
        </translation>
    </message>
    <message>
        <source>No price was fetched: %1. Every request and answer is in %2.</source>
        <translation>没有获取到任何价格：%1。每次请求和应答都记录在 %2 中。</translation>
    </message>
    <message>
        <source>The price file %1 cannot be written: %2</source>
        <translation>无法写入价格文件 %1：%2</translation>
    </message>
    <message>
        <source>Fetched %1 prices, saved in %2 (every request and answer in %3).</source>
        <translation>已获取 %1 个价格，保存在 %2（每次请求和应答记录在 %3）。</translation>
    </message>
    <message>
        <source>you cancelled the fetch</source>
        <translation>您取消了获取</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s) failed</source>
        <translation>
            <numerusform>%n 次调用失败</numerusform>
        </translation>
    </message>
    <message>
        <source>INCOMPLETE: %1. The %2 prices fetched so far are kept in %3; they do not cover every type asked for. Preview and import them, or fetch again.</source>
        <translation>不完整：%1。目前已获取的 %2 个价格保存在 %3 中；它们没有覆盖所查询的全部实例规格。可以预览并导入，或重新获取。</translation>
    </message>
    <message>
        <source> s</source>
        <extracomment>Suffix of the time limit per call, in seconds</extracomment>
        <translation> 秒</translation>
    </message>
    <message>
        <source>A call to Alibaba Cloud that has not answered by then is stopped and reported; the prices fetched so far are kept</source>
        <translation>超过此时间仍未应答的阿里云调用将被停止并报告；已获取的价格会保留</translation>
    </message>
    <message>
        <source>aliyun c&amp;lient:</source>
        <translation>阿里云 CLI（aliyun）(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Time limit per call:</source>
        <translation>每次调用时限(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::FileController</name>
    <message>
        <source>Scenarios (*.gpuadvisor.json *.json)</source>
        <translation>场景文件 (*.gpuadvisor.json *.json)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1 cannot be used:
%2</source>
        <translation>%1 无法使用：
%2</translation>
    </message>
    <message>
        <source>Open a saved scenario</source>
        <translation>打开已保存的场景</translation>
    </message>
    <message>
        <source>Opened with changes</source>
        <translation>已打开，但有改动</translation>
    </message>
    <message>
        <source>%1 was opened, but not everything in it could be used as written:</source>
        <translation>%1 已打开，但其中有些内容无法按原样使用：</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>The scenario %1 has unsaved changes. Save them?</source>
        <translation>场景“%1”有未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>最近打开</translation>
    </message>
    <message>
        <source>%1 no longer exists; it was removed from the list of recent files.</source>
        <translation>%1 已不存在，已从最近文件列表中移除。</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近文件</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <source>GPU Instance Advisor did not close normally last time. Restore the scenario you were working on?</source>
        <translation>GPU 实例选型助手上次没有正常关闭。要恢复您当时正在编辑的场景吗？</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>the folder %1 cannot be written to</source>
        <translation>无法写入文件夹 %1</translation>
    </message>
    <message>
        <source>%1 other copies of the program are running</source>
        <translation>已有 %1 个本程序的其他副本正在运行</translation>
    </message>
    <message>
        <source>The unsaved work could not be restored. It was kept as %1; open it with a text editor to copy what you need.</source>
        <translation>未保存的工作无法恢复。它已保留为 %1；可用文本编辑器打开，复制所需内容。</translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>自动保存已关闭</translation>
    </message>
    <message>
        <source>Your work cannot be autosaved this time: %1. Save the scenario yourself (File › Save) to keep it.</source>
        <translation>本次无法自动保存您的工作：%1。请自行保存场景（文件 › 保存）以免丢失。</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>文件已在磁盘上被修改</translation>
    </message>
    <message>
        <source>%1 was changed by another window or program since you opened or last saved it. Saving replaces those changes with yours. To keep both, cancel and use File › Save As.</source>
        <translation>自您打开或上次保存以来，%1 已被另一个窗口或程序修改。保存将用您的内容替换那些修改。如需两者都保留，请取消，然后使用“文件 › 另存为”。</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>自动保存失败</translation>
    </message>
    <message>
        <source>Your work could not be autosaved, so a crash now would lose your recent changes. Autosave keeps trying; meanwhile save the scenario yourself (File › Save).</source>
        <translation>您的工作未能自动保存，此时如果程序崩溃，最近的修改将会丢失。自动保存会继续重试；在此期间请手动保存场景（文件 › 保存）。</translation>
    </message>
    <message>
        <source>%1 was changed by another window or program. This window keeps its own version; saving asks before replacing the other.</source>
        <translation>%1 已被另一个窗口或程序修改。本窗口保留自己的版本；保存时会先询问，再替换对方的版本。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>where, then the problem</comment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::HelpDialog</name>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>The unit in which models read and write text: a short piece of a word. About ¾ of an English word; in Chinese, one to one and a half characters. Questions and answers are measured in tokens.</source>
        <translation>模型读写文本的单位，是一小段文字：约为 ¾ 个英文单词，中文约 1～1.5 个汉字。提问和回答的长度都按 token 计。</translation>
    </message>
    <message>
        <source>TTFT (time to first token)</source>
        <translation>首 token 时延（TTFT）</translation>
    </message>
    <message>
        <source>How long a user waits after sending a request until the first words of the answer appear, reading the whole question (prefill) included. In milliseconds (ms) or seconds (s).</source>
        <translation>用户发出请求后，到回答的第一个字出现为止要等待的时间，包括模型读完整个问题（预填充）的时间。单位为毫秒（ms）或秒（s）。</translation>
    </message>
    <message>
        <source>TPOT (time per output token), per-token latency</source>
        <translation>每 token 时延（TPOT）</translation>
    </message>
    <message>
        <source>Once the answer has started, the time from one token to the next, in milliseconds per token. 20 ms per token is 50 tokens a second for each user, faster than anyone reads.</source>
        <translation>回答开始输出后，相邻两个 token 之间的间隔，单位为毫秒/token。20 毫秒/token 即每位用户每秒 50 个 token，比任何人的阅读速度都快。</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>What one configuration produces for all its users together: tokens per second (tokens/s), requests per second, or samples per second when training.</source>
        <translation>一个配置为全部用户合计的产出：每秒 token 数（token/秒）、每秒请求数，训练时为每秒样本数。</translation>
    </message>
    <message>
        <source>MBU / MFU</source>
        <translation>MBU / MFU</translation>
    </message>
    <message>
        <source>How busy the GPU is kept, in %. MBU (model bandwidth utilisation): the share of the GPU&apos;s memory bandwidth (GB/s) used while generating, which sets serving speed. MFU (model FLOPs utilisation): the share of its peak computing power (TFLOPS) doing useful work, which sets training speed; published large training runs (Llama 2, PaLM) reach about 40–50 %.</source>
        <translation>GPU 的利用程度，以 % 表示。MBU（模型带宽利用率）：生成时实际用到的显存带宽（GB/s）占 GPU 峰值带宽的比例，决定推理速度。MFU（模型算力利用率）：真正用于模型计算的算力占 GPU 峰值算力（TFLOPS）的比例，决定训练速度；已公开的大规模训练（Llama 2、PaLM）约为 40%～50%。</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <source>GPU memory left free once the model, its caches and working memory are loaded, in GiB or % of the card. The safety margin on the budget page is the headroom you ask for. Serving engines such as vLLM fill spare memory with KV cache on purpose, so little headroom there is normal.</source>
        <translation>模型、缓存和运行所需内存全部装入后，GPU 显存还剩下的部分，单位为 GiB 或占整卡的 %。“预算与计费”页的显存安全余量就是您要求保留的余量。vLLM 等推理引擎会有意用 KV 缓存占满空闲显存，因此余量很小属于正常现象。</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Complete copies of the model, each on its own GPUs, answering different users side by side. More replicas serve more users at once; they do not make one answer faster.</source>
        <translation>模型的完整拷贝，每份占用各自的 GPU，同时为不同用户服务。副本越多，能同时服务的用户越多，但单个回答不会因此变快。</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Memory the model keeps for each conversation in progress, so that it need not read the text so far again. It grows with the length of the conversation (tokens) and the number of users at once, and takes GPU memory (GiB).</source>
        <translation>模型为每个进行中的对话保存的中间结果，这样就不必把已有的文字重新读一遍。它随对话长度（token 数）和同时在线的用户数增长，占用 GPU 显存（GiB）。</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO（零冗余优化器）</translation>
    </message>
    <message>
        <source>A way to train on several GPUs in which the optimizer state, the gradients and (at stage 3) the weights are shared out among the GPUs instead of copied to each. Less memory per GPU, more traffic between GPUs.</source>
        <translation>一种多卡训练方法：优化器状态、梯度以及（第 3 阶段时）权重分摊到各张 GPU 上，而不是每张卡各存一份完整拷贝。每张卡占用的显存更少，卡间通信更多。</translation>
    </message>
    <message>
        <source>Tensor, pipeline and data parallel (TP × PP × DP)</source>
        <translation>张量并行、流水线并行、数据并行（TP × PP × DP）</translation>
    </message>
    <message>
        <source>Three ways to spread one job over many GPUs; it uses TP × PP × DP GPUs. Tensor parallel splits every layer across the GPUs of one machine and needs a fast link (NVLink). Pipeline parallel gives each GPU a run of layers and passes the work along, as on an assembly line. Data parallel runs full copies on different parts of the data and combines their results at every step.</source>
        <translation>把一个任务分布到多张 GPU 上的三种方式，所用 GPU 数 = TP × PP × DP。张量并行把每一层拆分到同一台机器的多张 GPU 上，需要高速互联（NVLink）。流水线并行让每张 GPU 负责连续的若干层，像流水线一样依次传递。数据并行让多份完整拷贝分别处理不同的数据，每一步汇总结果。</translation>
    </message>
    <message>
        <source>Price on request</source>
        <translation>需询价</translation>
    </message>
    <message>
        <source>Alibaba Cloud publishes no price for this instance type, often a new or invitation-only GPU. Such rows rank after the priced ones, at a placeholder rate that is not a quote. Ask your Alibaba Cloud account manager for a price and enter it with “Your quote…” on the Results page.</source>
        <translation>阿里云未公布该规格的价格，多为新上市或邀测的 GPU。这类配置排在有价格的配置之后，排序所用的占位费率不是报价。请向阿里云客户经理询价，并在“结果”页通过“您的报价…”录入。</translation>
    </message>
    <message>
        <source>Official list price</source>
        <translation>官网价</translation>
    </message>
    <message>
        <source>Alibaba Cloud&apos;s own published price.</source>
        <translation>阿里云官网公布的价格。</translation>
    </message>
    <message>
        <source>Derived price (~)</source>
        <translation>推算价（~）</translation>
    </message>
    <message>
        <source>Worked out by a ratio from the list price of another billing model, for example a subscription price from the pay-as-you-go price.</source>
        <translation>根据另一种计费方式的官网价按比例推算，例如由按量付费价格推算包年包月价格。</translation>
    </message>
    <message>
        <source>Estimated price (~)</source>
        <translation>估算价（~）</translation>
    </message>
    <message>
        <source>Worked out from another size of the same family, by GPU count.</source>
        <translation>根据同规格族其他规格的价格，按 GPU 数量估算。</translation>
    </message>
    <message>
        <source>Third-party copy</source>
        <translation>第三方转录</translation>
    </message>
    <message>
        <source>A list price copied by someone other than Alibaba Cloud (a blog, a reseller), shown with its date.</source>
        <translation>由阿里云以外的来源（博客、代理商）转录的官网价，并注明其日期。</translation>
    </message>
    <message>
        <source>Your quote (‡)</source>
        <translation>您的报价（‡）</translation>
    </message>
    <message>
        <source>A price you entered. It is used as it is and never discounted again.</source>
        <translation>您录入的价格，按原样使用，不再打折。</translation>
    </message>
    <message>
        <source>Pay-as-you-go</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>Billed by the second for the time the instance runs, with no commitment: the dearest per hour, and the cheapest for short or irregular use.</source>
        <translation>按实例实际运行时长计费（按秒计），无需承诺使用期：每小时单价最高，但短期或不规律使用时总费用最低。</translation>
    </message>
    <message>
        <source>Spot instance</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>Spare capacity at a market price that changes, up to 90 % below pay-as-you-go, which Alibaba Cloud may take back when it needs it (after an optional first hour of protection). Only for work that can stop and resume, such as training that saves checkpoints.</source>
        <translation>以浮动市场价出售的闲置资源，最低可比按量付费便宜 90%，阿里云需要时可以回收（可选首小时保护期）。只适合可中断后继续的工作，例如定期保存检查点的训练。</translation>
    </message>
    <message>
        <source>Subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>Paid in advance per instance for a month or a year, whether it runs or not: cheaper per hour than pay-as-you-go for an instance that runs most of the time.</source>
        <translation>按实例预付一个月或一年的费用，无论是否运行都要付费；对大部分时间都在运行的实例，每小时成本低于按量付费。</translation>
    </message>
    <message>
        <source>Savings plan</source>
        <translation>节省计划</translation>
    </message>
    <message>
        <source>A promise to spend a fixed amount per hour for 1 or 3 years, in return for lower rates on the matching pay-as-you-go use (Alibaba Cloud states up to 76 % off).</source>
        <translation>承诺在 1 年或 3 年内每小时消费固定金额，换取相应按量付费用量的更低费率（阿里云称最高可优惠 76%）。</translation>
    </message>
    <message>
        <source>Customer discount</source>
        <translation>商务优惠</translation>
    </message>
    <message>
        <source>Your negotiated discount off the list price, as % off: a price at 80 % of the list price is a discount of 20. It applies to every listed price, not to your own quotes.</source>
        <translation>您与阿里云商定的相对官网价的优惠比例，按优惠的百分比填写：官网价 8 折填 20。它作用于所有官网价，不作用于您自己录入的报价。</translation>
    </message>
    <message>
        <source>Cost band</source>
        <translation>成本区间</translation>
    </message>
    <message>
        <source>The range a cost is likely to fall in, per month or per job, in your display currency. It is wider when the price is derived, estimated, copied or old, or the speed is an estimate; the single figure shown with it is the best estimate.</source>
        <translation>费用可能落入的范围（每月或每个任务，以显示货币计）。价格为推算、估算、第三方转录或较陈旧，或速度为估算值时，区间更宽；与区间一同显示的单个数字是最可能的估计值。</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>使用指南</translation>
    </message>
    <message>
        <source>The wizard, step by step</source>
        <translation>向导各步骤说明</translation>
    </message>
    <message>
        <source>Back and Next (Alt+B, Alt+N) move between the steps, and any answer can be changed later. F1 opens this guide on every step; Esc closes it.</source>
        <translation>“上一步”和“下一步”（Alt+B、Alt+N）在各步骤之间切换，任何回答之后都可以修改。在任一步骤按 F1 打开本指南，按 Esc 关闭。</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <source>Guide — GPU Instance Advisor</source>
        <translation>使用指南 — GPU 实例选型助手</translation>
    </message>
    <message>
        <source>First page, what do you want to run? Pick an example close to your project, or open a saved scenario, and give it a name. From then on the line at the foot of the window shows the best answer so far.</source>
        <translation>首页：您想运行什么？选择一个与您的项目相近的示例，或打开已保存的场景，并为它命名。此后，窗口底部的一行会始终显示当前的最佳方案。</translation>
    </message>
    <message>
        <source>1. Workload. The model (pick a name from the list, or give its size in billions of parameters, B), what you do with it (train, fine-tune or serve) and its precision (BF16, FP8, INT4: how many bytes each parameter takes).</source>
        <translation>1. 工作负载。模型（从列表中选择名称，或填写参数量，单位为十亿，B）、用途（训练、微调或推理服务）以及精度（BF16、FP8、INT4：每个参数占用的字节数）。</translation>
    </message>
    <message>
        <source>2. Scale and speed. For serving: how many users at once or requests per second, how long questions and answers are (tokens), and how fast answers must come (time to first token, per-token latency). For training: the data (tokens or samples), the epochs and the deadline.</source>
        <translation>2. 规模与速度。推理服务：同时在线的用户数或每秒请求数、提问和回答的长度（token 数），以及回答要多快（首 token 时延、每 token 时延）。训练：数据量（token 数或样本数）、训练轮数和截止时间。</translation>
    </message>
    <message>
        <source>3. Budget and billing. The most you want to spend per month or for the whole job, the region, the billing models to compare, your discount off the list price, the GPU memory to keep free (%) and whether the job may be interrupted (needed for spot instances).</source>
        <translation>3. 预算与计费。每月或整个任务的预算上限、地域、要比较的计费方式、相对官网价的商务优惠、需保留的显存余量（%），以及任务能否被中断（使用抢占式实例的前提）。</translation>
    </message>
    <message>
        <source>4. Data and network. How large the dataset is (GB), where it is stored, and how many machines the job may span.</source>
        <translation>4. 数据与网络。数据集大小（GB）、存储位置，以及任务最多可以使用几台机器。</translation>
    </message>
    <message>
        <source>5. Results. The configurations that fit, cheapest first on the billing you chose. Select a row for its details, advice and charts; export the table as CSV or XLSX, or a PDF report for the customer.</source>
        <translation>5. 结果。满足要求的配置，按您选择的计费方式从便宜到贵排列。选中一行可查看详情、建议和图表；可将表格导出为 CSV 或 XLSX，或导出给客户的 PDF 报告。</translation>
    </message>
    <message>
        <source>Each price says how directly it was obtained and how old it is, not a grade: a list price Alibaba Cloud publishes, one a third party copied (with the month it was collected), one estimated or derived from another price (~), or your own quote (‡). Beside it: when Alibaba Cloud published it, when it was fetched or collected, and how long ago. Each step away from Alibaba Cloud&apos;s own price widens the cost band (±%1 % for a copy, ±%2 % for an estimate or a billing ratio), and so does age: ±%3 % a month, up to ±%4 %.</source>
        <translation>每个价格都注明它的来源有多直接、有多新，而非评级：阿里云官网公布的价格、第三方转录的官网价（注明采集月份）、根据其他价格估算或推算的价格（~），或您自己的报价（‡）。旁边注明阿里云何时公布、何时获取或采集，以及距今多久。每多一层间接，成本区间就更宽（第三方转录 ±%1%，估算或按计费比例推算 ±%2%）；价格越旧，区间也越宽：每月 ±%3%，最多 ±%4%。</translation>
    </message>
    <message>
        <source>Price labels</source>
        <translation>价格标注</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::MainWindow</name>
    <message>
        <source>The Chinese translation could not be loaded.</source>
        <translation>无法加载中文翻译。</translation>
    </message>
    <message>
        <source>Live result: nothing fits yet — see the Results page for what would make it fit.</source>
        <translation>实时结果：暂无可行配置——请在“结果”页查看如何满足要求。</translation>
    </message>
    <message>
        <source>Live result: %1 × %2 · %3 · configurations that fit: %4</source>
        <translation>实时结果：%1 × %2 · %3 · 可行配置：%4 个</translation>
    </message>
    <message>
        <source>GPU Instance Advisor</source>
        <translation>GPU 实例选型助手</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>%1[*] — GPU Instance Advisor</source>
        <translation>%1[*] — GPU 实例选型助手</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save scenario</source>
        <translation>保存场景(&amp;S)</translation>
    </message>
    <message>
        <source>Save scenario &amp;as…</source>
        <translation>场景另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Import prices…</source>
        <translation>导入价格(&amp;I)…</translation>
    </message>
    <message>
        <source>Export price &amp;table…</source>
        <translation>导出价格表(&amp;T)…</translation>
    </message>
    <message>
        <source>Open &amp;catalog…</source>
        <translation>打开规格价格库文件(&amp;C)…</translation>
    </message>
    <message>
        <source>Use &amp;built-in catalog</source>
        <translation>使用内置规格价格库(&amp;B)</translation>
    </message>
    <message>
        <source>Export &amp;PDF report…</source>
        <translation>导出 PDF 报告(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo price import</source>
        <translation>撤销价格导入(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GPU Instance Advisor</source>
        <translation>关于 GPU 实例选型助手(&amp;A)</translation>
    </message>
    <message>
        <source>Live result: none yet. %1</source>
        <translation>实时结果：暂无。%1</translation>
    </message>
    <message>
        <source>defaults/region = &quot;%1&quot; is not a region of the catalog; the catalog&apos;s reference region is used instead</source>
        <translation>defaults/region = “%1” 不是规格价格库中的地域；已改用规格价格库的参考地域</translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation>设置已重置</translation>
    </message>
    <message>
        <source>Some of your settings could not be used and were reset to their defaults:</source>
        <translation>部分设置无法使用，已重置为默认值：</translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation>新建场景(&amp;N)</translation>
    </message>
    <message>
        <source>%1[*] — %2 — GPU Instance Advisor</source>
        <translation>%1[*] — %2 — GPU 实例选型助手</translation>
    </message>
    <message>
        <source>&amp;Export results as CSV or XLSX…</source>
        <translation>将结果导出为 CSV 或 XLSX(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Update prices from Alibaba Cloud…</source>
        <translation>从阿里云更新价格(&amp;U)…</translation>
    </message>
    <message>
        <source>Settings not kept</source>
        <translation>本次不保存设置</translation>
    </message>
    <message>
        <source>Your settings file cannot be used, so this run starts from the defaults and will not change it. Move it away or replace it to keep settings again.</source>
        <translation>您的设置文件无法使用，因此本次运行使用默认设置，并且不会改动该文件。将其移走或替换后，设置才会重新被保存。</translation>
    </message>
    <message>
        <source>Autosave failed: save your work</source>
        <translation>自动保存失败：请手动保存</translation>
    </message>
    <message>
        <source>&amp;Guide and glossary</source>
        <translation>使用指南和术语表(&amp;G)</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::MemoryChart</name>
    <message>
        <source>GPU memory per GPU: what fills it, and what is usable</source>
        <translation>每卡显存占用构成与可用显存</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <source>Usable GPU memory</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <source>Configuration (rank. instance type)</source>
        <translation>配置（排名. 实例规格）</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>每卡显存（GiB）</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::NumberField</name>
    <message>
        <source>Enter a number</source>
        <translation>请输入一个数字</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>Enter a whole number</source>
        <translation>请输入整数</translation>
    </message>
    <message>
        <source>Must be at least %1 %2</source>
        <translation>不能小于 %1 %2</translation>
    </message>
    <message>
        <source>Must be at most %1 %2</source>
        <translation>不能大于 %1 %2</translation>
    </message>
    <message>
        <source>Must be more than %1 %2</source>
        <translation>必须大于 %1 %2</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::PerformanceChart</name>
    <message>
        <source>Price against performance</source>
        <translation>价格与性能</translation>
    </message>
    <message>
        <source>Other configurations that fit</source>
        <translation>其他可行配置</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Cost per hour, all instances (%1)</source>
        <translation>每小时费用，所有实例合计（%1）</translation>
    </message>
    <message>
        <source>Throughput (%1)</source>
        <translation>吞吐量（%1）</translation>
    </message>
    <message>
        <source>%1
%2 × %3 GPU
%4 per hour · %5 %6</source>
        <translation>%1
%2 块 %3 GPU
每小时 %4 · %5 %6</translation>
    </message>
    <message>
        <source>Speed band</source>
        <translation>速度区间</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::PhaseEditor</name>
    <message>
        <source>start month</source>
        <translation>开始月份</translation>
    </message>
    <message>
        <source>length</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>load growth</source>
        <translation>负载增长</translation>
    </message>
    <message>
        <source>Phase %1, %2: %3</source>
        <translation>阶段 %1，%2：%3</translation>
    </message>
    <message>
        <source>Phase %1 runs to month %2; a project may run to month %3 at most</source>
        <translation>阶段 %1 持续到第 %2 个月；项目最多只能到第 %3 个月</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Training runs</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>Fine-tune runs</source>
        <translation>微调任务</translation>
    </message>
    <message>
        <source>Add training r&amp;uns</source>
        <translation>添加训练任务(&amp;U)</translation>
    </message>
    <message>
        <source>Add fine-t&amp;une runs</source>
        <translation>添加微调任务(&amp;U)</translation>
    </message>
    <message>
        <source>Phase %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <source>Phase %1 kind</source>
        <translation>阶段 %1 类型</translation>
    </message>
    <message>
        <source>Phase %1 start month</source>
        <translation>阶段 %1 开始月份</translation>
    </message>
    <message>
        <source>The project month the phase starts in; month 1 is the first</source>
        <translation>阶段从项目的第几个月开始；第 1 个月为项目首月</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>Phase %1 length in months</source>
        <translation>阶段 %1 时长（月）</translation>
    </message>
    <message>
        <source>How many months the phase lasts</source>
        <translation>阶段持续的月数</translation>
    </message>
    <message>
        <source>Phase %1 runs per period</source>
        <translation>阶段 %1 每周期运行次数</translation>
    </message>
    <message>
        <source>How many times the job runs in each month or quarter</source>
        <translation>任务每月或每季度运行的次数</translation>
    </message>
    <message>
        <source>a month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>a quarter</source>
        <translation>每季度</translation>
    </message>
    <message>
        <source>Phase %1 period of the runs</source>
        <translation>阶段 %1 运行周期</translation>
    </message>
    <message>
        <source>Runs of a quarter are done in its first month</source>
        <translation>每季度的运行都在该季度的第一个月完成</translation>
    </message>
    <message>
        <source>% a month</source>
        <translation>%/月</translation>
    </message>
    <message>
        <source>Phase %1 monthly load growth</source>
        <translation>阶段 %1 每月负载增长</translation>
    </message>
    <message>
        <source>How much the users and requests grow each month of the phase; negative for a decline</source>
        <translation>阶段内用户数和请求量每月的增长幅度；负数表示下降</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove phase %1</source>
        <translation>删除阶段 %1</translation>
    </message>
    <message>
        <source>Project plan</source>
        <translation>项目计划</translation>
    </message>
    <message>
        <source>No phases: the results are for one job. Add phases to see the project&apos;s cost month by month on the Timeline tab.</source>
        <translation>尚无阶段：结果只针对单个任务。添加阶段后，可在“时间线”标签页查看项目每月的费用。</translation>
    </message>
    <message>
        <source>&amp;Add serving</source>
        <translation>添加推理服务(&amp;A)</translation>
    </message>
    <message>
        <source>Serve the model around the clock, with the serving inputs above</source>
        <translation>按上方的推理服务参数全天候提供模型服务</translation>
    </message>
    <message>
        <source>Fine-tune, then serve</source>
        <translation>先微调，再上线服务</translation>
    </message>
    <message>
        <source>Replaces the plan with: fine-tune in month 1, serve for 12 months with the load growing 10 % a month, and fine-tune again each quarter</source>
        <translation>将计划替换为：第 1 个月微调，随后提供 12 个月推理服务、负载每月增长 10%，并每季度再微调一次</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Starts in month</source>
        <translation>开始月份</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Load growth</source>
        <translation>负载增长</translation>
    </message>
    <message>
        <source>Phase %1: remote desktops are served, not trained; make it a desktop sessions phase or remove it</source>
        <translation>阶段 %1：远程桌面只需提供在线会话，无需训练；请将其改为桌面会话阶段或删除</translation>
    </message>
    <message>
        <source>&amp;Add desktop sessions</source>
        <translation>添加桌面会话(&amp;A)</translation>
    </message>
    <message>
        <source>Run the remote desktops around the clock, with the sessions asked above</source>
        <translation>按上方填写的会话参数全天候运行远程桌面</translation>
    </message>
    <message>
        <source>Desktop sessions</source>
        <translation>桌面会话</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::PriceController</name>
    <message>
        <source>%1 %2/h</source>
        <translation>%1 %2/小时</translation>
    </message>
    <message>
        <source>%1 %2/month</source>
        <translation>%1 %2/月</translation>
    </message>
    <message>
        <source>Import prices</source>
        <translation>导入价格</translation>
    </message>
    <message>
        <source>%1 holds %2 prices: %3 change, %4 are new, %5 stay the same. Apply them to the catalog? Edit → Undo price import puts the old ones back.</source>
        <translation>%1 共有 %2 条价格：%3 条有变化，%4 条是新增，%5 条不变。要应用到规格价格库吗？之后可用“编辑 → 撤销价格导入”恢复原价格。</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Billing model</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>原价格</translation>
    </message>
    <message>
        <source>New price</source>
        <translation>新价格</translation>
    </message>
    <message>
        <source>New date and source</source>
        <translation>新日期与出处</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>有变化</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>&amp;Apply prices</source>
        <translation>应用价格(&amp;A)</translation>
    </message>
    <message>
        <source>The file holds no prices.</source>
        <translation>该文件中没有价格。</translation>
    </message>
    <message>
        <source>Open catalog</source>
        <translation>打开规格价格库文件</translation>
    </message>
    <message>
        <source>%1 cannot be used; the catalog in use stays. Every problem found:</source>
        <translation>%1 无法使用，继续使用当前规格价格库。发现的全部问题：</translation>
    </message>
    <message>
        <source>Price files (*.csv)</source>
        <translation>价格文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export the price table</source>
        <translation>导出价格表</translation>
    </message>
    <message>
        <source>Catalogs (*.json)</source>
        <translation>规格价格库文件 (*.json)</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::ProjectViews</name>
    <message>
        <source>&lt;b&gt;Project total over %1 months: %2&lt;/b&gt; with %3 for everything</source>
        <translation>&lt;b&gt;%1 个月项目总额：%2&lt;/b&gt;（全部采用%3）</translation>
    </message>
    <message>
        <source>phase %1 on %2</source>
        <translation>阶段 %1 采用%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; with each phase on its cheapest (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（每个阶段采用各自最便宜的方式：%2）</translation>
    </message>
    <message>
        <source>%1 pays off from month %2</source>
        <translation>%1 自第 %2 个月起回本</translation>
    </message>
    <message>
        <source>%1 does not pay off</source>
        <translation>%1 无法回本</translation>
    </message>
    <message>
        <source>Against pay-as-you-go: %1.</source>
        <translation>与按量付费相比：%1。</translation>
    </message>
    <message>
        <source>Nothing to move: no configuration fits yet.</source>
        <translation>无从分析：目前还没有可行配置。</translation>
    </message>
    <message>
        <source>Each driver moved −50 % and +50 % (precision and billing: the neighbouring choice), with %1 held fixed and only its count changing. The re-ranked best for each case is in gpu-advisor whatif.</source>
        <translation>每个影响因素分别变动 −50% 和 +50%（精度和计费方式取相邻选项），实例规格固定为 %1，只改变实例数量。每种情况下重新排名的最佳配置见 gpu-advisor whatif。</translation>
    </message>
    <message>
        <source>&amp;Users:</source>
        <translation>用户数(&amp;U)：</translation>
    </message>
    <message>
        <source>Users served at the same time; the request rate moves with them</source>
        <translation>同时服务的用户数；请求速率随之同比变化</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <source>Month&amp;s:</source>
        <translation>月数(&amp;S)：</translation>
    </message>
    <message>
        <source>How long the project runs; the last phase is stretched or cut</source>
        <translation>项目持续的月数；最后一个阶段相应延长或缩短</translation>
    </message>
    <message>
        <source>Project length in months</source>
        <translation>项目时长（月）</translation>
    </message>
    <message>
        <source>Project cost by month under each billing model</source>
        <translation>各计费方式下项目的逐月费用</translation>
    </message>
    <message>
        <source>How the cost moves with each driver</source>
        <translation>费用随各影响因素的变化</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between list items; Chinese: ，</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between sentences of a list; Chinese: ；</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>This scenario is one job with no project timeline. Move the Months slider to lay it out over months, or plan its phases in the wizard&apos;s Project plan (Scale and speed page).</source>
        <translation>此场景是单个任务，没有项目时间线。拖动“月数”滑块可将其按月展开，或在向导“规模与速度”页的“项目计划”中规划各个阶段。</translation>
    </message>
    <message>
        <source>The recommended %1 has no price, so %2, the best-ranked type with one, is moved instead.</source>
        <translation>推荐的 %1 没有价格，因此改为变动有价格且排名最高的 %2。</translation>
    </message>
    <message numerus="yes">
        <source>Configurations that fit: %Ln, the first %1, but none has a price, so there is no cost to move. Enter your quote (Your quote… below the table) or import prices.</source>
        <translation>
            <numerusform>有 %Ln 个配置放得下（第一个是 %1），但都没有价格，因此没有可变动的成本。请输入您的报价（表格下方的“您的报价…”）或导入价格。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::QuoteDialog</name>
    <message>
        <source>Your quote for %1</source>
        <translation>您对 %1 的报价</translation>
    </message>
    <message>
        <source>The price you were offered for one %1 instance, per hour. It replaces the listed price in this scenario, is not discounted again, and every table, report and export marks it as your quote (‡).</source>
        <translation>您拿到的单个 %1 实例每小时价格。它在本场景中替代官网价，不再打折，并在所有表格、报告和导出中标为您的报价（‡）。</translation>
    </message>
    <message>
        <source>&amp;Price per instance-hour (%1):</source>
        <translation>每实例每小时价格（%1）(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Billing model:</source>
        <translation>计费方式(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Remove quote</source>
        <translation>删除报价(&amp;R)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>It has no listed price: a quote below %1 an hour makes it the cheapest configuration.</source>
        <translation>它没有官网价：报价低于每小时 %1 即为最便宜的配置。</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::RecoveryDialog</name>
    <message>
        <source>Restore unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message numerus="yes">
        <source>GPU Instance Advisor did not close normally last time, and %n windows had unsaved work. The newest scenario you select comes back in this window and each other one in a window of its own; those you do not select are discarded. “Decide later” keeps all of them, untouched, for the next start.</source>
        <translation>
            <numerusform>GPU 实例选型助手上次没有正常关闭，有 %n 个窗口留下了未保存的工作。您选中的场景中最新的一个会在本窗口中恢复，其余的各在一个新窗口中恢复；未选中的将被丢弃。“以后再决定”会原样保留全部场景，留待下次启动时处理。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — last changed %2</source>
        <translation>%1 — 最后修改于 %2</translation>
    </message>
    <message>
        <source>&amp;Restore selected</source>
        <translation>恢复所选(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard all</source>
        <translation>全部丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>Decide &amp;later</source>
        <translation>以后再决定(&amp;L)</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::ReportController</name>
    <message>
        <source>Export PDF report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <source>The cover of the report names who it is for and who prepared it. Both may stay empty.</source>
        <translation>报告封面会写明客户和编制人；两项都可以留空，留空的项不会出现在封面上。</translation>
    </message>
    <message>
        <source>e.g. the customer&apos;s company</source>
        <translation>例如客户的公司名称</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>客户(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Prepared by:</source>
        <translation>编制人(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Preview…</source>
        <translation>预览(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the PDF report</source>
        <translation>保存 PDF 报告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::ResultsPage</name>
    <message>
        <source>No configuration meets every requirement. The detail tab says what would make one fit.</source>
        <translation>没有配置能满足全部要求。“详情”页说明了如何满足要求。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recommended: %1 × %2&lt;/b&gt; (%3) · %4 · %5 %6 · configurations that fit: %7, rejected: %8 · prices as of %9</source>
        <translation>&lt;b&gt;推荐：%1 × %2&lt;/b&gt;（%3）· %4 · %6 %5 · 可行配置：%7 个，被排除：%8 个 · 价格截至 %9</translation>
    </message>
    <message>
        <source>for the job</source>
        <translation>整个任务</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>All families</source>
        <translation>全部规格族</translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>全部 GPU</translation>
    </message>
    <message>
        <source>Any billing model</source>
        <translation>任意计费方式</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Ranked configurations; they follow every change you make on the earlier pages.</source>
        <translation>配置排名；前面各页的任何修改都会立即反映在这里。</translation>
    </message>
    <message>
        <source>Hide configurations that were rejected (do not fit, too slow, over budget)</source>
        <translation>隐藏被排除的配置（显存不足、太慢或超预算）</translation>
    </message>
    <message>
        <source>Fa&amp;mily:</source>
        <translation>规格族(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>Filter by instance family</source>
        <translation>按规格族筛选</translation>
    </message>
    <message>
        <source>Filter by GPU</source>
        <translation>按 GPU 筛选</translation>
    </message>
    <message>
        <source>Filter by billing model</source>
        <translation>按计费方式筛选</translation>
    </message>
    <message>
        <source>Ranked configurations</source>
        <translation>配置排名</translation>
    </message>
    <message>
        <source>Details of the selected configuration</source>
        <translation>所选配置的详情</translation>
    </message>
    <message>
        <source>Decision path and checklist</source>
        <translation>决策路径与检查清单</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>详情(&amp;D)</translation>
    </message>
    <message>
        <source>Cost chart</source>
        <translation>费用图</translation>
    </message>
    <message>
        <source>Price vs performance</source>
        <translation>价格与性能图</translation>
    </message>
    <message>
        <source>Memory chart</source>
        <translation>显存图</translation>
    </message>
    <message>
        <source>Scaling chart</source>
        <translation>多卡扩展性</translation>
    </message>
    <message>
        <source>Cost of the top configurations per billing model</source>
        <translation>排名靠前配置在各计费方式下的费用</translation>
    </message>
    <message>
        <source>Price against performance</source>
        <translation>价格与性能</translation>
    </message>
    <message>
        <source>Memory breakdown against GPU memory</source>
        <translation>显存占用构成与 GPU 显存对比</translation>
    </message>
    <message>
        <source>Scaling with GPU count</source>
        <translation>随 GPU 数量的扩展</translation>
    </message>
    <message>
        <source>&amp;Compare selected…</source>
        <translation>对比所选(&amp;C)…</translation>
    </message>
    <message>
        <source>Select two to four rows (Ctrl+click or Shift+arrows) and compare them side by side</source>
        <translation>选择两到四行（Ctrl+单击 或 Shift+方向键）并排对比</translation>
    </message>
    <message>
        <source>Export &amp;PDF report…</source>
        <translation>导出 PDF 报告(&amp;P)…</translation>
    </message>
    <message>
        <source>A4 report with the recommendation, this table, the charts and the advice</source>
        <translation>A4 报告，包含推荐结果、此表格、图表和建议</translation>
    </message>
    <message>
        <source>&amp;One per family</source>
        <translation>每个规格族一行(&amp;O)</translation>
    </message>
    <message>
        <source>Show only the best-ranked size of each instance family; untick to see every size</source>
        <translation>每个实例规格族只显示排名最高的规格；取消勾选可查看所有规格</translation>
    </message>
    <message>
        <source>Showing %1 of %2</source>
        <translation>显示 %1 项，共 %2 项</translation>
    </message>
    <message>
        <source>&lt;b&gt;No estimate yet.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;尚无估算。&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Fi&amp;ts only</source>
        <translation>仅显示可行的(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Within budget</source>
        <translation>预算以内(&amp;W)</translation>
    </message>
    <message>
        <source>B&amp;illing:</source>
        <translation>计费(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Advice</source>
        <translation>建议(&amp;A)</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>导出对比表</translation>
    </message>
    <message>
        <source>CSV data (*.csv);;Excel workbook with formulas (*.xlsx)</source>
        <translation>CSV 数据 (*.csv);;带公式的 Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>E&amp;xport CSV/XLSX…</source>
        <translation>导出 CSV/XLSX(&amp;X)…</translation>
    </message>
    <message>
        <source>Save the visible rows as data: a CSV file, or an Excel workbook whose cost model calculates</source>
        <translation>将当前显示的行保存为数据：CSV 文件，或成本模型可自动计算的 Excel 工作簿</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>What-if</source>
        <translation>假设分析</translation>
    </message>
    <message>
        <source>Your &amp;quote…</source>
        <translation>您的报价(&amp;Q)…</translation>
    </message>
    <message>
        <source>Enter the price you were quoted for the selected instance type; it is marked ‡ everywhere it is shown</source>
        <translation>为所选实例规格输入您拿到的报价；它在所有显示处都标有 ‡</translation>
    </message>
    <message>
        <source>Hide configurations that cost more than your budget</source>
        <translation>隐藏超出预算的配置</translation>
    </message>
    <message>
        <source>Priced onl&amp;y</source>
        <translation>仅显示有价格的(&amp;Y)</translation>
    </message>
    <message>
        <source>Hide configurations without a list price. Otherwise they follow every priced one, each with the price a quote must beat</source>
        <translation>隐藏没有官网价的配置。不隐藏时，它们排在所有有价格的配置之后，并标出报价需低于多少才划算</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::ScalePage</name>
    <message>
        <source>million tokens</source>
        <translation>百万 token</translation>
    </message>
    <message>
        <source>thousand samples</source>
        <translation>千个样本</translation>
    </message>
    <message>
        <source>Training &amp;tokens per epoch:</source>
        <translation>每轮训练 token 数(&amp;T)：</translation>
    </message>
    <message>
        <source>Training &amp;samples per epoch:</source>
        <translation>每轮训练样本数(&amp;S)：</translation>
    </message>
    <message>
        <source>Scale and speed</source>
        <translation>规模与速度</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Development machines are sized so the model fits in GPU memory; no speed inputs are needed.</source>
        <translation>开发机只需保证模型能放进显存，无需填写速度要求。</translation>
    </message>
    <message>
        <source>How much data one pass over the dataset reads</source>
        <translation>完整读一遍数据集的数据量</translation>
    </message>
    <message>
        <source>Training data per epoch</source>
        <translation>每轮训练数据量</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>How many times training reads the whole dataset; 1–3 is usual for fine-tuning</source>
        <translation>训练读完整个数据集的次数；微调通常为 1–3 轮</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>训练轮数</translation>
    </message>
    <message>
        <source>Se&amp;quence length:</source>
        <translation>序列长度(&amp;Q)：</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Tokens per training example; longer sequences need more activation memory</source>
        <translation>每个训练样本的 token 数；序列越长，激活值占用的显存越多</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>&amp;Micro-batch:</source>
        <translation>微批大小(&amp;M)：</translation>
    </message>
    <message>
        <source>examples per GPU</source>
        <translation>个样本/卡</translation>
    </message>
    <message>
        <source>Examples each GPU processes at once; leave at 1 for large language models</source>
        <translation>每块 GPU 一次处理的样本数；大语言模型保持 1 即可</translation>
    </message>
    <message>
        <source>Micro-batch size</source>
        <translation>微批大小</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Finish within this time; leave empty if there is no deadline</source>
        <translation>须在此时间内完成；没有截止时间则留空</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>无截止时间</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>Tokens the model reads per request (prompt and history)</source>
        <translation>每个请求模型要读入的 token 数（提示词与历史）</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>输入长度（提示词）</translation>
    </message>
    <message>
        <source>&amp;Output length:</source>
        <translation>输出长度(&amp;O)：</translation>
    </message>
    <message>
        <source>Tokens generated per answer; 1 for classification models</source>
        <translation>每次回答生成的 token 数；分类模型填 1</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>输出长度</translation>
    </message>
    <message>
        <source>&amp;Concurrent users:</source>
        <translation>并发请求数(&amp;C)：</translation>
    </message>
    <message>
        <source>requests at once</source>
        <translation>个</translation>
    </message>
    <message>
        <source>Requests served at the same moment; each one holds KV-cache memory</source>
        <translation>同一时刻处理的请求数；每个请求都会占用 KV 缓存显存</translation>
    </message>
    <message>
        <source>Concurrent requests</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <source>&amp;Request rate:</source>
        <translation>请求速率(&amp;R)：</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>Average new requests per second at peak</source>
        <translation>高峰期平均每秒新增请求数</translation>
    </message>
    <message>
        <source>Request rate</source>
        <translation>请求速率</translation>
    </message>
    <message>
        <source>Per generated token for chat models, per request otherwise; empty = no target</source>
        <translation>对话模型按每个生成 token 计，其他模型按每个请求计；留空表示无目标</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>无目标</translation>
    </message>
    <message>
        <source>Latency target</source>
        <translation>延迟目标</translation>
    </message>
    <message>
        <source>ms per output token</source>
        <translation>毫秒/输出 token</translation>
    </message>
    <message>
        <source>ms per request</source>
        <translation>毫秒/请求</translation>
    </message>
    <message>
        <source>Desktops</source>
        <translation>桌面</translation>
    </message>
    <message>
        <source>&amp;Desktops at once:</source>
        <translation>同时使用的桌面数(&amp;D)：</translation>
    </message>
    <message>
        <source>sessions</source>
        <translation>个会话</translation>
    </message>
    <message>
        <source>Remote desktops or game streams in use at the same time; each gets its own GPU or vGPU slice</source>
        <translation>同时使用的远程桌面或游戏串流数；每个会话独占一块 GPU 或一个 vGPU 分片</translation>
    </message>
    <message>
        <source>Concurrent desktop sessions</source>
        <translation>同时在线的桌面会话</translation>
    </message>
    <message>
        <source>GPU &amp;memory per desktop:</source>
        <translation>每个桌面的显存(&amp;M)：</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Framebuffer, textures and scene of one session; each session gets a GPU or vGPU slice at least this large</source>
        <translation>一个会话的帧缓冲、纹理和场景；每个会话分到的 GPU 或 vGPU 分片至少有这么大</translation>
    </message>
    <message>
        <source>GPU memory per desktop session</source>
        <translation>每个桌面会话的显存</translation>
    </message>
    <message>
        <source>Framework (PyTorch, TensorFlow)</source>
        <translation>训练框架直接推理（PyTorch、TensorFlow）</translation>
    </message>
    <message>
        <source>Compiled (TensorRT, ONNX Runtime)</source>
        <translation>编译优化引擎（TensorRT、ONNX Runtime）</translation>
    </message>
    <message>
        <source>A compiled engine runs several times faster than the framework and uses the INT8 tensor cores for INT8; the estimate uses published results for the engine chosen</source>
        <translation>编译优化引擎的速度是训练框架的数倍，INT8 精度时使用 INT8 Tensor Core；估算采用所选引擎的公开测试结果</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <source>&amp;Input length:</source>
        <translation>输入长度(&amp;I)：</translation>
    </message>
    <message>
        <source>Tokens in each request the model reads</source>
        <translation>模型每个请求读取的 token 数</translation>
    </message>
    <message>
        <source>E&amp;pochs:</source>
        <translation>训练轮数(&amp;P)：</translation>
    </message>
    <message>
        <source>Latenc&amp;y target:</source>
        <translation>延迟目标(&amp;Y)：</translation>
    </message>
    <message>
        <source>the model&apos;s own, %1</source>
        <translation>模型自身尺寸 %1</translation>
    </message>
    <message>
        <source>Image si&amp;ze:</source>
        <translation>图像尺寸(&amp;Z)：</translation>
    </message>
    <message>
        <source>px on a side</source>
        <translation>像素（边长）</translation>
    </message>
    <message>
        <source>Width of the square images trained on or generated; memory and time grow with the pixels. Empty: the size the model was made for</source>
        <translation>训练或生成的正方形图像的边长；显存和耗时随像素数增长。留空：使用模型原本的尺寸</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>图像尺寸</translation>
    </message>
    <message>
        <source>How much data, how fast the result must be there, and the project&apos;s plan month by month.</source>
        <translation>数据量有多大，结果需要多快出来，以及项目逐月的计划。</translation>
    </message>
    <message>
        <source>Serving en&amp;gine:</source>
        <translation>推理引擎(&amp;G)：</translation>
    </message>
    <message>
        <source>Time to first to&amp;ken:</source>
        <translation>首 token 时间(&amp;K)：</translation>
    </message>
    <message>
        <source>s at most</source>
        <translation>秒以内</translation>
    </message>
    <message>
        <source>How long a user may wait for the answer to start; empty = 2 s, MLPerf Inference&apos;s server target</source>
        <translation>用户最多等多久才看到回答开始；留空即 2 秒，MLPerf Inference 服务器场景目标</translation>
    </message>
    <message>
        <source>2 s (MLPerf)</source>
        <translation>2 秒（MLPerf）</translation>
    </message>
    <message>
        <source>Time to first token target</source>
        <translation>首 token 时间目标</translation>
    </message>
    <message>
        <source>&amp;Clips an hour:</source>
        <translation>每小时视频数(&amp;C)：</translation>
    </message>
    <message>
        <source>clips</source>
        <translation>段</translation>
    </message>
    <message>
        <source>Video clips the service must make in an hour at peak</source>
        <translation>高峰时每小时需要生成的视频段数</translation>
    </message>
    <message>
        <source>s per clip</source>
        <translation>秒/段</translation>
    </message>
    <message>
        <source>How long one clip may take; a shorter time splits each clip over more GPUs</source>
        <translation>每段视频最多可用的时间；时间越短，每段视频分到的 GPU 越多</translation>
    </message>
    <message>
        <source>px high</source>
        <translation>像素高</translation>
    </message>
    <message>
        <source>Sampl&amp;ing steps:</source>
        <translation>采样步数(&amp;I)：</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Denoising steps per image or clip; time grows in proportion. Empty: the model&apos;s default</source>
        <translation>每张图像或每段视频的去噪步数；耗时与之成正比。留空：使用模型默认值</translation>
    </message>
    <message>
        <source>Sampling steps</source>
        <translation>采样步数</translation>
    </message>
    <message>
        <source>&amp;Frames per clip:</source>
        <translation>每段帧数(&amp;F)：</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>帧</translation>
    </message>
    <message>
        <source>Frames in each clip (81 frames at 16 fps are 5 s); attention grows with their square. Empty: the model&apos;s default</source>
        <translation>每段视频的帧数（16 fps 下 81 帧为 5 秒）；注意力计算随其平方增长。留空：使用模型默认值</translation>
    </message>
    <message>
        <source>Frames per clip</source>
        <translation>每段帧数</translation>
    </message>
    <message>
        <source>Lo&amp;w-memory training:</source>
        <translation>低显存训练(&amp;W)：</translation>
    </message>
    <message>
        <source>With a large vocabulary the loss holds several copies of the logits; a chunked or fused loss keeps much less, which matters most for long sequences</source>
        <translation>词表较大时，损失计算会同时保留多份 logits；分块或融合的损失计算占用少得多，对长序列影响最大</translation>
    </message>
    <message>
        <source>Memory saving</source>
        <translation>显存优化</translation>
    </message>
    <message>
        <source>E&amp;xtra memory from the host:</source>
        <translation>借用主机内存(&amp;X)：</translation>
    </message>
    <message>
        <source>Keeps training state in the instance&apos;s memory instead of on the GPUs: fewer or smaller GPUs, but each step waits for the host, and the host memory must hold it</source>
        <translation>把训练状态放在实例内存而不是 GPU 上：可用更少或更小的 GPU，但每一步都要等待主机完成，且主机内存必须放得下</translation>
    </message>
    <message>
        <source>Offload to host memory</source>
        <translation>卸载到主机内存</translation>
    </message>
    <message>
        <source>&amp;Input length (prompt):</source>
        <translation>输入长度（提示词）(&amp;I)：</translation>
    </message>
    <message>
        <source>Speech en&amp;gine:</source>
        <translation>语音识别引擎(&amp;G)：</translation>
    </message>
    <message>
        <source>The program that transcribes: the engines differ several-fold in speed, and only some batch audio windows together; the estimate uses published ratios between them</source>
        <translation>执行转写的程序：各引擎的速度相差数倍，且只有部分引擎能把多个音频窗口合批处理；估算采用公开测得的引擎间速度比</translation>
    </message>
    <message>
        <source>Speech engine</source>
        <translation>语音识别引擎</translation>
    </message>
    <message>
        <source>30-s windows at once</source>
        <translation>个 30 秒窗口</translation>
    </message>
    <message>
        <source>Audio windows in work at the same moment: an engine that batches runs them together, the others need a copy of the model for each</source>
        <translation>同时处理的音频窗口数：支持合批的引擎一起处理，其他引擎每个窗口需要一份模型副本</translation>
    </message>
    <message>
        <source>Audio windows at once</source>
        <translation>同时处理的音频窗口数</translation>
    </message>
    <message>
        <source>LLM serving en&amp;gine:</source>
        <translation>LLM 推理引擎(&amp;G)：</translation>
    </message>
    <message>
        <source>The program that serves the model: each runs at most its own default number of requests at once (LMDeploy 128 on most GPUs, vLLM 256 or 1,024, SGLang and TensorRT-LLM 2,048), which decides how many users one copy takes</source>
        <translation>部署模型所用的推理程序：每种引擎同时运行的请求数不超过其默认上限（LMDeploy 在多数 GPU 上为 128，vLLM 为 256 或 1,024，SGLang 与 TensorRT-LLM 为 2,048），这决定一个模型副本能同时服务多少用户</translation>
    </message>
    <message>
        <source>LLM serving engine</source>
        <translation>LLM 推理引擎</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>不使用</translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <source>EAGLE heads</source>
        <translation>EAGLE 草稿头</translation>
    </message>
    <message>
        <source>Multi-token prediction (MTP)</source>
        <translation>多 token 预测（MTP）</translation>
    </message>
    <message>
        <source>Prompt lookup (n-gram)</source>
        <translation>提示词查找（n-gram）</translation>
    </message>
    <message>
        <source>needed, such as 0.5</source>
        <translation>必填，例如 0.5</translation>
    </message>
    <message>
        <source>engine default: %1</source>
        <translation>引擎默认：%1</translation>
    </message>
    <message>
        <source>engine default: the model&apos;s own</source>
        <translation>引擎默认：模型自身的长度</translation>
    </message>
    <message>
        <source>fewest needed: %1</source>
        <translation>最少所需：%1</translation>
    </message>
    <message>
        <source>The longest request (prompt and answer) the engine is started for: vLLM --max-model-len, SGLang --context-length. It must fit in GPU memory once, so a shorter setting lets a model start on smaller GPUs. Empty: the engine&apos;s default, the longest the model can read (max_position_embeddings in its config.json)</source>
        <translation>推理引擎启动时设定的最长请求（提示词加回答）：vLLM 的 --max-model-len、SGLang 的 --context-length。一条这样长的请求必须能放进显存，因此设短一些，模型就能在更小的 GPU 上启动。留空：引擎默认值，即模型能读取的最大长度（其 config.json 中的 max_position_embeddings）</translation>
    </message>
    <message>
        <source>Max model length</source>
        <translation>最大模型长度</translation>
    </message>
    <message>
        <source>&amp;Speculative decoding:</source>
        <translation>投机解码(&amp;S)：</translation>
    </message>
    <message>
        <source>A small draft proposes a few tokens and the model checks them all in one pass, so each user gets the answer faster while the GPUs have compute to spare (less so at full load). A draft model is a small model of the same family; EAGLE heads and MTP modules are small extra layers made for the model; prompt lookup copies from the prompt</source>
        <translation>由一个小的草稿先提出几个 token，模型在一次前向计算中一并校验，因此在 GPU 算力有富余时每位用户更快拿到回答（满载时收益变小）。草稿模型是同系列的小模型；EAGLE 草稿头和 MTP 模块是为该模型专门训练的小型附加层；提示词查找则从提示词中复制</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>投机解码</translation>
    </message>
    <message>
        <source>Acceptance length:</source>
        <translation>接受长度：</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>token/步</translation>
    </message>
    <message>
        <source>Tokens kept per step, the model&apos;s own included: 1 means no gain. Read it from your engine&apos;s logs (vLLM and SGLang report it) or the draft&apos;s model card; 2 to 4 is usual</source>
        <translation>每步保留的 token 数，含模型自己生成的那个：1 表示没有收益。可从推理引擎的日志（vLLM 和 SGLang 会报告）或草稿模型的模型卡中读取；通常为 2 到 4</translation>
    </message>
    <message>
        <source>Acceptance length</source>
        <translation>接受长度</translation>
    </message>
    <message>
        <source>Draft tokens:</source>
        <translation>草稿 token 数：</translation>
    </message>
    <message>
        <source>Tokens the draft proposes each step (vLLM num_speculative_tokens); the model checks them all, so more costs more. Empty: the fewest that can reach the acceptance length</source>
        <translation>草稿每步提出的 token 数（vLLM 的 num_speculative_tokens）；模型会全部校验，所以越多开销越大。留空：能达到该接受长度的最少数量</translation>
    </message>
    <message>
        <source>Draft tokens per step</source>
        <translation>每步草稿 token 数</translation>
    </message>
    <message>
        <source>Draft model si&amp;ze:</source>
        <translation>草稿模型大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>十亿参数</translation>
    </message>
    <message>
        <source>Parameters of the draft model in billions, such as 0.5 for a 0.5B model of the same family; it runs on the same GPUs for every proposed token</source>
        <translation>草稿模型的参数量（以十亿计），例如同系列 0.5B 的模型填 0.5；它与主模型在同一批 GPU 上运行，每提出一个 token 就运行一次</translation>
    </message>
    <message>
        <source>Draft model size</source>
        <translation>草稿模型大小</translation>
    </message>
    <message>
        <source>&amp;Job deadline:</source>
        <translation>作业截止时间(&amp;J)：</translation>
    </message>
    <message>
        <source>Max mo&amp;del length:</source>
        <translation>最大模型长度(&amp;D)：</translation>
    </message>
    <message>
        <source>Enter the draft model&apos;s size: the estimate needs it, and Next waits for it.</source>
        <translation>请填写草稿模型大小：估算需要它，填写后才能进入下一步。</translation>
    </message>
    <message>
        <source>padded to the input length</source>
        <translation>按输入长度补齐</translation>
    </message>
    <message>
        <source>The requests&apos; mean real length, for an engine that runs them unpadded (TensorRT&apos;s variable-length kernels, as NVIDIA&apos;s MLPerf BERT runs): each costs this length</source>
        <translation>请求的实际平均长度，适用于不做补齐的推理引擎（TensorRT 的变长内核，NVIDIA 的 MLPerf BERT 即如此运行）：每个请求按此长度计算</translation>
    </message>
    <message>
        <source>Mean input length</source>
        <translation>平均输入长度</translation>
    </message>
    <message>
        <source>Mean input length:</source>
        <translation>平均输入长度：</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>分辨率(&amp;R)：</translation>
    </message>
    <message>
        <source>What each session is rendered and streamed at. Recorded with the scenario; it does not change the sizing yet</source>
        <translation>每个会话渲染和串流的分辨率。随场景保存，尚不影响容量估算</translation>
    </message>
    <message>
        <source>Stream resolution</source>
        <translation>串流分辨率</translation>
    </message>
    <message>
        <source>Frame ra&amp;te:</source>
        <translation>帧率(&amp;T)：</translation>
    </message>
    <message>
        <source>fps</source>
        <translation>fps</translation>
    </message>
    <message>
        <source>Frames each session renders and encodes a second. Recorded with the scenario; it does not change the sizing yet</source>
        <translation>每个会话每秒渲染并编码的帧数。随场景保存，尚不影响容量估算</translation>
    </message>
    <message>
        <source>Frame rate</source>
        <translation>帧率</translation>
    </message>
    <message>
        <source>Video enc&amp;oder:</source>
        <translation>视频编码器(&amp;O)：</translation>
    </message>
    <message>
        <source>The codec the GPU&apos;s encoder (NVENC) streams in. Recorded with the scenario; it does not change the sizing yet</source>
        <translation>GPU 编码器（NVENC）串流所用的编码格式。随场景保存，尚不影响容量估算</translation>
    </message>
    <message>
        <source>Video encoder</source>
        <translation>视频编码器</translation>
    </message>
    <message>
        <source>Requests in work at the same moment: a copy runs them as one batch, so each waits for the batch</source>
        <translation>同一时刻在处理的请求数：一份模型副本把它们合成一批计算，每个请求都要等整批算完</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::ScalingChart</name>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>GPUs in total (count)</source>
        <translation>GPU 总数（块）</translation>
    </message>
    <message>
        <source>Best throughput (%1)</source>
        <translation>最佳吞吐量（%1）</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Best throughput by GPU count, one line per GPU model</source>
        <translation>各 GPU 总数下的最佳吞吐量（每种 GPU 型号一条线）</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (not ranked)</source>
        <translation>%1（未入排名）</translation>
    </message>
    <message>
        <source>%1, %2 GPUs
best: %3
%4 %5</source>
        <translation>%1，%2 块 GPU
最佳：%3
%4 %5</translation>
    </message>
    <message numerus="yes">
        <source>GPUs in total (count); %n with more GPUs for no more throughput left out</source>
        <translation>
            <numerusform>GPU 总数（块）；另有 %n 个 GPU 更多但吞吐量未提高的配置未画出</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every GPU serving: %n copies of the model; the load needs %1</source>
        <translation>
            <numerusform>全部 GPU 均在服务：%n 份模型副本；负载只需 %1 份</numerusform>
        </translation>
    </message>
    <message>
        <source>Best throughput, every GPU serving (%1)</source>
        <translation>最佳吞吐量，全部 GPU 均在服务（%1）</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Three-letter currency code to show prices in, e.g. USD; %1 shows catalog prices unchanged</source>
        <translation>显示价格所用的三位货币代码，例如 USD；填 %1 则按规格价格库原价显示</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>显示货币</translation>
    </message>
    <message>
        <source>Your exchange rate; converted figures are marked with *</source>
        <translation>您设定的汇率；换算后的金额用 * 标出</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Region new scenarios start with</source>
        <translation>新场景默认使用的地域</translation>
    </message>
    <message>
        <source>Default region</source>
        <translation>默认地域</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%（官网价 8 折填 20）</translation>
    </message>
    <message>
        <source>Discount new scenarios start with</source>
        <translation>新场景默认的优惠比例（官网价 8 折填 20）</translation>
    </message>
    <message>
        <source>Default customer discount</source>
        <translation>默认商务优惠比例</translation>
    </message>
    <message>
        <source>&amp;Presentation mode (full screen, larger text)</source>
        <translation>演示模式（全屏、大字体）(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Display &amp;currency:</source>
        <translation>显示货币(&amp;C)：</translation>
    </message>
    <message>
        <source>Exchange &amp;rate:</source>
        <translation>汇率(&amp;R)：</translation>
    </message>
    <message>
        <source>Default &amp;region:</source>
        <translation>默认地域(&amp;R)：</translation>
    </message>
    <message>
        <source>Default &amp;discount:</source>
        <translation>默认商务优惠比例(&amp;D)：</translation>
    </message>
    <message>
        <source>CSV files start with a &amp;byte order mark (Excel then shows Chinese correctly)</source>
        <translation>CSV 文件以字节顺序标记（BOM）开头，使 Excel 正确显示中文(&amp;B)</translation>
    </message>
    <message>
        <source>%1 = 1 %2</source>
        <comment>the display currency, then the catalog&apos;s: &quot;USD = 1 CNY&quot;</comment>
        <translation>%1 = 1 %2</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::StartPage</name>
    <message>
        <source>What do you want to run?</source>
        <translation>您想运行什么？</translation>
    </message>
    <message>
        <source>Pick the closest example; every answer can be changed on the next pages.</source>
        <translation>选一个最接近的示例；每个答案都可以在后面几页修改。</translation>
    </message>
    <message>
        <source>Example scenarios</source>
        <translation>示例场景</translation>
    </message>
    <message>
        <source>&amp;Open a saved scenario…</source>
        <translation>打开已保存的场景(&amp;O)…</translation>
    </message>
    <message>
        <source>Load a scenario file saved earlier (JSON)</source>
        <translation>加载之前保存的场景文件（JSON）</translation>
    </message>
    <message>
        <source>E&amp;xamples (results update as soon as you pick one):</source>
        <translation>示例(&amp;X)（选中后结果立即更新）：</translation>
    </message>
    <message>
        <source>Scenario na&amp;me:</source>
        <translation>场景名称(&amp;M)：</translation>
    </message>
    <message>
        <source>e.g. Customer support chatbot, 2027</source>
        <translation>例如：2027 年客服聊天机器人</translation>
    </message>
    <message>
        <source>Saved with the scenario; the window title and the report&apos;s cover use it</source>
        <translation>随场景一起保存；窗口标题和报告封面都会使用它</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::StatusNote</name>
    <message>
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::TimelineChart</name>
    <message>
        <source>Project cost by month and in total, by billing model</source>
        <translation>各计费方式下项目的逐月费用与累计费用</translation>
    </message>
    <message>
        <source>Month of the project</source>
        <translation>项目月份</translation>
    </message>
    <message>
        <source>Each phase on its cheapest</source>
        <translation>各阶段取最便宜方式</translation>
    </message>
    <message>
        <source>%1, month %2: %3 so far</source>
        <translation>%1，第 %2 个月：累计 %3</translation>
    </message>
    <message>
        <source>%1 pays off from month %2</source>
        <translation>%1 自第 %2 个月起回本</translation>
    </message>
    <message>
        <source>Bars: month (%1)</source>
        <translation>柱：当月（%1）</translation>
    </message>
    <message>
        <source>Lines: total (%1)</source>
        <translation>线：累计（%1）</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::TornadoChart</name>
    <message>
        <source>What moves the job&apos;s cost: %1 held fixed</source>
        <translation>影响任务费用的因素（固定 %1）</translation>
    </message>
    <message>
        <source>What moves the monthly cost: %1 held fixed</source>
        <translation>影响每月费用的因素（固定 %1）</translation>
    </message>
    <message>
        <source>Driver −50 % (or the choice below)</source>
        <translation>影响因素 −50%（或下一档选项）</translation>
    </message>
    <message>
        <source>Driver +50 % (or the choice above)</source>
        <translation>影响因素 +50%（或上一档选项）</translation>
    </message>
    <message>
        <source>Change in cost (%1), against %2 for the plan as it is</source>
        <translation>费用变化（%1），相对当前方案的 %2</translation>
    </message>
</context>
<context>
    <name>Advisor::Ui::WorkloadPage</name>
    <message>
        <source>%1 · %2 B parameters</source>
        <translation>%1 · %2B 参数</translation>
    </message>
    <message>
        <source>Import a model&apos;s config.json</source>
        <translation>导入模型的 config.json</translation>
    </message>
    <message>
        <source>Model configuration (config.json *.json)</source>
        <translation>模型配置 (config.json *.json)</translation>
    </message>
    <message>
        <source>%1 B parameters, released as %2.</source>
        <translation>%1B 参数，发布精度为 %2。</translation>
    </message>
    <message>
        <source>Enter the parameter count below, or import the model&apos;s config.json.</source>
        <translation>请在下方输入参数量，或导入模型的 config.json。</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Which model, and what you do with it.</source>
        <translation>用哪个模型，做什么。</translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation>任务(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Stage:</source>
        <translation>阶段(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation>参数量(&amp;P)：</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R)：</translation>
    </message>
    <message>
        <source>Custom model (enter its size)</source>
        <translation>自定义模型（输入其大小）</translation>
    </message>
    <message>
        <source>billion (B)</source>
        <translation>十亿（B）</translation>
    </message>
    <message>
        <source>million (M)</source>
        <translation>百万（M）</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>导入 config.json(&amp;I)…</translation>
    </message>
    <message>
        <source>The kind of model: it decides which speed figures apply</source>
        <translation>模型类型：决定适用哪些速度指标</translation>
    </message>
    <message>
        <source>Training a model needs far more memory than serving it; LoRA trains small adapters only</source>
        <translation>训练模型比推理需要多得多的显存；LoRA 只训练小型适配器</translation>
    </message>
    <message>
        <source>Type to search, e.g. &quot;qwen&quot; or &quot;70b&quot;</source>
        <translation>输入即可搜索，例如 &quot;qwen&quot; 或 &quot;70b&quot;</translation>
    </message>
    <message>
        <source>Weights in the model; 7 B means 7 billion</source>
        <translation>模型的权重数量；7 B 表示 70 亿</translation>
    </message>
    <message>
        <source>Unit of the parameter count</source>
        <translation>参数量的单位</translation>
    </message>
    <message>
        <source>Read layers, widths and heads from a Hugging Face config.json</source>
        <translation>从 Hugging Face 的 config.json 读取层数、宽度和注意力头数</translation>
    </message>
    <message>
        <source>Bytes per weight: BF16 = 2, INT8 = 1, INT4 = 0.5; lower saves memory</source>
        <translation>每个权重的字节数：BF16 = 2，INT8 = 1，INT4 = 0.5；越低越省显存</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <source>Parameter count</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Parameter count unit</source>
        <translation>参数量单位</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>%1 could not be imported; the model stays as it was.
%2</source>
        <translation>无法导入 %1；模型保持不变。
%2</translation>
    </message>
    <message>
        <source>No model in the list is called &quot;%1&quot;; still sizing %2. Nearest: %3. Pick one from the list, or choose the empty entry and give the parameter count.</source>
        <translation>列表中没有名为“%1”的模型；目前仍按 %2 估算。最接近的有：%3。请从列表中选择，或选择空白项并填写参数量。</translation>
    </message>
    <message>
        <source>the size given below</source>
        <translation>下方填写的参数量</translation>
    </message>
    <message>
        <source>Desktops and game streams are sized by the GPU memory each session needs, on the next page: no model, precision or training stage applies.</source>
        <translation>远程桌面和游戏串流按每个会话所需的显存估算（在下一页填写），不涉及模型、精度或训练阶段。</translation>
    </message>
</context>
<context>
    <name>AliyunClient</name>
    <message>
        <source>the aliyun client was killed by signal %1</source>
        <translation>阿里云 CLI（aliyun）被信号 %1 终止</translation>
    </message>
    <message>
        <source>the aliyun client was killed by signal %1 (%2)</source>
        <translation>阿里云 CLI（aliyun）被信号 %1（%2）终止</translation>
    </message>
    <message>
        <source>the aliyun client printed more than %1 MiB in all calls together; stopped it</source>
        <translation>阿里云 CLI（aliyun）各次调用的输出合计超过 %1 MiB，已将其终止</translation>
    </message>
    <message>
        <source>the aliyun client printed more than %1 MiB; stopped it</source>
        <translation>阿里云 CLI（aliyun）输出超过 %1 MiB，已将其终止</translation>
    </message>
</context>
<context>
    <name>AliyunFetch</name>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>the aliyun client at %1 could not be run: %2</source>
        <translation>无法运行位于 %1 的 阿里云 CLI（aliyun）：%2</translation>
    </message>
    <message>
        <source>the aliyun client did not answer within %1 s and was stopped (check the network, or allow more time)</source>
        <translation>阿里云 CLI（aliyun）在 %1 秒内没有应答，已被停止（请检查网络，或留出更多时间）</translation>
    </message>
    <message>
        <source>the aliyun client is not configured: run &quot;aliyun configure&quot; (an AccessKey and a default region) and try again</source>
        <translation>阿里云 CLI（aliyun）尚未配置：请运行“aliyun configure”（设置 AccessKey 和默认地域）后重试</translation>
    </message>
    <message>
        <source>Alibaba Cloud refused the credentials (%1): check the AccessKey with &quot;aliyun configure&quot; and that it may call ECS DescribePrice</source>
        <translation>阿里云拒绝了凭证（%1）：请用“aliyun configure”检查 AccessKey，并确认它有调用 ECS DescribePrice 的权限</translation>
    </message>
    <message>
        <source>still throttled (%1) after %2 attempts</source>
        <translation>尝试 %2 次后仍被限流（%1）</translation>
    </message>
    <message>
        <source>not offered in %1 (%2)</source>
        <translation>%1 不售卖（%2）</translation>
    </message>
    <message>
        <source>the aliyun client failed with exit code %1: %2</source>
        <translation>阿里云 CLI（aliyun）失败，退出码 %1：%2</translation>
    </message>
    <message>
        <source>the API answered %1</source>
        <translation>API 返回错误 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>stock in %1 (DescribeAvailableResource)</source>
        <translation>%1 的库存（DescribeAvailableResource）</translation>
    </message>
    <message>
        <source>stock: %1</source>
        <translation>库存：%1</translation>
    </message>
    <message>
        <source>stock</source>
        <translation>库存</translation>
    </message>
    <message>
        <source>%1 spot: %2</source>
        <translation>%1 抢占式实例：%2</translation>
    </message>
    <message>
        <source>%1 spot</source>
        <translation>%1 抢占式实例</translation>
    </message>
    <message>
        <source>spot advice in %1 (DescribeSpotAdvice)</source>
        <translation>%1 的抢占式实例建议（DescribeSpotAdvice）</translation>
    </message>
    <message>
        <source>spot advice: %1</source>
        <translation>抢占式实例建议：%1</translation>
    </message>
    <message>
        <source>spot advice</source>
        <translation>抢占式实例建议</translation>
    </message>
    <message>
        <source>the answer</source>
        <translation>应答</translation>
    </message>
    <message>
        <source>the API kept throttling (%1), and this run&apos;s %2 s of waiting on it are spent; the prices fetched so far are kept. Try again later, or with a longer --pace or --retry-budget</source>
        <translation>API 持续限流（%1），本次运行用于等待限流的 %2 秒已用完；已获取的价格会保留。请稍后重试，或加大 --pace 或 --retry-budget</translation>
    </message>
</context>
<context>
    <name>AliyunImport</name>
    <message>
        <source>JSON, but not an answer of the aliyun client (expected an object at the top)</source>
        <translation>是 JSON，但不是 阿里云 CLI（aliyun）的应答（顶层应为对象）</translation>
    </message>
    <message>
        <source>more spot samples follow on a later page (NextOffset); save and give every page, the newest price per zone may be there</source>
        <translation>后续页还有更多抢占式价格样本（NextOffset）；请保存并提供每一页，各可用区的最新价格可能在后面</translation>
    </message>
    <message>
        <source>&quot;calls&quot; is not a list; this is not a log written by prices fetch</source>
        <translation>“calls”不是列表；这不是 prices fetch 写出的日志</translation>
    </message>
    <message>
        <source>the fetch that wrote this log did not finish; only the prices it got are imported</source>
        <translation>写出此日志的获取过程没有完成；只导入已获取到的价格</translation>
    </message>
    <message>
        <source>%1, call %2</source>
        <translation>%1，第 %2 次调用</translation>
    </message>
    <message>
        <source>a call needs &quot;arguments&quot; (a list), &quot;startedUtc&quot; and &quot;stdout&quot;</source>
        <translation>每次调用都需要“arguments”（列表）、“startedUtc”和“stdout”</translation>
    </message>
    <message>
        <source>&quot;startedUtc&quot; is not a date and time</source>
        <translation>“startedUtc”不是日期时间</translation>
    </message>
    <message>
        <source>the recorded answer of %1 is not valid JSON; no price from it</source>
        <translation>记录的 %1 应答不是有效的 JSON；未从中取得价格</translation>
    </message>
    <message>
        <source>DescribeInstanceTypes output holds specifications, not prices</source>
        <translation>DescribeInstanceTypes 的输出是规格参数，不是价格</translation>
    </message>
    <message>
        <source>the saved answer is an API error, not a price: %1 (%2)</source>
        <translation>保存的应答是 API 错误，不是价格：%1（%2）</translation>
    </message>
    <message>
        <source>not an answer of DescribePrice, DescribeSpotPriceHistory, DescribeSpotAdvice or DescribeAvailableResource, nor a log of prices fetch (it has %1)</source>
        <translation>不是 DescribePrice、DescribeSpotPriceHistory、DescribeSpotAdvice 或 DescribeAvailableResource 的应答，也不是 prices fetch 的日志（其中有 %1）</translation>
    </message>
    <message>
        <source>no keys</source>
        <translation>无任何键</translation>
    </message>
    <message>
        <source>a spot quote, not a list price; left out</source>
        <translation>这是抢占式实例报价，不是官网价；已略过</translation>
    </message>
    <message>
        <source>a price for %1 %2, not per hour or for one month; left out</source>
        <translation>这是 %1 %2 的价格，既非每小时也非一个月；已略过</translation>
    </message>
    <message>
        <source>a DescribePrice answer does not say which instance type, region and billing model it prices: give --type, --region and --billing (or import the log of prices fetch, which records them)</source>
        <translation>DescribePrice 应答没有说明所询价的实例规格、地域和计费方式：请提供 --type、--region 和 --billing（或导入记录了这些信息的 prices fetch 日志）</translation>
    </message>
    <message>
        <source>no date for this answer: give --date YYYY-MM-DD</source>
        <translation>此应答没有日期：请提供 --date YYYY-MM-DD</translation>
    </message>
    <message>
        <source>the recorded call has no --InstanceType or --RegionId</source>
        <translation>记录的调用缺少 --InstanceType 或 --RegionId</translation>
    </message>
    <message>
        <source>%1: no price from this answer</source>
        <translation>%1：未从此应答中取得价格</translation>
    </message>
    <message>
        <source>prices the same %1 (%2, %3) as %4; this one is kept</source>
        <translation>与 %4 询价的是同一个 %1（%2，%3）；保留这一条</translation>
    </message>
    <message>
        <source>no list price could be read from the files (no readable DescribePrice answer)</source>
        <translation>无法从这些文件中读到官网价（没有可读的 DescribePrice 应答）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (save the client&apos;s standard output unchanged)</source>
        <translation>%1（请原样保存客户端的标准输出）</translation>
    </message>
    <message>
        <source>the recorded answer of %1 cannot be read (%2); no price from it</source>
        <translation>记录的 %1 应答无法读取（%2）；未从中取得价格</translation>
    </message>
</context>
<context>
    <name>AliyunPrices</name>
    <message>
        <source>the answer is not valid JSON (%1 bytes)</source>
        <translation>应答不是有效的 JSON（%1 字节）</translation>
    </message>
    <message>
        <source>the answer is JSON but not an object</source>
        <translation>应答是 JSON，但不是对象</translation>
    </message>
    <message>
        <source>the answer has no PriceInfo.Price</source>
        <translation>应答中没有 PriceInfo.Price</translation>
    </message>
    <message>
        <source>the answer has no DetailInfos, so the instance&apos;s own price cannot be told from the total with disk and image</source>
        <translation>应答中没有 DetailInfos，无法从含云盘和镜像的总价中分出实例本身的价格</translation>
    </message>
    <message>
        <source>the instance part of DetailInfos has no OriginalPrice greater than 0</source>
        <translation>DetailInfos 中实例部分没有大于 0 的 OriginalPrice</translation>
    </message>
    <message>
        <source>the answer does not say its currency</source>
        <translation>应答未注明币种</translation>
    </message>
    <message>
        <source>DetailInfos lists no instance part (Resource &quot;instance&quot; or &quot;instanceType&quot;)</source>
        <translation>DetailInfos 中没有实例部分（Resource 为“instance”或“instanceType”）</translation>
    </message>
    <message>
        <source>the answer has no SpotPrices.SpotPriceType list</source>
        <translation>应答中没有 SpotPrices.SpotPriceType 列表</translation>
    </message>
    <message>
        <source>a SpotPriceType entry lacks ZoneId or SpotPrice</source>
        <translation>某个 SpotPriceType 条目缺少 ZoneId 或 SpotPrice</translation>
    </message>
    <message>
        <source>the answer has no AvailableZones.AvailableZone list</source>
        <translation>应答中没有 AvailableZones.AvailableZone 列表</translation>
    </message>
    <message>
        <source>the answer has no AvailableSpotZones.AvailableSpotZone list</source>
        <translation>应答中没有 AvailableSpotZones.AvailableSpotZone 列表</translation>
    </message>
</context>
<context>
    <name>AliyunSpecs</name>
    <message>
        <source>not a DescribeInstanceTypes answer (no InstanceTypes.InstanceType list)</source>
        <translation>不是 DescribeInstanceTypes 的应答（没有 InstanceTypes.InstanceType 列表）</translation>
    </message>
    <message>
        <source>entry %1 lacks InstanceTypeId, CpuCoreCount or MemorySize</source>
        <translation>第 %1 项缺少 InstanceTypeId、CpuCoreCount 或 MemorySize</translation>
    </message>
    <message>
        <source>the catalog file has no instanceTypes list</source>
        <translation>规格价格库文件没有 instanceTypes 列表</translation>
    </message>
    <message>
        <source>%1 is not in the catalog file</source>
        <translation>%1 不在规格价格库文件中</translation>
    </message>
</context>
<context>
    <name>BoundedRead</name>
    <message>
        <source>%1: larger than the %2 MiB limit for this kind of file</source>
        <translation>%1：超过此类文件 %2 MiB 的上限</translation>
    </message>
    <message>
        <source>%1: is a folder, not a file</source>
        <translation>%1：是文件夹而不是文件</translation>
    </message>
    <message>
        <source>%1: is a named pipe (FIFO), not a regular file</source>
        <translation>%1：是命名管道（FIFO），不是普通文件</translation>
    </message>
    <message>
        <source>%1: is a device, not a regular file</source>
        <translation>%1：是设备，不是普通文件</translation>
    </message>
    <message>
        <source>%1: is not a regular file</source>
        <translation>%1：不是普通文件</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>未提供文件名</translation>
    </message>
    <message>
        <source>%1: file not found</source>
        <translation>%1：找不到文件</translation>
    </message>
    <message>
        <source>%1: cannot be opened: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
</context>
<context>
    <name>CatalogExport</name>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>规格族</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GPU memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>vCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <source>RAM (GiB)</source>
        <translation>内存（GiB）</translation>
    </message>
    <message>
        <source>Network (Gbit/s)</source>
        <translation>网络（Gbit/s）</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>RDMA (Gbit/s)</source>
        <translation>RDMA（Gbit/s）</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Pay-as-you-go (%1/h)</source>
        <translation>按量付费（%1/小时）</translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation>价格依据</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
</context>
<context>
    <name>CatalogLoader</name>
    <message>
        <source>schema version %1 is not supported; this program reads version %2</source>
        <translation>不支持 schema 版本 %1；本程序读取版本 %2</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>expected one of %1, found &quot;%2&quot;</source>
        <translation>应为 %1 之一，实际为“%2”</translation>
    </message>
    <message>
        <source>expected low ≤ typical ≤ high</source>
        <translation>应满足 最低 ≤ 典型 ≤ 最高</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>ID“%1”重复</translation>
    </message>
    <message>
        <source>unknown source &quot;%1&quot;</source>
        <translation>未知出处“%1”</translation>
    </message>
    <message>
        <source>unknown region &quot;%1&quot;</source>
        <translation>未知地域“%1”</translation>
    </message>
    <message>
        <source>unknown family &quot;%1&quot;</source>
        <translation>未知规格族“%1”</translation>
    </message>
    <message>
        <source>unknown GPU &quot;%1&quot;</source>
        <translation>未知 GPU“%1”</translation>
    </message>
    <message>
        <source>%1 GB does not match the %2 GB of its GPU %3</source>
        <translation>%1 GB 与其 GPU %3 的 %2 GB 不一致</translation>
    </message>
    <message>
        <source>only vGPU families may have a fraction of a GPU</source>
        <translation>只有 vGPU 规格族可以有非整数块 GPU</translation>
    </message>
    <message>
        <source>unknown instance type &quot;%1&quot;</source>
        <translation>未知实例规格“%1”</translation>
    </message>
    <message>
        <source>currency %1 differs from the catalog currency %2</source>
        <translation>货币 %1 与规格价格库货币 %2 不同</translation>
    </message>
    <message>
        <source>price date %1 is after the catalog price date %2</source>
        <translation>价格日期 %1 晚于官网价格日期 %2</translation>
    </message>
    <message>
        <source>max is below min</source>
        <translation>最大值小于最小值</translation>
    </message>
    <message>
        <source>the pay-as-you-go billing model &quot;payg&quot; is missing</source>
        <translation>缺少按量付费计费方式“payg”</translation>
    </message>
    <message>
        <source>a second managed price for model &quot;%1&quot;</source>
        <translation>模型“%1”的第二个托管服务价格</translation>
    </message>
    <message>
        <source>speech engine &quot;%1&quot; is listed twice</source>
        <translation>语音识别引擎“%1”重复列出</translation>
    </message>
    <message>
        <source>the factor lies outside its own spread (factorLow to factorHigh)</source>
        <translation>系数超出了其自身的范围（factorLow 至 factorHigh）</translation>
    </message>
    <message>
        <source>expected an id of lower-case letters, digits and hyphens, such as &quot;subscription-1m&quot;, found &quot;%1&quot;</source>
        <translation>应为由小写字母、数字和连字符组成的 ID（例如“subscription-1m”），实际为“%1”</translation>
    </message>
    <message>
        <source>a billing model cannot be its own basis</source>
        <translation>计费方式不能以自身为基准</translation>
    </message>
    <message>
        <source>an interruptible billing model cannot have a term (minimumHours): the instance could be reclaimed before the term ends</source>
        <translation>可中断的计费方式不能有承诺期限（minimumHours）：实例可能在期限结束前被回收</translation>
    </message>
    <message>
        <source>LLM engine &quot;%1&quot; is listed twice</source>
        <translation>LLM 推理引擎“%1”重复列出</translation>
    </message>
    <message>
        <source>an LLM engine needs its %1: {&quot;value&quot;, &quot;source&quot;}, its speed over the calibrated default on the same GPU</source>
        <translation>LLM 推理引擎需要 %1：{&quot;value&quot;, &quot;source&quot;}，即其在同一 GPU 上相对校准默认值的速度</translation>
    </message>
    <message>
        <source>expected a whole number of requests, found %1</source>
        <translation>应为整数个请求，实际为 %1</translation>
    </message>
    <message>
        <source>per-GPU caps need the engine&apos;s own maxRunningSequences; without it the engine keeps vLLM&apos;s rule and these caps would be ignored</source>
        <translation>按 GPU 设定的上限需要该引擎自身的 maxRunningSequences；缺少它时引擎沿用 vLLM 的规则，这些上限将被忽略</translation>
    </message>
    <message>
        <source>a per-GPU cap needs at least one GPU id prefix</source>
        <translation>按 GPU 设定的上限至少需要一个 GPU ID 前缀</translation>
    </message>
    <message>
        <source>an empty GPU id prefix would match every GPU</source>
        <translation>空的 GPU ID 前缀会匹配所有 GPU</translation>
    </message>
    <message>
        <source>only a billing model with a term (minimumHours) commits to anything</source>
        <translation>只有带承诺期限（minimumHours）的计费方式才有承诺对象</translation>
    </message>
    <message>
        <source>the hardware FLOPs utilisation is below the model FLOPs utilisation</source>
        <translation>硬件 FLOPs 利用率低于模型 FLOPs 利用率</translation>
    </message>
    <message>
        <source>unknown training layout &quot;%1&quot;</source>
        <translation>未知的训练布局“%1”</translation>
    </message>
</context>
<context>
    <name>CsvWriter</name>
    <message>
        <source>a quoted cell is not closed before the end of the file</source>
        <translation>带引号的单元格在文件结束前没有闭合</translation>
    </message>
    <message>
        <source>more than %1 rows</source>
        <translation>超过 %1 行</translation>
    </message>
</context>
<context>
    <name>DecisionTree</name>
    <message>
        <source>Model size</source>
        <translation>模型规模</translation>
    </message>
    <message>
        <source>under %1</source>
        <translation>%1 以下</translation>
    </message>
    <message>
        <source>one small card (T4 class)</source>
        <translation>一块小卡（T4 级）</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>one mid-range card (A10, L20), or several</source>
        <translation>一块中端卡（A10、L20）或多块</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>%1 以上</translation>
    </message>
    <message>
        <source>memory first: 80 GB-class cards, or several per copy</source>
        <translation>显存优先：80 GB 级显卡，或每个副本多块卡</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 参数</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>training from scratch</source>
        <translation>从头训练</translation>
    </message>
    <message>
        <source>fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>full, LoRA or QLoRA</source>
        <translation>全参数、LoRA 或 QLoRA</translation>
    </message>
    <message>
        <source>inference (serving)</source>
        <translation>推理（在线服务）</translation>
    </message>
    <message>
        <source>development</source>
        <translation>开发调试</translation>
    </message>
    <message>
        <source>driver and CUDA compatibility matter more than speed</source>
        <translation>驱动和 CUDA 兼容性比速度更重要</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>有截止时间</translation>
    </message>
    <message>
        <source>enough GPUs to finish in time</source>
        <translation>用足够多的 GPU 按时完成</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>无截止时间</translation>
    </message>
    <message>
        <source>the cheapest configuration that fits</source>
        <translation>能满足要求的最便宜配置</translation>
    </message>
    <message>
        <source>latency target</source>
        <translation>有延迟目标</translation>
    </message>
    <message>
        <source>fast cards and small batches</source>
        <translation>更快的卡、更小的批</translation>
    </message>
    <message>
        <source>throughput only</source>
        <translation>只看吞吐</translation>
    </message>
    <message>
        <source>the cheapest per request</source>
        <translation>每个请求成本最低</translation>
    </message>
    <message>
        <source>within %1</source>
        <translation>%1 内完成</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>configurations above it are set aside</source>
        <translation>超出预算的配置不参与排名</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>无预算</translation>
    </message>
    <message>
        <source>ranked by cost</source>
        <translation>按成本排名</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>每月 %1</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>pay-as-you-go</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>short or bursty work</source>
        <translation>短期或突发的任务</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>interruptible work that saves checkpoints</source>
        <translation>可中断且会保存检查点的任务</translation>
    </message>
    <message>
        <source>subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>steady use for a month or more</source>
        <translation>稳定使用一个月以上</translation>
    </message>
    <message>
        <source>savings plan</source>
        <translation>节省计划</translation>
    </message>
    <message>
        <source>a committed hourly spend across families</source>
        <translation>承诺每小时消费，可跨规格族使用</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>cloud disk (ESSD)</source>
        <translation>云盘（ESSD）</translation>
    </message>
    <message>
        <source>data that fits one disk next to the GPUs</source>
        <translation>数据放得进 GPU 实例挂载的一块云盘</translation>
    </message>
    <message>
        <source>shared files (CPFS, NAS)</source>
        <translation>共享文件存储（CPFS、NAS）</translation>
    </message>
    <message>
        <source>large data, many small files, several machines</source>
        <translation>数据量大、小文件多或多机共享</translation>
    </message>
    <message>
        <source>object storage (OSS)</source>
        <translation>对象存储（OSS）</translation>
    </message>
    <message>
        <source>streamed in while training</source>
        <translation>训练时流式读取</translation>
    </message>
    <message>
        <source>a budget</source>
        <translation>有预算</translation>
    </message>
    <message>
        <source>%1 for the job</source>
        <translation>整个任务 %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between budgets</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>live sessions</source>
        <translation>在线会话</translation>
    </message>
    <message>
        <source>remote desktops in use</source>
        <translation>远程桌面使用中</translation>
    </message>
</context>
<context>
    <name>DetailHtml</name>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Blocker</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Rank %1 · %2 · %3 GPUs in total · %4</source>
        <translation>排名 %1 · %2 · 共 %3 块 GPU · %4</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>已排除</translation>
    </message>
    <message>
        <source>Why it ranks here</source>
        <translation>排名理由</translation>
    </message>
    <message>
        <source>Warnings and fixes</source>
        <translation>警告与建议操作</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>建议操作：</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Overhead (CUDA context, buffers, fragmentation)</source>
        <translation>额外开销（CUDA 上下文、通信缓冲区、碎片）</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>所需</translation>
    </message>
    <message>
        <source>Usable of %1 installed</source>
        <translation>可用（标称 %1）</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>Split: tensor parallel %1 × data parallel %2</source>
        <translation>切分方式：张量并行 %1 × 数据并行 %2</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Billing model</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>Whole job</source>
        <translation>整个任务</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Origin, date and source</source>
        <translation>价格类型、日期与出处</translation>
    </message>
    <message>
        <source>~ and italics: estimated or derived, not a listed price. Check the live Alibaba Cloud price calculator before buying.</source>
        <translation>~ 和斜体表示估算或推算的价格，并非官网价。购买前请以阿里云官网价格计算器的实时价格为准。</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Nothing fits these answers</source>
        <translation>按这些答案没有可行的配置</translation>
    </message>
    <message>
        <source>Select a row to see its memory, prices, warnings and assumptions.</source>
        <translation>选中一行即可查看其显存、价格、警告和假设。</translation>
    </message>
    <message>
        <source>Decision path</source>
        <translation>决策路径</translation>
    </message>
    <message>
        <source>Checklist before you buy</source>
        <translation>购买前检查清单</translation>
    </message>
    <message>
        <source>No advice for this scenario.</source>
        <translation>此场景没有建议。</translation>
    </message>
    <message>
        <source>Apply this fix</source>
        <translation>一键应用此建议</translation>
    </message>
    <message>
        <source>Answers still needed</source>
        <translation>还需填写的信息</translation>
    </message>
    <message>
        <source>In users&apos; terms</source>
        <translation>业务视角</translation>
    </message>
    <message>
        <source>How firm the figures are</source>
        <translation>数字的可靠程度</translation>
    </message>
    <message>
        <source>Cheapest regions</source>
        <translation>最便宜的地域</translation>
    </message>
    <message>
        <source>Regions are compared for the top %1 configurations of the ranking; this one is not among them.</source>
        <translation>仅对排名前 %1 的配置比较各地域价格；此配置不在其中。</translation>
    </message>
    <message numerus="yes">
        <source>Split: %1 pipeline stages × tensor parallel %2 × %Ln replica(s)</source>
        <translation>
            <numerusform>切分：%1 段流水线并行 × 张量并行 %2 × %Ln 个副本</numerusform>
        </translation>
    </message>
    <message>
        <source>One session (framebuffer, textures, scene)</source>
        <translation>单个会话（帧缓冲、纹理、场景）</translation>
    </message>
    <message>
        <source>Rank %1 · %2 · %3 · %4</source>
        <comment>rank, GPU, its vGPU slices, speed</comment>
        <translation>排名 %1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>KV cache holds</source>
        <translation>KV 缓存容量</translation>
    </message>
    <message>
        <source>Not sized, so it has no memory or speed figures: %1</source>
        <comment>then the reason the estimate stopped, as under Warnings and fixes</comment>
        <translation>未做估算，因此没有显存和速度数据：%1</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>&amp;Save</source>
        <comment>keeps the changes; Chinese: 保存(&amp;S)</comment>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <comment>closes without saving; Chinese: 不保存(&amp;D), as Chinese desktops name it</comment>
        <translation>不保存(&amp;D)</translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <source>fits</source>
        <translation>满足</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>偏紧</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>不足</translation>
    </message>
    <message>
        <source>listed price</source>
        <translation>官网价</translation>
    </message>
    <message>
        <source>estimated from another size of the family</source>
        <translation>根据同规格族其他规格估算</translation>
    </message>
    <message>
        <source>derived with the billing model&apos;s ratio</source>
        <translation>按计费方式的比例推算</translation>
    </message>
    <message>
        <source>no defensible price</source>
        <translation>无可靠价格</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>截至 %1</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>日期未知</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>出处：%1</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>未核实</translation>
    </message>
    <message>
        <source>Large language model</source>
        <translation>大语言模型</translation>
    </message>
    <message>
        <source>Computer vision</source>
        <translation>计算机视觉</translation>
    </message>
    <message>
        <source>Recommendation system</source>
        <translation>推荐系统</translation>
    </message>
    <message>
        <source>Rendering / cloud gaming</source>
        <translation>渲染 / 云游戏</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Pre-training from scratch</source>
        <translation>从零预训练</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning (4-bit base)</source>
        <translation>QLoRA 微调（4 位基座）</translation>
    </message>
    <message>
        <source>Serving (inference)</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Development / experiments</source>
        <translation>开发 / 实验</translation>
    </message>
    <message>
        <source>FP32 (32-bit float)</source>
        <translation>FP32（32 位浮点）</translation>
    </message>
    <message>
        <source>TF32 (tensor float)</source>
        <translation>TF32（张量浮点）</translation>
    </message>
    <message>
        <source>BF16 (16-bit brain float)</source>
        <translation>BF16（bfloat16）</translation>
    </message>
    <message>
        <source>FP16 (16-bit float)</source>
        <translation>FP16（16 位浮点）</translation>
    </message>
    <message>
        <source>FP8 (8-bit float)</source>
        <translation>FP8（8 位浮点）</translation>
    </message>
    <message>
        <source>INT8 (8-bit integer)</source>
        <translation>INT8（8 位整数）</translation>
    </message>
    <message>
        <source>INT4 (4-bit integer)</source>
        <translation>INT4（4 位整数）</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Region %1 is not in the catalog, so nothing there has a price: %2 is used.</source>
        <translation>规格价格库中没有地域 %1，那里的配置都没有价格：改用 %2。</translation>
    </message>
    <message>
        <source>Storage %1 is not in the catalog: %2 is used.</source>
        <translation>规格价格库中没有存储 %1：改用 %2。</translation>
    </message>
    <message>
        <source>Billing models not in the catalog were left out; used: %1.</source>
        <translation>已去掉规格价格库中没有的计费方式；使用：%1。</translation>
    </message>
    <message>
        <source>the model: pick a preset or type its parameter count (page &quot;Workload&quot;)</source>
        <translation>模型：选择预设，或输入参数量（“工作负载”页）</translation>
    </message>
    <message>
        <source>how much data one epoch holds, in tokens or samples (page &quot;Scale and speed&quot;)</source>
        <translation>每轮（epoch）的数据量，以 token 数或样本数计（“规模与速度”页）</translation>
    </message>
    <message>
        <source>Still needed: %1.</source>
        <translation>还需填写：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>The budget is in %1, but the catalog&apos;s prices are in %2 and no exchange rate is known: the budget is read as %2.</source>
        <translation>预算以 %1 计，但规格价格库的价格以 %2 计，且没有已知汇率：预算按 %2 读取。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a region&apos;s name and its id; Chinese uses full-width brackets</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 × 10⁸</source>
        <comment>a count in units of 10^8; Chinese: %1 亿</comment>
        <translation>%1 亿</translation>
    </message>
    <message>
        <source>%1 × 10⁴</source>
        <comment>a count in units of 10^4; Chinese: %1 万</comment>
        <translation>%1 万</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 亿</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 百万</translation>
    </message>
    <message>
        <source>list price at %1 tenths (%2 off)</source>
        <comment>Chinese: 官网价 %1 折（优惠 %2）</comment>
        <translation>官网价 %1 折（优惠 %2）</translation>
    </message>
    <message>
        <source>%1 off the list price</source>
        <translation>在官网价基础上优惠 %1</translation>
    </message>
    <message>
        <source>price on request</source>
        <translation>需询价</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a range of numbers</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 tokens/s per user · %2 tokens/s in total</source>
        <translation>每用户 %1 token/秒 · 合计 %2 token/秒</translation>
    </message>
    <message>
        <source>counted from the model&apos;s shapes, ±%1</source>
        <translation>按模型结构计算，±%1</translation>
    </message>
    <message>
        <source>scaled from a measured speed, ±%1</source>
        <translation>由实测速度换算，±%1</translation>
    </message>
    <message>
        <source>peak × an assumed utilisation, ±%1</source>
        <translation>峰值 × 假定利用率，±%1</translation>
    </message>
    <message>
        <source>30-day average spot price, interruption rate %1</source>
        <translation>抢占式实例 30 天平均价，中断率 %1</translation>
    </message>
    <message>
        <source>your quote</source>
        <translation>您的报价</translation>
    </message>
    <message>
        <source>price on request; wins below %1 an instance-hour</source>
        <translation>需询价；每实例每小时低于 %1 即胜出</translation>
    </message>
    <message>
        <source>%1 s per clip</source>
        <translation>每段 %1 秒</translation>
    </message>
    <message>
        <source>Image and video generation (diffusion)</source>
        <translation>图像与视频生成（扩散模型）</translation>
    </message>
    <message>
        <source>None (Hugging Face&apos;s default loss)</source>
        <translation>无（Hugging Face 默认损失计算）</translation>
    </message>
    <message>
        <source>Liger Kernel (fused loss)</source>
        <translation>Liger Kernel（融合损失）</translation>
    </message>
    <message>
        <source>Unsloth (fused loss, checkpoints in host memory)</source>
        <translation>Unsloth（融合损失，检查点存于主机内存）</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>不卸载</translation>
    </message>
    <message>
        <source>Optimizer state (ZeRO-Offload)</source>
        <translation>优化器状态（ZeRO-Offload）</translation>
    </message>
    <message>
        <source>Optimizer and weights (ZeRO-3 offload, FSDP CPU offload)</source>
        <translation>优化器和权重（ZeRO-3 卸载、FSDP CPU 卸载）</translation>
    </message>
    <message>
        <source>Chunked loss (torchtune)</source>
        <translation>分块损失（torchtune）</translation>
    </message>
    <message>
        <source>%1, first token late</source>
        <comment>a row&apos;s fit in memory, then that its first token misses the target</comment>
        <translation>%1，首 token 超时</translation>
    </message>
    <message>
        <source>%1, latency target missed</source>
        <comment>a row&apos;s fit in memory, then that it misses the latency target</comment>
        <translation>%1，未达到延迟目标</translation>
    </message>
    <message>
        <source>A lone request waits %1 s for its first token, longer than the %2 s users are commonly held to (MLPerf Inference&apos;s server target, assumed because the scenario sets none): no user is served in time.</source>
        <translation>单个请求要等 %1 秒才得到首个 token，超过通常采用的 %2 秒（MLPerf Inference 服务器场景的目标；场景未设定目标，故按此假设），因此没有用户能在目标内得到服务。</translation>
    </message>
    <message>
        <source>A lone request waits %1 s for its first token, longer than your %2 s target: no user is served in time.</source>
        <translation>单个请求要等 %1 秒才得到首个 token，超过您设定的 %2 秒目标，因此没有用户能在目标内得到服务。</translation>
    </message>
    <message>
        <source>Misses the latency target: %1.</source>
        <translation>未达到延迟目标：%1。</translation>
    </message>
    <message>
        <source>Misses the latency target.</source>
        <translation>未达到延迟目标。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a row&apos;s fit, then why it serves no user in time</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>list price as a third party copied it</source>
        <translation>第三方转录的官网价</translation>
    </message>
    <message>
        <source>%1 (%2 – %3)</source>
        <comment>an amount, then the low and high end of its band</comment>
        <translation>%1（%2 – %3）</translation>
    </message>
    <message>
        <source>audio hours per hour</source>
        <translation>音频小时/小时</translation>
    </message>
    <message>
        <source>%1 audio hours per hour · %2 s per %3-s window</source>
        <translation>%1 音频小时/小时 · 每个 %3 秒窗口 %2 秒</translation>
    </message>
    <message>
        <source>±%1</source>
        <translation>±%1</translation>
    </message>
    <message>
        <source>−%1 / +%2</source>
        <comment>a band&apos;s low and high end from its point</comment>
        <translation>−%1 / +%2</translation>
    </message>
    <message>
        <source>estimate %1</source>
        <translation>估算 %1</translation>
    </message>
    <message>
        <source>the billing model&apos;s range %1</source>
        <translation>计费方式自身区间 %1</translation>
    </message>
    <message>
        <source>price %1 (%2)</source>
        <translation>价格 %1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a cost band, then what it is made of</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between a band&apos;s parts</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>how a price was obtained, then its age; Chinese uses full-width brackets</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>currently sold</source>
        <comment>a family&apos;s sales status</comment>
        <translation>在售</translation>
    </message>
    <message>
        <source>no longer sold</source>
        <comment>a family&apos;s sales status</comment>
        <translation>已停售</translation>
    </message>
    <message>
        <source>invitational preview</source>
        <comment>a family&apos;s sales status</comment>
        <translation>邀测</translation>
    </message>
    <message>
        <source>by application</source>
        <comment>a family&apos;s sales status</comment>
        <translation>需申请</translation>
    </message>
    <message>
        <source>some regions only</source>
        <comment>a family&apos;s sales status</comment>
        <translation>部分地域</translation>
    </message>
    <message>
        <source>%1 (%2 GB/s)</source>
        <comment>a GPU interconnect and its bandwidth; Chinese uses full-width brackets</comment>
        <translation>%1（%2 GB/s）</translation>
    </message>
    <message>
        <source>Alibaba&apos;s DescribeSpotAdvice answer, fetched %1</source>
        <translation>阿里云 DescribeSpotAdvice 查询结果（%1获取）</translation>
    </message>
    <message>
        <source>Alibaba&apos;s DescribePrice answer, fetched %1</source>
        <translation>阿里云 DescribePrice 询价结果（%1获取）</translation>
    </message>
    <message>
        <source>collected %1, %2: check Alibaba&apos;s price page</source>
        <translation>采集于 %1，%2，请以官网为准</translation>
    </message>
    <message>
        <source>published by Alibaba, %1</source>
        <translation>阿里云公布（%1）</translation>
    </message>
    <message>
        <source>worked out from Alibaba&apos;s published price, %1</source>
        <translation>由阿里云公布的价格推算（%1）</translation>
    </message>
    <message>
        <source>Live sessions</source>
        <comment>a rendering / cloud gaming scenario&apos;s stage: desktops in use</comment>
        <translation>在线会话</translation>
    </message>
    <message>
        <source>1 desktop session</source>
        <translation>1 个桌面会话</translation>
    </message>
    <message>
        <source>%1 desktop sessions</source>
        <translation>%1 个桌面会话</translation>
    </message>
    <message>
        <source>%1, little more than its share of your users</source>
        <comment>the KV cache holds N requests, then this</comment>
        <translation>%1，仅略多于其分摊的用户数</translation>
    </message>
    <message numerus="yes">
        <source>%Ln full request(s) per copy</source>
        <comment>the KV cache holds</comment>
        <translation>
            <numerusform>每个副本 %Ln 个完整请求</numerusform>
        </translation>
    </message>
    <message>
        <source>Text understanding and embedding (NLP)</source>
        <translation>文本理解与文本向量（NLP）</translation>
    </message>
</context>
<context>
    <name>EconomicsText</name>
    <message>
        <source>Cost per 1M requests: %1 at your load (%2 requests/s), %3 at full load.</source>
        <translation>每百万请求成本：按您的负载（每秒 %2 个请求）为 %1，满负载时为 %3。</translation>
    </message>
    <message>
        <source>Speed: %1 tokens/s for each user; all %2 replicas together generate %3 tokens/s (%4).</source>
        <translation>速度：每个用户 %1 token/秒；全部 %2 个副本合计生成 %3 token/秒（%4）。</translation>
    </message>
    <message>
        <source>first token within %1 s and %2 ms per output token, MLPerf Inference&apos;s server targets, assumed because the scenario sets none</source>
        <translation>首个 token 不超过 %1 秒、每个输出 token 不超过 %2 毫秒，即 MLPerf Inference 服务器场景的目标；场景未设定目标，故按此假设</translation>
    </message>
    <message>
        <source>first token within %1 s (assumed, MLPerf Inference&apos;s server target) and your %2 ms per output token</source>
        <translation>首个 token 不超过 %1 秒（假设值，MLPerf Inference 服务器场景目标），且每个输出 token 不超过您设定的 %2 毫秒</translation>
    </message>
    <message>
        <source>Users served at once: none within the targets (%1): a lone request&apos;s first token takes %2 s.</source>
        <translation>可同时服务的用户：在目标内（%1）无法服务任何用户，单个请求的首个 token 就需要 %2 秒。</translation>
    </message>
    <message>
        <source>Users served at once: %1 within the targets (%2); the scenario has %3.</source>
        <translation>可同时服务的用户：在目标内（%2）为 %1 个；场景中有 %3 个。</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens: %1 at your load (%2 tokens/s), %3 at full load.</source>
        <translation>每百万输出 token 成本：按您的负载（%2 token/秒）为 %1，满负载时为 %3。</translation>
    </message>
    <message>
        <source>Cost per 1M tokens, prompt and output together: %1 at your load, %2 at full load.</source>
        <translation>每百万 token（输入与输出合计）成本：按您的负载为 %1，满负载时为 %2。</translation>
    </message>
    <message>
        <source>Cost per user per month: %1 for your %2 users</source>
        <translation>每用户每月成本：按您的 %2 个用户为 %1</translation>
    </message>
    <message>
        <source>; %1 when serving all %2 it can</source>
        <translation>；服务其最多可服务的 %2 个用户时为 %1</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>Build or buy: the catalog has no dated, sourced Model Studio per-token price for this model, so no comparison is available.</source>
        <translation>自建与调用百炼 API 对比：暂无该模型在阿里云百炼注明日期和来源的按 token 计费价格，无法比较。</translation>
    </message>
    <message>
        <source>Build or buy: Model Studio lists %1 at %2 per 1M prompt and %3 per 1M output tokens (read %4; %5): %6 a month at your load, against %7 on these instances.</source>
        <translation>自建还是购买：阿里云百炼上 %1 的价格为每百万输入 token %2、每百万输出 token %3（%4 查阅；%5）：按您的负载每月 %6，而这些实例每月 %7。</translation>
    </message>
    <message>
        <source>The instances cost less above %1 generated tokens/s.</source>
        <translation>生成速度高于 %1 token/秒时，自建实例更便宜。</translation>
    </message>
    <message>
        <source>The instances would cost less only above %1 generated tokens/s, more than they can deliver: buying the tokens is cheaper.</source>
        <translation>只有生成速度高于 %1 token/秒时自建实例才更便宜，这超出了它们的能力：购买 token 更便宜。</translation>
    </message>
    <message>
        <source>Time: %1, from %2.</source>
        <translation>时间：%1，依据：%2。</translation>
    </message>
    <message>
        <source>Deadline of %1: checked at the slow end of the band, %2, and met.</source>
        <translation>截止时间 %1：按估算上限 %2计，可按期完成。</translation>
    </message>
    <message>
        <source>Deadline of %1: checked at the slow end of the band, %2, and missed there.</source>
        <translation>截止时间 %1：按估算上限 %2计，将无法按期完成。</translation>
    </message>
    <message>
        <source>Budget of %1 a month: checked at the high end of the cost band, and met.</source>
        <translation>每月预算 %1：按成本区间高端检查，在预算内。</translation>
    </message>
    <message>
        <source>Budget of %1 a month: checked at the high end of the cost band, and exceeded there.</source>
        <translation>每月预算 %1：按成本区间高端检查，在高端会超出预算。</translation>
    </message>
    <message>
        <source>your first token within %1 s and %2 ms per output token (assumed, MLPerf Inference&apos;s server target)</source>
        <translation>首个 token 不超过您设定的 %1 秒，且每个输出 token 不超过 %2 毫秒（假设值，MLPerf Inference 服务器场景目标）</translation>
    </message>
    <message>
        <source>your first token within %1 s and your %2 ms per output token</source>
        <translation>首个 token 不超过您设定的 %1 秒，且每个输出 token 不超过您设定的 %2 毫秒</translation>
    </message>
    <message numerus="yes">
        <source>Time per clip: %1 s on %n GPU(s); all %2 copies together make %3 clips an hour (%4).</source>
        <translation>
            <numerusform>每段视频耗时：%1 秒，使用 %n 块 GPU；全部 %2 个副本每小时合计生成 %3 段（%4）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost per clip at full load: %1; per 1,000 clips: %2.</source>
        <translation>满负载时每段视频成本：%1；每 1,000 段：%2。</translation>
    </message>
    <message>
        <source>measured on this GPU, ±%1</source>
        <translation>在本 GPU 上实测，±%1</translation>
    </message>
    <message>
        <source>scaled by peak throughput from the nearest measured GPU, ±%1</source>
        <translation>由最接近的实测 GPU 按峰值算力换算，±%1</translation>
    </message>
    <message>
        <source>Capacity: %1 %2 from all replicas, %3.</source>
        <translation>容量：全部副本合计 %1 %2，%3。</translation>
    </message>
    <message>
        <source>Latency: %1.</source>
        <translation>延迟：%1。</translation>
    </message>
    <message>
        <source>Cost per 1M images: %1 at your load (%2 images/s), %3 at full load.</source>
        <translation>每百万张图片成本：按您的负载（每秒 %2 张图片）为 %1，满负载时为 %3。</translation>
    </message>
    <message>
        <source>Speed: %1 tokens/s for each user; the one replica generates %2 tokens/s in total (%3).</source>
        <translation>速度：每个用户 %1 token/秒；单个副本合计生成 %2 token/秒（%3）。</translation>
    </message>
    <message>
        <source>Speed: all %1 replicas together transcribe %2 audio hours per hour, that is %2 s of audio each second (%3).</source>
        <translation>速度：全部 %1 个副本每小时共转写 %2 音频小时，即每秒处理 %2 秒音频（%3）。</translation>
    </message>
    <message>
        <source>Speed: the one replica transcribes %1 audio hours per hour, that is %1 s of audio each second (%2).</source>
        <translation>速度：单个副本每小时转写 %1 音频小时，即每秒处理 %1 秒音频（%2）。</translation>
    </message>
    <message>
        <source>Latency: %1 s to transcribe one %2-s audio window at your load.</source>
        <translation>延迟：在您的负载下，转写一个 %2 秒音频窗口需 %1 秒。</translation>
    </message>
    <message>
        <source>Cost per audio hour: %1 at your load (%2 audio hours per hour), %3 at full load; %4 per 1,000 audio hours at full load.</source>
        <translation>每音频小时成本：在您的负载下为 %1（每小时 %2 音频小时），满载时为 %3；满载时每 1,000 音频小时 %4。</translation>
    </message>
    <message>
        <source>Cost band %1.</source>
        <translation>成本区间 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Time per clip: %1 s on %n GPU(s), which make %2 clips an hour (%3).</source>
        <translation>
            <numerusform>每段视频耗时：%1 秒，使用 %n 块 GPU，每小时生成 %2 段（%3）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExampleScenario</name>
    <message>
        <source>Render / cloud gaming desktops</source>
        <translation>渲染 / 云游戏桌面</translation>
    </message>
    <message>
        <source>A development box for a 7B model</source>
        <translation>7B 模型开发机</translation>
    </message>
    <message>
        <source>Fine-tune Stable Diffusion XL</source>
        <translation>微调 Stable Diffusion XL</translation>
    </message>
    <message>
        <source>Fine-tune a 7B chat model with LoRA</source>
        <translation>用 LoRA 微调 7B 对话模型</translation>
    </message>
    <message>
        <source>QLoRA fine-tune of Llama 2 7B on one small GPU</source>
        <translation>在一块小显存 GPU 上用 QLoRA 微调 Llama 2 7B</translation>
    </message>
    <message>
        <source>Full fine-tune of Llama 2 13B</source>
        <translation>Llama 2 13B 全参数微调</translation>
    </message>
    <message>
        <source>Fine-tune a 7B chat model, then serve it for a year</source>
        <translation>微调 7B 对话模型后部署服务一年</translation>
    </message>
    <message>
        <source>Generate 720p video clips with Wan2.1 14B</source>
        <translation>用 Wan2.1 14B 生成 720p 视频片段</translation>
    </message>
    <message>
        <source>Pre-train a 1B model from scratch</source>
        <translation>从零预训练 1B 模型</translation>
    </message>
    <message>
        <source>Train a recommendation model</source>
        <translation>训练推荐模型</translation>
    </message>
    <message>
        <source>Serve Llama 2 70B at 4-bit</source>
        <translation>以 4 比特部署 Llama 2 70B 推理服务</translation>
    </message>
    <message>
        <source>Serve Llama 2 70B chat</source>
        <translation>部署 Llama 2 70B 对话服务</translation>
    </message>
    <message>
        <source>Serve a BERT classification API</source>
        <translation>部署 BERT 文本分类 API</translation>
    </message>
    <message>
        <source>Serve DeepSeek-V3 in FP8</source>
        <translation>以 FP8 部署 DeepSeek-V3 推理服务</translation>
    </message>
    <message>
        <source>Serve a ResNet-50 image API</source>
        <translation>部署 ResNet-50 图像识别 API</translation>
    </message>
    <message>
        <source>Train ResNet-50 on ImageNet</source>
        <translation>在 ImageNet 上训练 ResNet-50</translation>
    </message>
    <message>
        <source>Embed documents for search with Qwen3 Embedding 8B</source>
        <translation>用 Qwen3 Embedding 8B 为检索生成文档向量</translation>
    </message>
</context>
<context>
    <name>FindingText</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Fits (%1), but no price is listed for this family</source>
        <translation>满足（%1），但该规格族没有公开价格</translation>
    </message>
    <message>
        <source>Recommended: cheapest configuration that fits, %1</source>
        <translation>推荐：满足要求的最低成本配置，%1</translation>
    </message>
    <message>
        <source>Recommended: %1; within %2 % of the lowest cost, and the quickest of those</source>
        <translation>推荐：%1；成本与最低成本相差不超过 %2%，且是其中最快的</translation>
    </message>
    <message>
        <source>Recommended: %1; within %2 % of the lowest cost, and the fewest instances</source>
        <translation>推荐：%1；成本与最低成本相差不超过 %2%，且实例数最少</translation>
    </message>
    <message>
        <source>%1, about the same cost as the recommended one</source>
        <translation>%1，成本与推荐方案基本相同</translation>
    </message>
    <message>
        <source>%1, %2 % cheaper than the recommended one, but slower</source>
        <translation>%1，比推荐方案便宜 %2%，但更慢</translation>
    </message>
    <message>
        <source>%1, %2 % cheaper than the recommended one, but on more instances</source>
        <translation>%1，比推荐方案便宜 %2%，但需要更多实例</translation>
    </message>
    <message>
        <source>%1, %2 % cheaper than the recommended one, but with less memory headroom</source>
        <translation>%1，比推荐方案便宜 %2%，但显存余量更小</translation>
    </message>
    <message>
        <source>%1, %2 % dearer than the recommended one</source>
        <translation>%1，比推荐方案贵 %2%</translation>
    </message>
    <message>
        <source>%1, price not available: check the Alibaba Cloud buy page</source>
        <translation>%1，暂无价格：请查看阿里云购买页</translation>
    </message>
    <message>
        <source>%1 GiB needed of %2 GiB usable per GPU (%3 % headroom)</source>
        <translation>每卡需要 %1 GiB，可用 %2 GiB（余量 %3%）</translation>
    </message>
    <message>
        <source>scaling efficiency %1 %</source>
        <translation>扩展效率 %1%</translation>
    </message>
    <message>
        <source>%1 tokens/s in total, %2 ms per token, %3 ms to first token</source>
        <translation>合计 %1 token/秒，每 token %2 毫秒，首 token %3 毫秒</translation>
    </message>
    <message>
        <source>one copy of the model is too large for one instance: its layers are split over %1 instances, which adds memory, not speed</source>
        <translation>单台实例放不下一份模型：按层切分到 %1 台实例上，这样增加的是显存容量，而不是速度</translation>
    </message>
    <message>
        <source>%1 samples/s in total</source>
        <translation>合计 %1 样本/秒</translation>
    </message>
    <message>
        <source>for the job</source>
        <translation>整个任务</translation>
    </message>
    <message>
        <source>a month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>the %1 has no FP8 arithmetic, so it cannot train in FP8 (needs Ada Lovelace, Hopper or Blackwell); train in BF16 instead</source>
        <translation>%1 没有 FP8 运算单元，无法进行 FP8 训练（需要 Ada Lovelace、Hopper 或 Blackwell）；请改用 BF16 训练</translation>
    </message>
    <message>
        <source>the %1 cannot run FP8 weights (weight-only FP8 kernels need Turing or newer)</source>
        <translation>%1 无法运行 FP8 权重（仅权重 FP8 内核需要 Turing 或更新的架构）</translation>
    </message>
    <message>
        <source>Alibaba publishes no bandwidth or compute figures for %1, so its speed cannot be estimated</source>
        <translation>阿里云没有公布 %1 的带宽和算力数据，因此无法估算其速度</translation>
    </message>
    <message>
        <source>a vGPU slice is meant for graphics, not for %1 work</source>
        <translation>vGPU 分片用于图形，不适合%1工作</translation>
    </message>
    <message>
        <source>needs %1 GiB per GPU even split over %2 × %3 GPUs; %4 GiB usable</source>
        <translation>即使切分到 %2 × %3 块 GPU 上，每卡仍需要 %1 GiB；可用 %4 GiB</translation>
    </message>
    <message>
        <source>needs %1 instances for the requested load; at most %2 allowed</source>
        <translation>满足所需负载需要 %1 台实例；最多允许 %2 台</translation>
    </message>
    <message>
        <source>%1 ms per token against a %2 ms target</source>
        <translation>每 token %1 毫秒，目标为 %2 毫秒</translation>
    </message>
    <message>
        <source>family %1 is retired on the China site</source>
        <translation>规格族 %1 在中国站已停售</translation>
    </message>
    <message>
        <source>does not fit in GPU memory</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>Fine-tune with LoRA instead of all weights.</source>
        <translation>改用 LoRA 微调，而不是训练全部权重。</translation>
    </message>
    <message>
        <source>Fine-tune with QLoRA (4-bit base weights).</source>
        <translation>改用 QLoRA 微调（4 位基座权重）。</translation>
    </message>
    <message>
        <source>Serve at %1 precision.</source>
        <translation>以 %1 精度提供推理服务。</translation>
    </message>
    <message>
        <source>Allow more time than %1 h.</source>
        <translation>允许超过 %1 小时的时长。</translation>
    </message>
    <message>
        <source>No instance type in the catalog can run this workload; reduce the model size or context length.</source>
        <translation>规格价格库中没有实例规格能运行此负载；请减小模型规模或上下文长度。</translation>
    </message>
    <message>
        <source>custom model, %1 B parameters</source>
        <translation>自定义模型，%1B 参数</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>%1 layers × hidden %2 (Llama-like proportions, no config given)</source>
        <translation>%1 层 × 隐藏维度 %2（按 Llama 类比例推算，未提供配置）</translation>
    </message>
    <message>
        <source>12·L·h² parameters per layer</source>
        <translation>每层 12·L·h² 个参数</translation>
    </message>
    <message>
        <source>Diffusion compute</source>
        <translation>扩散模型计算量</translation>
    </message>
    <message>
        <source>≈%1 FLOP per parameter per denoising step at %2 % of peak (rough, ±50 %)</source>
        <translation>每个去噪步每参数约 %1 FLOP，按峰值的 %2% 计（粗略，±50%）</translation>
    </message>
    <message>
        <source>no published per-step figure; order-of-magnitude estimate</source>
        <translation>没有公开的每步数据；量级估算</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Model states</source>
        <translation>模型状态</translation>
    </message>
    <message>
        <source>frozen weights + LoRA adapters (%1 % of weights) with Adam</source>
        <translation>冻结权重 + LoRA 适配器（占权重的 %1%），使用 Adam</translation>
    </message>
    <message>
        <source>%1 bytes per parameter with AdamW (weights, gradients, fp32 master and moments)</source>
        <translation>使用 AdamW 时每参数 %1 字节（权重、梯度、fp32 主权重和动量）</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>模型算力利用率（MFU）</translation>
    </message>
    <message>
        <source>%1 % of dense peak</source>
        <translation>稠密峰值的 %1%</translation>
    </message>
    <message>
        <source>published large A100 runs reach 40–55 %, untuned fine-tuning scripts less</source>
        <translation>公开的大规模 A100 训练达到 40–55%，未调优的微调脚本更低</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>训练计算量</translation>
    </message>
    <message>
        <source>%1 × parameters × tokens%2</source>
        <translation>%1 × 参数量 × token 数%2</translation>
    </message>
    <message>
        <source> (incl. recomputation)</source>
        <translation>（含重计算）</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <source>%1 sequences per optimizer step</source>
        <translation>每个优化器步 %1 条序列</translation>
    </message>
    <message>
        <source>typical fine-tuning and pre-training setting</source>
        <translation>常见的微调和预训练设置</translation>
    </message>
    <message>
        <source>Communication overlap</source>
        <translation>通信重叠</translation>
    </message>
    <message>
        <source>%1 % of the backward pass hides gradient traffic</source>
        <translation>反向传播的 %1% 可掩盖梯度通信</translation>
    </message>
    <message>
        <source>assumed 70–90 %: DDP and FSDP send gradient buckets while the backward pass runs</source>
        <translation>假设为 70–90%：DDP 和 FSDP 在反向计算进行时分桶发送梯度</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>注意力算子</translation>
    </message>
    <message>
        <source>FlashAttention (no s² activations)</source>
        <translation>FlashAttention（无 s² 激活值）</translation>
    </message>
    <message>
        <source>standard attention</source>
        <translation>标准注意力</translation>
    </message>
    <message>
        <source>activation memory per layer, Table 2</source>
        <translation>每层激活显存，表 2</translation>
    </message>
    <message>
        <source>KV-cache precision</source>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <source>Split over instances</source>
        <translation>跨实例切分</translation>
    </message>
    <message>
        <source>only when one instance cannot hold a copy: layers in stages, %1 µs per hop with RDMA, %2 µs without</source>
        <translation>仅当单台实例放不下一份模型时：按层分段，每跳在有 RDMA 时 %1 µs，无 RDMA 时 %2 µs</translation>
    </message>
    <message>
        <source>assumed; adds under 1 % per token at 2–4 stages</source>
        <translation>假设值；2–4 段时每个 token 增加不到 1%</translation>
    </message>
    <message>
        <source>GPU memory per desktop</source>
        <translation>每个桌面的显存</translation>
    </message>
    <message>
        <source>Usable GPU memory</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <source>%1 % of installed</source>
        <translation>标称显存的 %1%</translation>
    </message>
    <message>
        <source>vLLM / TensorRT-LLM default 0.9</source>
        <translation>vLLM / TensorRT-LLM 默认 0.9</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <source>%1 GiB per GPU</source>
        <translation>每卡 %1 GiB</translation>
    </message>
    <message>
        <source>1,343 MiB measured on V100</source>
        <translation>在 V100 上实测 1,343 MiB</translation>
    </message>
    <message>
        <source>Allocator overhead</source>
        <translation>分配器开销</translation>
    </message>
    <message>
        <source>%1 % of tensors</source>
        <translation>张量的 %1%</translation>
    </message>
    <message>
        <source>10–20 %, fitted to measured memory use</source>
        <translation>10–20%，按实测显存占用拟合</translation>
    </message>
    <message>
        <source>Hours per month</source>
        <translation>每月小时数</translation>
    </message>
    <message>
        <source>365 × 24 / 12</source>
        <translation>365 × 24 / 12</translation>
    </message>
    <message>
        <source>from the scenario</source>
        <translation>用户输入</translation>
    </message>
    <message>
        <source>exact (formula or published size)</source>
        <translation>精确值（公式或官方公布的大小）</translation>
    </message>
    <message>
        <source>analytical estimate, ±50 %</source>
        <translation>理论估算，误差约 ±50%</translation>
    </message>
    <message>
        <source>Recommended: %1; price on request, ranked as if a GPU-hour cost %2 %3, the dearest listed rate for what this GPU offers (a placeholder, not a quote)</source>
        <translation>推荐：%1；价格需询价，排序时按每卡每小时 %2 %3 计（按该 GPU 能力折算的已列价格中的最高费率，仅作排序占位，不是报价）</translation>
    </message>
    <message>
        <source>the layers of one copy are split over %1 instances without RDMA: every token waits about %2 µs per hop on the TCP network, four times an RDMA hop; prefer an eRDMA family</source>
        <translation>一份模型的各层切分到 %1 台没有 RDMA 的实例上：每个 token 每跳要在 TCP 网络上等待约 %2 µs，是 RDMA 的四倍；建议选用支持 eRDMA 的规格族</translation>
    </message>
    <message>
        <source>the %1 has no FP8 arithmetic: FP8 mixture-of-experts weights run on it only weight-only (vLLM 0.9 or newer), which no published deployment does; allow it in the scenario to consider it</source>
        <translation>%1 不支持 FP8 运算：FP8 混合专家（MoE）权重在其上只能以仅权重方式运行（vLLM 0.9 及以上），尚无公开部署案例；如需考虑，请在场景中允许</translation>
    </message>
    <message>
        <source>one request of %1 tokens needs %2 GiB of KV cache per GPU, but only %3 GiB is left after the weights</source>
        <translation>一个 %1 token 的请求每块 GPU 需要 %2 GiB KV 缓存，但放下权重后只剩 %3 GiB</translation>
    </message>
    <message>
        <source>Serving memory</source>
        <translation>推理显存</translation>
    </message>
    <message>
        <source>the engine takes %1 % of each GPU: the weights exactly, a CUDA context and one prefill chunk&apos;s workspace, and the KV cache the rest; one full request must fit</source>
        <translation>推理引擎占用每块 GPU 的 %1%：权重按实际大小，另有 CUDA 上下文和一个预填充分块的工作区，其余留给 KV 缓存；至少要放得下一个完整请求</translation>
    </message>
    <message>
        <source>vLLM gpu_memory_utilization default; SGLang mem_fraction_static</source>
        <translation>vLLM gpu_memory_utilization 默认值；SGLang mem_fraction_static</translation>
    </message>
    <message>
        <source>Latent KV cache</source>
        <translation>潜在 KV 缓存（MLA）</translation>
    </message>
    <message>
        <source>data-parallel attention: each GPU keeps the cache of its own requests, and one request must fit on one GPU</source>
        <translation>数据并行注意力：每块 GPU 只保存自己所处理请求的缓存，一个请求必须能放进一块 GPU</translation>
    </message>
    <message>
        <source>a latent cache cannot be split by heads across tensor-parallel GPUs</source>
        <translation>潜在缓存无法按注意力头切分到张量并行的各 GPU 上</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>the published checkpoint, %1 GB</source>
        <translation>官方发布的检查点，%1 GB</translation>
    </message>
    <message>
        <source>safetensors index of the released model</source>
        <translation>已发布模型的 safetensors 索引</translation>
    </message>
    <message>
        <source>Decode speed (share of memory bandwidth at batch 1)</source>
        <translation>解码速度（批大小为 1 时达到的显存带宽比例）</translation>
    </message>
    <message>
        <source>%1 % on every GPU (set in the scenario)</source>
        <translation>所有 GPU 均为 %1%（场景中设定）</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2%</translation>
    </message>
    <message>
        <source>%1; other GPUs %2 % (no published batch-1 figure)</source>
        <translation>%1；其他 GPU 为 %2%（无公开的批大小 1 实测数据）</translation>
    </message>
    <message>
        <source>measured in the vendors&apos; batch-1 benchmark tables</source>
        <translation>取自厂商公布的批大小 1 基准测试表</translation>
    </message>
    <message>
        <source>Quantised weights (decode)</source>
        <translation>量化权重（解码）</translation>
    </message>
    <message>
        <source>%1 kernels reach %2 % of the 16-bit bandwidth share</source>
        <translation>%1 内核只能达到 16 位带宽利用率的 %2%</translation>
    </message>
    <message>
        <source>GPTQ, AWQ and FP8 weight-only rows of the same benchmark tables</source>
        <translation>同一基准测试表中 GPTQ、AWQ 与 FP8 仅权重量化的数据</translation>
    </message>
    <message>
        <source>Mixture of experts (decode)</source>
        <translation>混合专家（解码）</translation>
    </message>
    <message>
        <source>calibrated on Qwen3 MoE at batch 1 on H20</source>
        <translation>按 Qwen3 MoE 模型在 H20 上批大小 1 的实测校准</translation>
    </message>
    <message>
        <source>Prefill (time to first token)</source>
        <translation>预填充（首 token 时间）</translation>
    </message>
    <message>
        <source>published large-model prefill reaches 15–52 %</source>
        <translation>公开的大模型预填充实测为 15–52%</translation>
    </message>
    <message>
        <source>data parallel with ZeRO-3: the frozen base weights are split over the %1 GPUs and gathered layer by layer, as PEFT with DeepSpeed runs it</source>
        <translation>数据并行加 ZeRO-3：冻结的基础权重分散到 %1 块 GPU 上，逐层聚合，与 PEFT 配合 DeepSpeed 的运行方式一致</translation>
    </message>
    <message>
        <source>%1 tokens/s for each user, %2 tokens/s for all users together</source>
        <translation>每位用户 %1 token/秒，所有用户合计 %2 token/秒</translation>
    </message>
    <message>
        <source>the %1 (compute capability %2) is older than current LLM serving engines support (vLLM needs %3 or newer)</source>
        <translation>%1（计算能力 %2）太旧，当前的大模型推理引擎已不支持（vLLM 需要 %3 或更新）</translation>
    </message>
    <message>
        <source>measured: published benchmark results</source>
        <translation>实测：公开的基准测试结果</translation>
    </message>
    <message>
        <source>calibrated on published batch-1 latencies: within ±35 %</source>
        <translation>按公开的 batch 1 延迟校准：误差在 ±35% 以内</translation>
    </message>
    <message>
        <source>Throughput (measured)</source>
        <translation>吞吐量（实测）</translation>
    </message>
    <message>
        <source>TensorRT</source>
        <translation>TensorRT</translation>
    </message>
    <message>
        <source>the framework (PyTorch)</source>
        <translation>框架本身（PyTorch）</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP16/BF16</source>
        <translation>FP16/BF16</translation>
    </message>
    <message>
        <source>published results with %1 in %2 on %3; other GPUs scaled by their sustained peak</source>
        <translation>%3 上用 %1、以 %2 运行的公开结果；其他 GPU 按其持续峰值算力换算</translation>
    </message>
    <message>
        <source> (no published figure for the engine chosen: these are the other engine&apos;s)</source>
        <translation>（所选推理引擎没有公开数据：这里用的是另一种引擎的数据）</translation>
    </message>
    <message>
        <source>Latency of one request</source>
        <translation>单个请求的延迟</translation>
    </message>
    <message>
        <source>the engine&apos;s measured batch-1 time (a framework&apos;s is the same on every GPU, TensorRT&apos;s follows the GPU), plus a share of the full-batch time for each request batched with it</source>
        <translation>引擎实测的 batch 1 耗时（框架在各种 GPU 上基本相同，TensorRT 随 GPU 而变），每多一个同批请求再加上满批耗时中它所占的一份</translation>
    </message>
    <message>
        <source>ResNet-50 in PyTorch: 12.96 ms on T4, 12.78 ms on V100; TensorRT INT8 about 0.5 ms on A10–A100</source>
        <translation>PyTorch 运行 ResNet-50：T4 上 12.96 ms，V100 上 12.78 ms；TensorRT INT8 在 A10 到 A100 上约 0.5 ms</translation>
    </message>
    <message>
        <source>Recommendation model</source>
        <translation>推荐模型</translation>
    </message>
    <message>
        <source>%1 billion parameters in embedding tables, with the dense towers and lookups of %2</source>
        <translation>嵌入表中 %1 十亿参数，稠密塔和查表方式取自 %2</translation>
    </message>
    <message>
        <source>no architecture given; nearly all of a recommendation model is its tables</source>
        <translation>未给出结构；推荐模型的参数几乎都在嵌入表中</translation>
    </message>
    <message>
        <source>Embedding tables</source>
        <translation>嵌入表</translation>
    </message>
    <message>
        <source>%1 billion values at %2 bytes (%3 GB), split by rows over all GPUs of the job; each record reads one row per feature</source>
        <translation>%1 十亿个值，每个 %2 字节（%3 GB），按行切分到作业的全部 GPU 上；每条记录每个特征读取一行</translation>
    </message>
    <message>
        <source>memory and bandwidth, not FLOPs: only the dense towers compute</source>
        <translation>占用显存和带宽而非算力：只有稠密塔做计算</translation>
    </message>
    <message>
        <source>Table optimizer</source>
        <translation>嵌入表优化器</translation>
    </message>
    <message>
        <source>SGD: no optimizer state on the tables</source>
        <translation>SGD：嵌入表上没有优化器状态</translation>
    </message>
    <message>
        <source>row-wise Adagrad: %1 bytes per table row; the dense towers use the chosen optimizer</source>
        <translation>按行 Adagrad：每个表行 %1 字节；稠密塔使用所选优化器</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s and MLPerf&apos;s DLRM train with SGD; row-wise Adagrad is the usual sparse optimizer</source>
        <translation>NVIDIA 和 MLPerf 的 DLRM 用 SGD 训练；按行 Adagrad 是常用的稀疏优化器</translation>
    </message>
    <message>
        <source>Recommendation speed</source>
        <translation>推荐模型速度</translation>
    </message>
    <message>
        <source>default %1 GiB: NVIDIA&apos;s vPC sizing gives a knowledge-worker desktop 1 GB for one 1080p monitor and 2 GB for two, or up to 4K</source>
        <translation>默认 %1 GiB：NVIDIA vPC 规格指南为知识型员工桌面给出单台 1080p 显示器 1 GB，两台或最高 4K 为 2 GB</translation>
    </message>
    <message>
        <source>calibrated on faster-whisper on A100 and V100S: within ±20 % of them, given about 110 tokens per 30-s window; allow ±35 %</source>
        <translation>按 faster-whisper 在 A100 和 V100S 上的实测校准：在每个 30 秒窗口约 110 个 token 的前提下与其相差 ±20% 以内；其他情况按 ±35% 看待</translation>
    </message>
    <message>
        <source>measured per GPU (diffusers PyTorch 2 benchmark); other GPUs, models and sizes scaled from them, allow ±35 %</source>
        <translation>按 GPU 实测（diffusers PyTorch 2 基准）；其他 GPU、模型和尺寸由此换算，按 ±35% 看待</translation>
    </message>
    <message>
        <source>LoRA adapters (%1 % of the %2 B-parameter denoiser) train in fp32 with their optimizer; the denoiser, text encoders and VAE (%3 B) are frozen in the training precision</source>
        <translation>LoRA 适配器（占 %2B 参数去噪网络的 %1%）连同优化器状态以 fp32 训练；去噪网络、文本编码器和 VAE（%3 B）以训练精度冻结</translation>
    </message>
    <message>
        <source>the %1 B-parameter denoiser trains at %2 bytes per parameter (fp32 weights, gradients and optimizer state); text encoders and VAE (%3 B) are frozen in the training precision</source>
        <translation>%1B 参数的去噪网络按每参数 %2 字节训练（fp32 权重、梯度和优化器状态）；文本编码器和 VAE（%3 B）以训练精度冻结</translation>
    </message>
    <message>
        <source>as the diffusers training scripts hold them; frozen parts could be offloaded to the CPU</source>
        <translation>与 diffusers 训练脚本的显存布局一致；冻结部分可卸载到 CPU</translation>
    </message>
    <message>
        <source>Diffusion activations</source>
        <translation>扩散模型激活值</translation>
    </message>
    <message>
        <source>%1 GB per sample at 512², scaled by the area of %2² and a batch of %3%4</source>
        <translation>512² 下每个样本 %1 GB，按 %2² 的面积和批大小 %3 缩放%4</translation>
    </message>
    <message>
        <source> (gradient checkpointing)</source>
        <translation>（梯度检查点）</translation>
    </message>
    <message>
        <source> (no gradient checkpointing: every intermediate kept)</source>
        <translation>（无梯度检查点：保留全部中间结果）</translation>
    </message>
    <message>
        <source>per image at 1024²: the denoiser&apos;s peak %1 GB or the VAE decoding %2 GB%3, whichever is larger, scaled by the area of %4² and a batch of %5</source>
        <translation>1024² 下每张图像：去噪网络峰值 %1 GB 与 VAE 解码 %2 GB%3 取较大者，按 %4² 的面积和批大小 %5 缩放</translation>
    </message>
    <message>
        <source> (twice, upcast to fp32)</source>
        <translation>（两倍，升到 fp32 解码）</translation>
    </message>
    <message>
        <source>memory-efficient attention (PyTorch 2 SDPA or xFormers) assumed</source>
        <translation>假定使用省显存注意力（PyTorch 2 SDPA 或 xFormers）</translation>
    </message>
    <message>
        <source>Diffusion speed</source>
        <translation>扩散模型速度</translation>
    </message>
    <message>
        <source>%1 denoising steps per image; SD 1.x at 512² runs %2 image-steps/s; this model costs %3× per step, more in proportion to the image area</source>
        <translation>每张图像 %1 个去噪步；SD 1.x 在 512² 下每秒 %2 图像·步；本模型每步耗时为其 %3 倍，并随图像面积成比例增加</translation>
    </message>
    <message>
        <source>other GPUs scaled from the nearest measured one by peak 16-bit throughput</source>
        <translation>其他 GPU 由最接近的实测 GPU 按 16 位峰值算力换算</translation>
    </message>
    <message>
        <source>Speech decoding (encoder-decoder)</source>
        <translation>语音解码（编码器-解码器）</translation>
    </message>
    <message>
        <source>%1 ms per token on top of reading the decoder and cache; the encoder runs once per input</source>
        <translation>在读取解码器权重和缓存之外，每个 token 另加 %1 ms；编码器每段输入只运行一次</translation>
    </message>
    <message>
        <source>beam search, timestamp rules and many small kernels per layer</source>
        <translation>束搜索、时间戳规则以及每层的大量小内核</translation>
    </message>
    <message>
        <source>has no listed price, so it cannot be shown to stay within the %1 %2 budget</source>
        <translation>没有公开价格，无法确认其不超过 %1 %2 的预算</translation>
    </message>
    <message>
        <source>calibrated on NVIDIA&apos;s published DLRM throughput (PyTorch and TensorFlow examples, one and eight GPUs): within ±30 % of it; allow ±50 % for other recommendation models</source>
        <translation>按 NVIDIA 公布的 DLRM 吞吐量校准（PyTorch 与 TensorFlow 示例，单卡和八卡）：与其相差不超过 ±30 %；其他推荐模型请按 ±50 % 估计</translation>
    </message>
    <message>
        <source>assumed; within ±15 % of MLPerf&apos;s split of the tables between GPU and host memory and of NVIDIA&apos;s one published host-memory training run</source>
        <translation>假设值；与 MLPerf 在 GPU 显存和主机内存之间划分嵌入表的比例、以及 NVIDIA 唯一公开的主机内存训练实测相差均在 ±15 % 以内</translation>
    </message>
    <message>
        <source>fitted on one GPU&apos;s published batch 1 to 64 (within ±3 %); other GPUs within ±20 % of their published batch-1 speeds</source>
        <translation>按一款 GPU 公开的批大小 1 到 64 的实测拟合（误差 ±3 % 以内）；其他 GPU 与其公开的批大小 1 速度相差 ±20 % 以内</translation>
    </message>
    <message>
        <source>the tables outgrow the GPUs: %1 % of their rows (%2 GB) stay in the instance&apos;s memory, and their lookups cross PCIe at about %3 GB/s</source>
        <translation>嵌入表超出 GPU 显存：其中 %1 % 的行（%2 GB）留在实例内存中，对它们的查表经 PCIe 传输，约 %3 GB/s</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>图像尺寸</translation>
    </message>
    <message>
        <source>%1 px on a side, against the %2 px the model&apos;s published figures are for: compute, activations and time × %3</source>
        <translation>边长 %1 像素，而模型公开数据对应的是 %2 像素：计算量、激活值和耗时均 × %3</translation>
    </message>
    <message>
        <source>a convolutional network&apos;s work grows with the pixels</source>
        <translation>卷积网络的计算量随像素数增长</translation>
    </message>
    <message>
        <source>dense towers (%1 MFLOP per record forward, 3× to train) at %2 % of the tensor peak (%3 % of the FP32 peak in FP32), plus the looked-up rows at %4 % of memory bandwidth; over several GPUs, an all-to-all of the rows at %5 % of the link&apos;s bandwidth</source>
        <translation>稠密塔（每条记录前向 %1 MFLOP，训练为 3 倍）按张量峰值的 %2 % 计算（FP32 时按 FP32 峰值的 %3 %），加上以显存带宽 %4 % 读取所查的行；多卡时再加上各行的 all-to-all 交换，按互联带宽的 %5 % 计</translation>
    </message>
    <message>
        <source>as the frameworks&apos; DLRM examples run; MLPerf&apos;s HugeCTR replicates the frequent rows and is about twice as fast on eight GPUs</source>
        <translation>与各框架的 DLRM 示例运行方式一致；MLPerf 所用的 HugeCTR 在每块 GPU 上复制高频行，八卡时约快一倍</translation>
    </message>
    <message>
        <source>Tables in host memory</source>
        <translation>放在主机内存中的嵌入表</translation>
    </message>
    <message>
        <source>when the tables outgrow the GPUs, the remaining rows go to the instance&apos;s memory (up to %1 % of it) and their lookups cross PCIe at %2 % of its bandwidth</source>
        <translation>嵌入表超出 GPU 显存时，其余的行放进实例内存（最多占其 %1 %），对它们的查表经 PCIe 传输，按其带宽的 %2 % 计</translation>
    </message>
    <message>
        <source>rows taken as equally likely; placing the most frequent rows on the GPU, as MLPerf does, is faster</source>
        <translation>假定各行被访问的概率相同；像 MLPerf 那样把最常用的行放在 GPU 上会更快</translation>
    </message>
    <message>
        <source>Diffusion batch</source>
        <translation>扩散模型批量</translation>
    </message>
    <message>
        <source>smaller batches leave part of the GPU idle: an A100 runs one image at 43 % of its full rate</source>
        <translation>批量较小时 GPU 有一部分空闲：A100 单张图像的速度只有满速的 43 %</translation>
    </message>
    <message>
        <source>%1 %2 a month at the high end of its cost band (%3 %2 as estimated) is over the %4 %2 budget (the budget is checked at the high end)</source>
        <translation>按费用区间的高端每月 %1 %2（估算值为 %3 %2），超出 %4 %2 的预算（预算按高端核对）</translation>
    </message>
    <message>
        <source>A deadline of %1 h or more would fit (checked at the slow end of the time&apos;s ±%2 % band); %3 h does not.</source>
        <translation>截止时间设为 %1 小时或更长即可满足（按时间 ±%2 % 区间的慢端核对）；%3 小时不够。</translation>
    </message>
    <message>
        <source>on one instance</source>
        <translation>（1 台实例）</translation>
    </message>
    <message>
        <source>on %1 instances</source>
        <translation>（%1 台实例）</translation>
    </message>
    <message>
        <source>finishes in %1 h as estimated %2, but %3 h at the slow end of the ±%4 % band, past the %5 h deadline (the deadline is checked at the slow end)</source>
        <translation>按估算 %1 小时完成%2，但按 ±%4 % 区间的慢端需 %3 小时，超过 %5 小时的截止时间（截止时间按慢端核对）</translation>
    </message>
    <message>
        <source>Recommended: cheapest configuration that fits and gives a lone request its first token within %2 s, %1</source>
        <translation>推荐：满足要求且单个请求能在 %2 秒内得到第一个 token 的最低成本配置，%1</translation>
    </message>
    <message>
        <source>%1, %2 % cheaper than the recommended one, but a lone request waits %3 s for its first token (target %4 s), so no user is served in time</source>
        <translation>%1，比推荐方案便宜 %2%，但单个请求要等 %3 秒才得到第一个 token（目标 %4 秒），因此没有用户能在目标内得到服务</translation>
    </message>
    <message>
        <source>%1, price on request: ranked below the priced configurations of the same kind, and among the unpriced ones as if a GPU-hour cost %2 %3, the dearest listed rate for what this GPU offers (not a quote)</source>
        <translation>%1，价格需询价：排在同类有价格的配置之后；在无价格的配置之间，按每卡每小时 %2 %3 排序（按该 GPU 能力折算的已列价格中的最高费率，不是报价）</translation>
    </message>
    <message>
        <source>%1, %2 % cheaper than the recommended one, but each copy of the model is split over %3 instances, so every token waits on the network between them</source>
        <translation>%1，比推荐方案便宜 %2%，但每份模型副本分布在 %3 台实例上，每个 token 都要等待实例之间的网络传输</translation>
    </message>
    <message>
        <source>Recommended: a graphics-ready family, %1 × %2 per instance</source>
        <translation>推荐：支持图形的规格族，每实例 %1 × %2</translation>
    </message>
    <message>
        <source>%1, %2 % dearer than the recommended one, first token %3 % sooner</source>
        <translation>%1，比推荐方案贵 %2%，首 token 快 %3%</translation>
    </message>
    <message>
        <source>%1, %2 % dearer than the recommended one, finishes %3 % sooner</source>
        <translation>%1，比推荐方案贵 %2%，完成时间早 %3%</translation>
    </message>
    <message>
        <source>%1, %2 % dearer than the recommended one, %3 % more capacity</source>
        <translation>%1，比推荐方案贵 %2%，容量多 %3%</translation>
    </message>
    <message>
        <source>%1, %2 % dearer than the recommended one, %3 % memory headroom against %4 %</source>
        <translation>%1，比推荐方案贵 %2%，显存余量 %3%（推荐方案为 %4%）</translation>
    </message>
    <message>
        <source>%1, price on request: a quote below %2 %4 an instance-hour (%3 %4 a month) would make it the cheapest</source>
        <translation>%1，需询价：报价低于每实例每小时 %2 %4（每月 %3 %4）即为最便宜</translation>
    </message>
    <message>
        <source>%1 %2 for the whole job at the high end of its cost band (%3 %2 as estimated) is over the job&apos;s %4 %2 budget (the budget is checked at the high end)</source>
        <translation>按成本区间上限，整个任务需 %1 %2（估算为 %3 %2），超出任务预算 %4 %2（预算按上限核对）</translation>
    </message>
    <message>
        <source>Raise the budget.</source>
        <translation>提高预算。</translation>
    </message>
    <message>
        <source>Memory margin</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <source>%1 % of usable GPU memory left free; less is &quot;tight&quot;</source>
        <translation>可用显存留出 %1 %；少于此即为“紧张”</translation>
    </message>
    <message>
        <source>your setting: rows under it rank after those that keep it</source>
        <translation>您的设定：低于它的配置排在满足它的配置之后</translation>
    </message>
    <message>
        <source>default, the tenth of a card vLLM keeps back (gpu_memory_utilization 0.9); under it a row is warned about, not ranked lower</source>
        <translation>默认值，即 vLLM 留出的一成显存（gpu_memory_utilization 0.9）；低于它只给出警告，不降低排名</translation>
    </message>
    <message>
        <source>%1 tokens/s in total while reading %4 prompt tokens/s, %2 ms per token, %3 ms to first token</source>
        <translation>合计 %1 token/秒，同时读入提示 %4 token/秒，每 token %2 毫秒，首 token %3 毫秒</translation>
    </message>
    <message>
        <source>%1 % of peak tensor throughput, and never sooner than the weights can be read once; prompts take their share of the GPUs&apos; time from decoding</source>
        <translation>张量峰值算力的 %1 %，且不会快于把权重完整读取一遍的时间；读入提示所用的 GPU 时间从解码中扣除</translation>
    </message>
    <message>
        <source>Requests decoded at once</source>
        <translation>同时解码的请求数</translation>
    </message>
    <message>
        <source>at most %1 per copy of the model, %2 on GPUs of %3 GiB or more other than the A100, and fewer when the KV cache holds fewer</source>
        <translation>每个模型副本最多 %1 个（显存不低于 %3 GiB 的 GPU 为 %2 个，A100 除外）；KV 缓存容纳不下时更少</translation>
    </message>
    <message>
        <source>vLLM&apos;s default max_num_seqs</source>
        <translation>vLLM 的 max_num_seqs 默认值</translation>
    </message>
    <message>
        <source>exact (the model&apos;s VAE and patch sizes)</source>
        <translation>精确值（模型的 VAE 与分块尺寸）</translation>
    </message>
    <message>
        <source>measured on H100, H20 and A100; within ±35 % of 19 of 23 published times it was not fitted on (L20 and eight A800s up to 1.4× slow)</source>
        <translation>在 H100、H20 和 A100 上实测；未参与拟合的 23 个公开耗时中有 19 个误差在 ±35 % 以内（L20 和八卡 A800 最多慢 1.4 倍）</translation>
    </message>
    <message>
        <source>fitted on one published figure (HunyuanVideo at 720p); other pipelines measured up to 1.7× more (Wan2.1 with FSDP): treat it as a lower bound</source>
        <translation>仅按一个公开数据拟合（HunyuanVideo 720p）；其他流水线实测最多高出 1.7 倍（使用 FSDP 的 Wan2.1）：请视为下限</translation>
    </message>
    <message>
        <source>the placement rule of this program</source>
        <translation>本程序的放置规则</translation>
    </message>
    <message numerus="yes">
        <source>%1 s per clip on %n GPU(s), %2 clips an hour in total; this GPU sustains about %3 TFLOPS, scaled from the %4</source>
        <translation>
            <numerusform>每段 %1 秒，使用 %n 块 GPU，合计每小时 %2 段；此 GPU 持续算力约 %3 TFLOPS，由 %4 换算</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 s per clip on %n GPU(s), %2 clips an hour in total; this GPU sustains about %3 TFLOPS, as measured on the %4</source>
        <translation>
            <numerusform>每段 %1 秒，使用 %n 块 GPU，合计每小时 %2 段；此 GPU 持续算力约 %3 TFLOPS，为在 %4 上的实测值</numerusform>
        </translation>
    </message>
    <message>
        <source>training a video generation model is not estimated: there are no published runs to base it on; choose inference</source>
        <translation>不估算视频生成模型的训练：没有可依据的公开训练数据；请选择推理</translation>
    </message>
    <message>
        <source>Video clip</source>
        <translation>视频片段</translation>
    </message>
    <message>
        <source>%1 × %2 pixels, %3 frames, %4 denoising steps of %5 pass(es) each: %6 latent tokens, %7 % of the work in attention</source>
        <translation>%1 × %2 像素，%3 帧，%4 个去噪步、每步 %5 次前向：%6 个潜空间 token，注意力占计算量的 %7 %</translation>
    </message>
    <message>
        <source>tokens from the VAE&apos;s compression and the transformer&apos;s patch; attention grows with their square, so twice the frames take about four times the attention</source>
        <translation>token 数由 VAE 的压缩率和 Transformer 的分块决定；注意力随其平方增长，帧数翻倍时注意力计算约为四倍</translation>
    </message>
    <message>
        <source>Video denoising speed</source>
        <translation>视频去噪速度</translation>
    </message>
    <message>
        <source>%1 %2 TFLOPS</source>
        <translation>%1 %2 TFLOPS</translation>
    </message>
    <message>
        <source>sustained per GPU over a whole clip: %1</source>
        <translation>整段视频生成期间每块 GPU 的持续算力：%1</translation>
    </message>
    <message>
        <source>from published single-GPU times per clip less the VAE; other GPUs take the nearest measured GPU&apos;s share of peak 16-bit throughput; sequence parallelism (Ulysses) adds its all-to-all traffic over the GPU link</source>
        <translation>由公开的单卡每段耗时减去 VAE 时间得出；其他 GPU 取最接近的实测 GPU 的 16 位峰值利用率；序列并行（Ulysses）另加其在 GPU 互联上的 all-to-all 通信</translation>
    </message>
    <message>
        <source>Video memory</source>
        <translation>视频显存</translation>
    </message>
    <message>
        <source>denoiser, text encoder and VAE weights, %1 bytes of activations per token and unit of hidden size, %2 GB per megapixel of frame for the tiled VAE decode</source>
        <translation>去噪网络、文本编码器和 VAE 的权重，每个 token 每单位隐藏维度 %1 字节的激活值，分块 VAE 解码每百万像素画面 %2 GB</translation>
    </message>
    <message>
        <source>the VAE decodes in tiles on one GPU, moving about %1 MB per output pixel-frame</source>
        <translation>VAE 在一块 GPU 上分块解码，每输出一个像素帧约读写 %1 MB</translation>
    </message>
    <message>
        <source>GPUs per clip</source>
        <translation>每段视频的 GPU 数</translation>
    </message>
    <message>
        <source>the fewest GPUs that finish a clip within your %1 s</source>
        <translation>能在您设定的 %1 秒内完成一段视频的最少 GPU 数</translation>
    </message>
    <message>
        <source>the fewest GPUs that hold a clip, for the most clips an hour per GPU; set a time per request to split a clip over more GPUs</source>
        <translation>能容纳一段视频的最少 GPU 数，使每块 GPU 每小时生成的视频最多；设置每个请求的耗时目标可把一段视频分到更多 GPU 上</translation>
    </message>
    <message>
        <source>weights are split over the GPUs (FSDP) only when a whole copy does not fit</source>
        <translation>只有整份模型放不下时才把权重切分到多块 GPU 上（FSDP）</translation>
    </message>
    <message>
        <source>a clip takes %1 s even split over %2 GPUs, against a %3 s target</source>
        <translation>即使分到 %2 块 GPU 上，每段视频仍需 %1 秒，超过 %3 秒的目标</translation>
    </message>
    <message>
        <source>Image tokens</source>
        <translation>图像 token 数</translation>
    </message>
    <message>
        <source>%1 tokens per image: a %2 px image cut into %3 px patches, plus one class token</source>
        <translation>每张图像 %1 个 token：边长 %2 像素的图像切成边长 %3 像素的图块，再加 1 个分类 token</translation>
    </message>
    <message>
        <source>the attention grows with the square of the tokens</source>
        <translation>注意力计算量随 token 数的平方增长</translation>
    </message>
    <message>
        <source>%1 × one forward pass per image (%2 GFLOPs)%3</source>
        <translation>每张图像 %1 × 一次前向计算（%2 GFLOPs）%3</translation>
    </message>
    <message>
        <source>forward once and backward twice</source>
        <translation>前向一次、反向两次</translation>
    </message>
    <message>
        <source>calibrated on one published run (DeepSpeed optimizer offload on 8 GPUs); allow ±50 % on other hosts, whose cores and memory differ</source>
        <translation>基于一次公开实测（8 卡 DeepSpeed 优化器卸载）校准；其他主机的 CPU 核数和内存不同，按 ±50% 考虑</translation>
    </message>
    <message>
        <source>Loss memory</source>
        <translation>损失计算显存</translation>
    </message>
    <message>
        <source>fused with the output layer: the logits are never held whole</source>
        <translation>与输出层融合：从不完整保留 logits</translation>
    </message>
    <message>
        <source>%1 bytes per token per vocabulary entry</source>
        <translation>每 token 每词表项 %1 字节</translation>
    </message>
    <message>
        <source>the default loss: 16-bit logits and their fp32 log-probabilities, and a gradient at the peak; calibrated on a published ms-swift run</source>
        <translation>默认损失计算：16 位 logits、其 fp32 对数概率，峰值时再加一份梯度；基于一次公开的 ms-swift 实测校准</translation>
    </message>
    <message>
        <source>chunked cross-entropy: the 16-bit logits and fp32 log-probabilities stay, the upcast goes a slice at a time</source>
        <translation>分块交叉熵：16 位 logits 和 fp32 对数概率仍完整保留，升精度逐块进行</translation>
    </message>
    <message>
        <source>Unsloth: each layer&apos;s saved input also waits in host memory until the backward pass</source>
        <translation>Unsloth：每层保存的输入在反向传播前存放于主机内存</translation>
    </message>
    <message>
        <source>Liger Kernel&apos;s fused linear cross-entropy</source>
        <translation>Liger Kernel 的融合线性交叉熵</translation>
    </message>
    <message>
        <source>Offload to host memory</source>
        <translation>卸载到主机内存</translation>
    </message>
    <message>
        <source>optimizer, gradients and weights in host memory</source>
        <translation>优化器、梯度和权重放在主机内存</translation>
    </message>
    <message>
        <source>optimizer and gradients in host memory</source>
        <translation>优化器和梯度放在主机内存</translation>
    </message>
    <message>
        <source>the GPUs wait for the host&apos;s optimizer step once per step</source>
        <translation>每一步 GPU 都要等待主机完成优化器更新</translation>
    </message>
    <message>
        <source>a training job allocates as it goes; the CUDA context and the allocator&apos;s cache are counted apart</source>
        <translation>训练任务按需分配显存；CUDA 上下文和分配器缓存另行计入</translation>
    </message>
    <message>
        <source>; the host steps %1 parameters a second per vCPU</source>
        <translation>；主机每个 vCPU 每秒更新 %1 个参数</translation>
    </message>
    <message>
        <source>the offloaded training state needs %1 GiB of host memory per instance even over %2 instances; %3 GiB of each instance&apos;s memory can hold it beside the system and the data loader</source>
        <translation>即使分布到 %2 台实例上，卸载的训练状态每台实例仍需 %1 GiB 主机内存；除去操作系统和数据加载进程，每台实例只有 %3 GiB 内存可用于存放它</translation>
    </message>
    <message>
        <source>Speech engine</source>
        <translation>语音识别引擎</translation>
    </message>
    <message>
        <source>one 30-s window at a time: more users at once need more copies</source>
        <translation>一次只处理一个 30 秒窗口：同时使用的用户越多，需要的模型副本越多</translation>
    </message>
    <message>
        <source>windows batched together; %1 % of a window&apos;s time is not shared by the batch</source>
        <translation>多个窗口合批处理；每个窗口有 %1% 的时间无法由合批分摊</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 takes %2 × faster-whisper&apos;s time per window (published ratios %3–%4); %5</source>
        <translation>%1 处理每个窗口的时间是 faster-whisper 的 %2 倍（公开比值 %3–%4）；%5</translation>
    </message>
    <message>
        <source>%1; beam search keeps %2 hypotheses per window, each with its cache</source>
        <translation>%1；束搜索每个窗口保留 %2 个候选序列，各有自己的缓存</translation>
    </message>
    <message>
        <source>each ratio measured against faster-whisper on the same GPU and audio</source>
        <translation>每个比值都是在相同 GPU 和音频上与 faster-whisper 对比测得</translation>
    </message>
    <message>
        <source>faster-whisper, batched (BatchedInferencePipeline, WhisperX)</source>
        <translation>faster-whisper 合批版（BatchedInferencePipeline、WhisperX）</translation>
    </message>
    <message>
        <source>openai-whisper (the reference package)</source>
        <translation>openai-whisper（官方参考实现）</translation>
    </message>
    <message>
        <source>Hugging Face Transformers (chunked pipeline)</source>
        <translation>Hugging Face Transformers（分块流水线）</translation>
    </message>
    <message>
        <source>TensorRT-LLM</source>
        <translation>TensorRT-LLM</translation>
    </message>
    <message>
        <source>faster-whisper (CTranslate2)</source>
        <translation>faster-whisper（CTranslate2）</translation>
    </message>
    <message>
        <source>from published comparisons; where there are several, their median, and the engine&apos;s version moves it within their spread</source>
        <translation>取自公开的对比测试；有多个时取中位数，引擎版本不同，实际值会在该范围内变化</translation>
    </message>
    <message>
        <source>%1 takes %2 × faster-whisper&apos;s time per window (one published comparison); %3</source>
        <translation>%1 处理每个窗口的时间是 faster-whisper 的 %2 倍（一次公开对比）；%3</translation>
    </message>
    <message>
        <source>%1 µs per layer for routing and expert kernels, %2 µs more for each doubling of tensor parallelism; large batches hide it behind the weight reads, and read only the experts their tokens route to (each token picks k of a layer&apos;s E experts: a batch of B touches 1 − (1 − k/E)^B of them)</source>
        <translation>每层路由和专家内核耗时 %1 µs，张量并行度每翻一倍再增加 %2 µs；大批量时被权重读取时间掩盖，且只读取其 token 路由到的专家（每个 token 在一层的 E 个专家中选 k 个：批量为 B 时约有 1 − (1 − k/E)^B 的专家被读取）</translation>
    </message>
    <message>
        <source>%1 %2 in total, %3</source>
        <translation>合计 %1 %2，%3</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>张图片/秒</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>Latency per image</source>
        <translation>每张图片延迟</translation>
    </message>
    <message>
        <source>Latency per request</source>
        <translation>每个请求延迟</translation>
    </message>
    <message>
        <source>%1 ms per image, within your %2 ms target</source>
        <translation>每张图片 %1 毫秒，在您 %2 毫秒的延迟目标以内</translation>
    </message>
    <message>
        <source>%1 ms per request, within your %2 ms target</source>
        <translation>每个请求 %1 毫秒，在您 %2 毫秒的延迟目标以内</translation>
    </message>
    <message>
        <source>%1 ms per image</source>
        <translation>每张图片 %1 毫秒</translation>
    </message>
    <message>
        <source>%1 ms per request</source>
        <translation>每个请求 %1 毫秒</translation>
    </message>
    <message>
        <source>%1 ms per image against a %2 ms target</source>
        <translation>每张图片 %1 毫秒，超出 %2 毫秒的延迟目标</translation>
    </message>
    <message>
        <source>%1 ms per request against a %2 ms target</source>
        <translation>每个请求 %1 毫秒，超出 %2 毫秒的延迟目标</translation>
    </message>
    <message>
        <source>Tensor-core tile (decode)</source>
        <translation>张量核心分块（解码）</translation>
    </message>
    <message>
        <source>on %1 GPUs a decode step costs at least the arithmetic of %2 tokens, the tile their tensor-core instructions work on, at %3 % of the tensor peak; it outlasts the weight reads only on a GPU with little compute for its bandwidth, such as the H20, and only below that batch</source>
        <translation>在 %1 架构的 GPU 上，每个解码步至少要花费 %2 个 token 的计算量（即其张量核心指令处理的分块大小），按张量峰值算力的 %3 % 计；只有在算力相对带宽偏低的 GPU（如 H20）上、且批大小低于该值时，这部分计算才会比读取权重更慢</translation>
    </message>
    <message>
        <source>calibrated on Qwen3 8B, 14B and 32B at batch 1 on H20</source>
        <translation>基于 H20 上 batch 1 的 Qwen3 8B、14B 和 32B 实测数据校准</translation>
    </message>
    <message>
        <source>counted from the architecture; a UNet&apos;s convolutions from a published count (SD 1.x) or fitted on one measurement (SDXL)</source>
        <translation>按模型结构计算；UNet 的卷积部分取自公开统计（SD 1.x）或按一次实测拟合（SDXL）</translation>
    </message>
    <message>
        <source>measured on A100 and H100 (one FLUX.1 [dev] benchmark); other GPUs and image transformers scaled from them, allow ±35 %</source>
        <translation>在 A100 和 H100 上实测（一项 FLUX.1 [dev] 基准）；其他 GPU 和图像 Transformer 由此换算，误差按 ±35 % 估计</translation>
    </message>
    <message>
        <source>Diffusion step cost</source>
        <translation>扩散单步计算量</translation>
    </message>
    <message>
        <source>%1 denoising steps at %2²: %3 latent tokens (and %4 prompt tokens in each attention), %5 GFLOPs per image and step over %6 pass(es), %7 % of them in self-attention</source>
        <translation>%1 个去噪步，分辨率 %2²：%3 个潜空间 token（每次注意力另加 %4 个提示词 token），每张图每步 %5 GFLOPs，分 %6 次前向，其中 %7 % 在自注意力</translation>
    </message>
    <message>
        <source>self-attention costs 4 × layers × tokens² × width, so twice the pixels take four times its share; the rest grows with the tokens</source>
        <translation>自注意力的计算量为 4 × 层数 × token² × 宽度，像素加倍时这部分变为四倍；其余部分与 token 数成正比</translation>
    </message>
    <message>
        <source>SD 1.x at 512² (%1 GFLOPs an image-step) runs %2 image-steps/s; that rate of FLOPs, freed of the batch&apos;s idle share, runs this model&apos;s steps</source>
        <translation>SD 1.x 在 512² 下（每图每步 %1 GFLOPs）的实测速度为 %2 图·步/秒；扣除批次空闲部分后的该 FLOPs 速率用于运行本模型的各步</translation>
    </message>
    <message>
        <source>an image transformer sustains %1 (FLUX.1 [dev] at 1024², measured); this model&apos;s FLOPs run at that rate</source>
        <translation>图像 Transformer 的持续算力为 %1（FLUX.1 [dev]，1024²，实测）；本模型的 FLOPs 按此速率计算</translation>
    </message>
    <message>
        <source>other GPUs take the nearest measured GPU&apos;s share of peak 16-bit throughput</source>
        <translation>其他 GPU 沿用峰值 16 位算力最接近的已测 GPU 的峰值利用率</translation>
    </message>
    <message>
        <source>LLM serving engine</source>
        <translation>LLM 推理引擎</translation>
    </message>
    <message>
        <source>vLLM&apos;s batch defaults (below)</source>
        <translation>vLLM 的默认批大小（见下）</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上 %1</translation>
    </message>
    <message>
        <source>at most %1 requests decoded at once per copy</source>
        <translation>每个副本最多同时解码 %1 个请求</translation>
    </message>
    <message>
        <source>at most %1 requests decoded at once per copy, %2</source>
        <translation>每个副本最多同时解码 %1 个请求，%2</translation>
    </message>
    <message>
        <source>decoding and prefill as calibrated: no published comparison on the same GPU sets it apart</source>
        <translation>解码与预填充速度按校准值：尚无同一 GPU 上的公开对比表明其不同</translation>
    </message>
    <message>
        <source>decoding at %1 × and prefill at %2 × the calibrated speed</source>
        <translation>解码速度为校准值的 %1 倍，预填充为 %2 倍</translation>
    </message>
    <message>
        <source>%1: %2; %3</source>
        <translation>%1：%2；%3</translation>
    </message>
    <message>
        <source>the engine&apos;s defaults as its source code sets them; fewer requests when the KV cache holds fewer</source>
        <translation>引擎源代码设定的默认值；KV 缓存容纳不下时同时运行的请求更少</translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <source>SGLang</source>
        <translation>SGLang</translation>
    </message>
    <message>
        <source>LMDeploy (TurboMind)</source>
        <translation>LMDeploy（TurboMind）</translation>
    </message>
    <message>
        <source>Not named (vLLM&apos;s defaults)</source>
        <translation>未指定（按 vLLM 默认值）</translation>
    </message>
    <message>
        <source>the framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>%1 on %2 (%3): %4 % of its sustained peak at %5 GFLOPs per image</source>
        <translation>%1 在 %2 上（%3）：每张图像 %5 GFLOPs 时达到其持续峰值的 %4 %</translation>
    </message>
    <message>
        <source>%1, then %2 × slower in the framework (the framework/TensorRT ratio measured on a vision transformer)</source>
        <translation>%1，在框架中再慢 %2 倍（在视觉 Transformer 上实测的框架/TensorRT 耗时比）</translation>
    </message>
    <message>
        <source>Speed carried from another vision transformer</source>
        <translation>速度借自另一视觉 Transformer</translation>
    </message>
    <message>
        <source>this model has no measured speed in this engine and format; at %1 GFLOPs per image it runs at the share of sustained peak a measured vision transformer reached on the GPU nearest in peak: %2</source>
        <translation>本模型在此引擎和格式下没有实测速度；按每张图像 %1 GFLOPs 计，取峰值最接近的 GPU 上实测视觉 Transformer 达到的持续峰值占比：%2</translation>
    </message>
    <message>
        <source>carried by FLOPs: the same engine keeps near the same share of peak across vision transformers; allow ±35 %</source>
        <translation>按 FLOPs 换算：同一引擎在不同视觉 Transformer 上的峰值占比相近；误差按 ±35 % 考虑</translation>
    </message>
    <message>
        <source>Training speed borrowed from %1</source>
        <translation>训练速度借自 %1</translation>
    </message>
    <message>
        <source>this model has no measured training speed: %1&apos;s, measured on %2 (other GPUs take the measured one nearest in peak), divided by %3, this model&apos;s %4 GFLOPs per image over %1&apos;s %5</source>
        <translation>本模型没有实测训练速度：取 %1 在 %2 上的实测速度（其他 GPU 取峰值最接近的实测 GPU），除以 %3，即本模型每张图像 %4 GFLOPs 与 %1 的 %5 GFLOPs 之比</translation>
    </message>
    <message>
        <source>scaled by FLOPs: tf_cnn_benchmarks measured ResNet-152 at 0.37× ResNet-50 on the same GPUs, against 0.36× by FLOPs; allow ±35 %</source>
        <translation>按 FLOPs 缩放：tf_cnn_benchmarks 在相同 GPU 上实测 ResNet-152 为 ResNet-50 的 0.37 倍，按 FLOPs 计为 0.36 倍；误差按 ±35 % 考虑</translation>
    </message>
    <message>
        <source>Audio per request (speech)</source>
        <translation>每个请求的音频（语音）</translation>
    </message>
    <message>
        <source>one request is a %1-s audio window that decodes into about %2 tokens, so an audio hour is %3 output tokens: audio hours per hour = tokens/s × 3,600 ÷ %3, that is seconds of audio per second; a window takes the time to the first token plus %2 times the time per token</source>
        <translation>一个请求是一个 %1 秒的音频窗口，解码出约 %2 个 token，因此 1 音频小时对应 %3 个输出 token：每小时转写的音频小时数 = token/秒 × 3,600 ÷ %3，即每秒处理的音频秒数；一个窗口的耗时为首 token 时间加上 %2 倍的每 token 时间</translation>
    </message>
    <message>
        <source>Whisper&apos;s fixed window; English at about 150 words a minute, about 1.33 tokens a word and the timestamp tokens; the decode calibration uses the same count, other languages and silence differ</source>
        <translation>Whisper 的固定窗口；英语语速约每分钟 150 词，每词约 1.33 个 token，另加时间戳 token；解码校准使用同一计数，其他语言和静音段会有差异</translation>
    </message>
    <message numerus="yes">
        <source>%1 images/s in total; this GPU sustains about %2 TFLOPS on an image transformer, scaled by peak throughput from the measured rate on %3; at %n image(s) per step it is %4 % as busy as with a full batch</source>
        <translation>
            <numerusform>合计 %1 张图/秒；此 GPU 运行图像 Transformer 的持续算力约 %2 TFLOPS，由 %3 上的实测速率按峰值算力换算；每步 %n 张图时其繁忙程度为满批次的 %4 %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 images/s in total; this GPU sustains about %2 TFLOPS on an image transformer, as measured on %3; at %n image(s) per step it is %4 % as busy as with a full batch</source>
        <translation>
            <numerusform>合计 %1 张图/秒；此 GPU 运行图像 Transformer 的持续算力约 %2 TFLOPS，为 %3 上的实测值；每步 %n 张图时其繁忙程度为满批次的 %4 %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 images/s in total, scaled by peak throughput from the measured denoising rate on %2 (%3 image-steps/s of SD 1.x at 512²); at %n image(s) per step the GPU is %4 % as busy as with a full batch</source>
        <translation>
            <numerusform>合计每秒 %1 张图像，由 %2 上实测的去噪速度（SD 1.x 在 512² 下每秒 %3 图像·步）按峰值算力换算；每步 %n 张图像时 GPU 的繁忙程度为满批的 %4 %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 images/s in total, from the measured denoising rate on this GPU (%2 image-steps/s of SD 1.x at 512²); at %n image(s) per step the GPU is %3 % as busy as with a full batch</source>
        <translation>
            <numerusform>合计每秒 %1 张图像，依据本 GPU 实测的去噪速度（SD 1.x 在 512² 下每秒 %2 图像·步）；每步 %n 张图像时 GPU 的繁忙程度为满批的 %3 %</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 audio hours transcribed per hour in total, %2 s per %3-s audio window</source>
        <translation>合计每小时转写 %1 音频小时，每个 %3 秒音频窗口 %2 秒</translation>
    </message>
    <message numerus="yes">
        <source>a denoiser call takes at least %1 ms per residual block and %2 times that per transformer block (%3 residual blocks&apos; worth here) however few images it holds, so a small batch leaves a fast GPU partly idle; %n image(s) per step here</source>
        <translation>
            <numerusform>去噪网络每次调用无论包含几张图，每个残差块至少耗时 %1 ms，每个 Transformer 块为其 %2 倍（此处折合 %3 个残差块），因此小批次会让高速 GPU 部分空闲；此处每步 %n 张图</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a GPU denoises at its full rate only with about one image per %1 TFLOPS of its 16-bit peak in each step (fewer for larger images); %n image(s) per step here</source>
        <translation>
            <numerusform>每个去噪步中，GPU 的 16 位峰值算力每 %1 TFLOPS 约需一张图像才能满速运行（图像越大所需张数越少）；此处每步 %n 张图像</numerusform>
        </translation>
    </message>
    <message>
        <source>started with its defaults, the engine reserves the model&apos;s full context of %1 tokens, but the KV cache of one copy holds %2, so it would refuse to start: start it with %3 (every request of this scenario fits), or set a max model length in the scenario</source>
        <translation>按默认参数启动时，引擎会按模型完整上下文 %1 个 token 预留，但单个副本的 KV 缓存只能容纳 %2 个，因此引擎将无法启动：请以 %3 启动（本场景的每个请求都能容纳），或在场景中设置最大模型长度</translation>
    </message>
    <message>
        <source>the engine would not start: a max model length of %1 tokens does not fit the KV cache of one copy, which holds %2 tokens beside the weights even on the widest split this row allows; set a shorter max model length (at least %3 tokens for one request), or use more GPUs per copy or a GPU with more memory</source>
        <translation>引擎将无法启动：最大模型长度 %1 个 token 超出单个副本的 KV 缓存容量；即使按本行允许的最大切分，除权重外也只能容纳 %2 个 token；请设置更短的最大模型长度（单个请求至少需要 %3 个 token），或为每个副本使用更多 GPU，或选用显存更大的 GPU</translation>
    </message>
    <message>
        <source>the engine would refuse every request: a max model length of %1 tokens is shorter than one request of %2 tokens; set at least %2</source>
        <translation>引擎将拒绝所有请求：最大模型长度 %1 个 token 短于单个请求的 %2 个 token；请至少设为 %2</translation>
    </message>
    <message>
        <source>Max model length</source>
        <translation>最大模型长度</translation>
    </message>
    <message>
        <source>%1 tokens, as the scenario sets it: a copy&apos;s KV cache must hold one sequence this long beside the weights</source>
        <translation>%1 个 token（场景设定）：每个副本的 KV 缓存在容纳权重之外，须能容纳一条这么长的序列</translation>
    </message>
    <message>
        <source>%1 tokens, the model&apos;s own context, which the engine reserves when not told otherwise; where a copy&apos;s KV cache holds less, the row names the shorter length to start it with</source>
        <translation>%1 个 token，即模型自身的上下文长度，未另行指定时引擎按此预留；若某副本的 KV 缓存容纳不下，该行会给出应使用的较短启动长度</translation>
    </message>
    <message>
        <source>%1 tokens, one request of the scenario: the model states no context of its own</source>
        <translation>%1 个 token，即场景中单个请求的长度：该模型未声明自身的上下文长度</translation>
    </message>
    <message>
        <source>the engine refuses to start unless one sequence of max_model_len tokens fits its KV cache; it refuses requests longer than that</source>
        <translation>除非 KV 缓存能容纳一条 max_model_len 长度的序列，否则引擎拒绝启动；超过该长度的请求会被拒绝</translation>
    </message>
    <message>
        <source>the scenario&apos;s %1 output tokens per request, against about %2 in a window of English speech: with the typical count the same GPUs transcribe %3 × as much audio</source>
        <translation>场景设定每个请求输出 %1 个 token，而一个英语语音窗口约为 %2 个：按典型数量计算，同样的 GPU 可转写 %3 倍的音频</translation>
    </message>
    <message>
        <source>Training layout</source>
        <translation>训练并行布局</translation>
    </message>
    <message>
        <source>a draft model</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <source>EAGLE heads</source>
        <translation>EAGLE 草稿头</translation>
    </message>
    <message>
        <source>multi-token prediction</source>
        <translation>多 token 预测（MTP）</translation>
    </message>
    <message>
        <source>n-gram prompt lookup</source>
        <translation>n-gram 提示词查找</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>投机解码</translation>
    </message>
    <message>
        <source>%1: %2 tokens kept per step, of %3 proposed and one of the model&apos;s own; up to %4× the tokens per second of one user, less as the batch grows, and a loss once the steps are bound by arithmetic</source>
        <translation>%1：每步保留 %2 个 token（来自 %3 个推测 token 和模型自己的 1 个）；单个用户每秒 token 数最多提高到 %4 倍，批量越大收益越小，每步受算力限制时反而变慢</translation>
    </message>
    <message>
        <source>a step checks every proposed token in one pass of the model: nearly free while reading the weights bounds it, as costly as that many tokens once arithmetic does; each proposed token costs %1 % of a step</source>
        <translation>每一步用模型的一次前向计算校验全部推测 token：受权重读取限制时几乎不增加开销，受算力限制时开销与同样数量的 token 相当；每个推测 token 的开销为一步的 %1 %</translation>
    </message>
    <message>
        <source>from the catalog: each list price left out and estimated or derived again from the rest sits a root mean square of ±%1 % from it; the copy&apos;s width and the age&apos;s rate (Alibaba&apos;s 2024-02-29 cut of more than 20 % on average, not for GPUs alone) are assumed</source>
        <translation>来自规格价格库：逐一剔除每个官网价，再由其余价格估算或推算，与该官网价的均方根偏差为 ±%1%；第三方转录的宽度与时效速率（阿里云 2024-02-29 降价，平均降幅超过 20%，并非仅针对 GPU）为假设值</translation>
    </message>
    <message>
        <source>Price band</source>
        <translation>价格区间</translation>
    </message>
    <message>
        <source>estimated from another size ±%1 %, derived by a billing ratio ±%2 %, a third party&apos;s copy ±%3 %; age %4 % a year, at most ±%5 %</source>
        <translation>由其他规格估算 ±%1%，按计费比例推算 ±%2%，第三方转录 ±%3%；时效每年 %4%，最多 ±%5%</translation>
    </message>
    <message>
        <source>Allow up to %1 instances: then it fits.</source>
        <translation>允许最多 %1 台实例即可放下。</translation>
    </message>
    <message>
        <source>analytical: the roofline of each step, with the acceptance length the scenario states; the proposer&apos;s weights, its cache and its pass over the prompt are counted; ±50 %</source>
        <translation>解析估算：按每一步的屋顶线模型计算，采用场景给出的平均接受长度；已计入草稿模型（提议者）的权重、其 KV 缓存及其对提示词的预填充；±50 %</translation>
    </message>
    <message>
        <source>calibrated on published diffusion measurements: SDXL inference within ±15 % of measured memory, a diffusion transformer&apos;s peak on the FLUX.1 transformer&apos;s (diffusers benchmarks), training fits as the diffusers examples document them</source>
        <translation>依据已公开的扩散模型实测校准：SDXL 推理与实测显存相差在 ±15 % 以内，扩散 Transformer 的峰值依据 FLUX.1 Transformer 的实测（diffusers 基准），训练是否放得下与 diffusers 示例文档一致</translation>
    </message>
    <message>
        <source>a quote or Alibaba&apos;s own list price adds only its age. Independent widths combine in quadrature, each side on its own, instead of multiplying end by end; a billing ratio&apos;s range (spot&apos;s 0.1–0.5 of pay-as-you-go) is a real interval, kept whole and widened only that way</source>
        <translation>报价或阿里云自身的官网价只计入其时效。相互独立的不确定幅度按平方和开方合成，上下两侧分别计算，而不是两端直接相乘；计费方式比例的区间（抢占式实例为按量付费价的 0.1–0.5 倍）是真实的价格区间，完整保留，只按上述方式放宽</translation>
    </message>
    <message>
        <source>per image at 1024²: the transformer&apos;s peak %1 GB (%6 copies of its hidden state over the image and prompt tokens, fused attention) or the VAE decoding %2 GB%3, whichever is larger, scaled by the area of %4² and a batch of %5</source>
        <translation>每张图按 1024² 计：Transformer 峰值 %1 GB（图像与提示词 token 上隐藏状态的 %6 份副本，融合注意力）或 VAE 解码 %2 GB%3，取较大者，再按 %4² 的面积和 %5 的批大小缩放</translation>
    </message>
    <message>
        <source>%1 % of dense peak on GPUs like the %2</source>
        <translation>在与 %2 同类的 GPU 上为稠密峰值的 %1 %</translation>
    </message>
    <message>
        <source>for a dense model of this size, interpolated between published pre-training runs (MosaicML MPT 125M–70B, Megatron-LM 22B–1T) and held at the nearest run outside them; recomputed layers run at the same rate. LoRA, FP8 and mixture-of-experts jobs use %1 %</source>
        <translation>针对此规模的稠密模型，在已发表的预训练实测之间插值（MosaicML MPT 125M–70B、Megatron-LM 22B–1T），超出范围时取最近的一次实测；重计算的层以相同速率运行。LoRA、FP8 和混合专家任务使用 %1 %</translation>
    </message>
    <message>
        <source>tensor parallel within an instance × pipeline stages of layers × data-parallel copies; a tensor or pipeline split holds its slice of the weights and gradients whole and shards only the optimizer state over the copies (Megatron&apos;s distributed optimizer), and with tensor parallelism recomputes only the attention core where the activations fit (6 × parameters × tokens), whole layers where they do not; fine-tuning splits by tensor or stage only where sharded data parallelism does not fit; on each instance count the fastest split that fits, then the count with the fewest instance-hours</source>
        <translation>实例内张量并行 × 按层划分的流水线阶段 × 数据并行副本；按张量或流水线切分时，每个副本完整保留其分得的权重和梯度，只在副本间分片优化器状态（Megatron 分布式优化器）；使用张量并行时，激活放得下则只重算注意力核心（6 × 参数量 × token 数），放不下则重算整层；微调仅在分片数据并行放不下时才按张量或流水线阶段切分；在每个实例数下取能放下的最快切分，再取实例小时数最少的实例数</translation>
    </message>
    <message>
        <source>Megatron-LM&apos;s 3D layout with sequence parallelism and selective recomputation (Korthikanti et al. 2022); a pipeline of p stages over m micro-batches idles (p − 1) of (m + p − 1) slots</source>
        <translation>Megatron-LM 的三维并行布局，含序列并行与选择性重算（Korthikanti 等，2022）；p 个阶段的流水线处理 m 个微批次时，(m + p − 1) 个时隙中有 (p − 1) 个空闲</translation>
    </message>
    <message>
        <source>calibrated on the vendors&apos; batch-1 tables (Qwen2.5 on A100 with vLLM, Qwen3 on H20 with SGLang): within ±10 % of them; published serving figures it was not fitted on sit within ±%1 % in four cases out of five</source>
        <translation>按厂商公布的批大小 1 测速表校准（Qwen2.5 在 A100 上用 vLLM，Qwen3 在 H20 上用 SGLang），与之相差不超过 ±10%；未参与拟合的公开服务数据中，五分之四落在 ±%1% 以内</translation>
    </message>
    <message>
        <source>calibrated on published measurements; published peaks it was not fitted on sit within ±%1 % of the estimate in four cases out of five</source>
        <translation>按公开实测校准；未参与拟合的公开峰值显存中，五分之四与估算相差不超过 ±%1%</translation>
    </message>
    <message>
        <source>from published training runs; published throughputs it was not fitted on sit within ±%1 % in four cases out of five</source>
        <translation>取自公开训练实测；未参与拟合的公开吞吐量中，五分之四与估算相差不超过 ±%1%</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 GPU (a vGPU slice)</source>
        <comment>a share of one card, as &quot;1/6&quot;</comment>
        <translation>%1 块 GPU（vGPU 分片）</translation>
    </message>
    <message>
        <source>%1 × %2 GPU (vGPU slices)</source>
        <comment>instances, then each one&apos;s share of a card: &quot;4 × 1/24&quot;</comment>
        <translation>%1 × %2 块 GPU（vGPU 分片）</translation>
    </message>
    <message>
        <source>%1 %2 on %3; %4</source>
        <translation>%3：%2 %1；%4</translation>
    </message>
    <message>
        <source>%1; the stream, %2 at %3 fps in %4, is recorded but does not change the sizing yet: NVIDIA gives every vGPU profile the same maximum resolution, and publishes the encoder&apos;s rate per engine on GeForce cards only, not for a slice</source>
        <translation>%1；串流（%2，%3 fps，%4）已记录，但尚不影响容量估算：NVIDIA 的各 vGPU 配置文件支持的最高分辨率相同，且编码器（NVENC）速率只公布了 GeForce 卡上每个编码引擎的数据，没有切片的数据</translation>
    </message>
    <message numerus="yes">
        <source>the weights need %1 GiB per GPU even split over %2 instances of %n GPU(s) each; %3 GiB usable</source>
        <translation>
            <numerusform>即使切分到 %2 台实例（每台 %n 块 GPU）上，每块 GPU 仍需 %1 GiB 存放权重；可用 %3 GiB</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the weights need %1 GiB per GPU even split over the instance&apos;s %n GPU(s); %2 GiB usable</source>
        <translation>
            <numerusform>即使切分到实例的 %n 块 GPU 上，每块 GPU 仍需 %1 GiB 存放权重；可用 %2 GiB</numerusform>
        </translation>
    </message>
    <message>
        <source>none kept free: the serving engine fills the memory it reserves with the KV cache, and each row states how many requests that cache holds</source>
        <translation>不预留余量：推理引擎将其预留的显存全部用作 KV 缓存，各行列出该缓存可容纳的请求数</translation>
    </message>
    <message numerus="yes">
        <source>%1 GiB for each of %Ln session(s), one instance each, against the whole framebuffer of the slice as sold</source>
        <translation>
            <numerusform>%Ln 个会话各 %1 GiB，每个会话一台实例，按所售切片的完整显存计</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %1 h on %Ln instance(s)</source>
        <translation>
            <numerusform>在 %Ln 台实例上约 %1 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the KV cache of each copy holds %Ln request(s) of %1 tokens; the longest request that fits is %2 tokens</source>
        <translation>
            <numerusform>每份模型的 KV 缓存可容纳 %Ln 个 %1 token 的请求；单个请求最长支持 %2 token</numerusform>
        </translation>
    </message>
    <message>
        <source>One pass per request</source>
        <translation>每个请求计算一遍</translation>
    </message>
    <message>
        <source>%1 % of peak tensor throughput over each request&apos;s tokens, as a prompt&apos;s prefill runs; a request alone never sooner than the weights can be read once</source>
        <translation>按每个请求的 token 计，为张量峰值算力的 %1 %，与读入提示（预填充）相同；单个请求不会快于把权重完整读取一遍的时间</translation>
    </message>
    <message>
        <source>A latency target of %1 or more would be met; %2 is not.</source>
        <translation>延迟目标放宽到%1或以上即可满足；%2无法满足。</translation>
    </message>
    <message>
        <source>Relax the latency target.</source>
        <translation>放宽延迟目标。</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <translation>不支持的值</translation>
    </message>
    <message>
        <source>JSON syntax error at line %1, column %2: %3</source>
        <translation>JSON 语法错误，第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>JSON could not be read: %1</source>
        <translation>无法读取 JSON：%1</translation>
    </message>
    <message>
        <source>unknown field, ignored</source>
        <translation>未知字段，已忽略</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>a number greater than %1 and at most %2</source>
        <translation>大于 %1 且不超过 %2 的数字</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>%1 到 %2 之间的数字</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>expected one of %1, found &quot;%2&quot;</source>
        <translation>应为 %1 之一，实际为“%2”</translation>
    </message>
    <message>
        <source>an object with &quot;en&quot; and &quot;zh_CN&quot; texts</source>
        <translation>包含 &quot;en&quot; 和 &quot;zh_CN&quot; 文本的对象</translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM-DD, found &quot;%1&quot;</source>
        <translation>日期格式应为 YYYY-MM-DD，实际为“%1”</translation>
    </message>
    <message>
        <source>the key is given twice in this object; only the last value is used</source>
        <translation>此对象中该键出现了两次；仅使用最后一个值</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep (at %2); no file of this kind needs that many</source>
        <translation>嵌套超过 %1 层（位于 %2）；此类文件不需要这么多层</translation>
    </message>
    <message>
        <source>the file is encoded as %1; JSON files are read as UTF-8, so save it as UTF-8</source>
        <translation>该文件的编码为 %1；JSON 文件按 UTF-8 读取，请将其另存为 UTF-8</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>应为整数，实际为 %1</translation>
    </message>
    <message>
        <source>the end of the file</source>
        <translation>文件结尾</translation>
    </message>
    <message>
        <source>a text in double quotes</source>
        <translation>带双引号的文本</translation>
    </message>
    <message>
        <source>the text is not valid JSON</source>
        <translation>内容不是有效的 JSON</translation>
    </message>
    <message>
        <source>where a key of an object should be</source>
        <translation>在应为对象键名的位置</translation>
    </message>
    <message>
        <source>where the &quot;:&quot; after a key should be</source>
        <translation>在键名后应为“:”的位置</translation>
    </message>
    <message>
        <source>inside an object { … }</source>
        <translation>在对象 { … } 中</translation>
    </message>
    <message>
        <source>inside a list [ … ]</source>
        <translation>在列表 [ … ] 中</translation>
    </message>
    <message>
        <source>where a value should be</source>
        <translation>在应为取值的位置</translation>
    </message>
    <message>
        <source>a word that is not true, false or null (text needs double quotes)</source>
        <translation>出现了不是 true、false 或 null 的词（文本需要加双引号）</translation>
    </message>
    <message>
        <source>a text is not closed with a double quote</source>
        <translation>有文本缺少结尾的双引号</translation>
    </message>
    <message>
        <source>a line break or tab inside a text must be written as \n or \t</source>
        <translation>文本中的换行或制表符必须写成 \n 或 \t</translation>
    </message>
    <message>
        <source>a number is not written as JSON writes numbers (digits, one &quot;.&quot;, no thousands separator)</source>
        <translation>数字写法不符合 JSON（只能用数字和一个“.”，不能有千位分隔符）</translation>
    </message>
    <message>
        <source>a text contains an escape or character JSON does not allow</source>
        <translation>文本中含有 JSON 不允许的转义或字符</translation>
    </message>
    <message>
        <source>%1 was not expected here</source>
        <translation>此处不应出现%1</translation>
    </message>
    <message>
        <source>%1 was found, but %2 was expected</source>
        <translation>此处出现的是%1，应为%2</translation>
    </message>
    <message>
        <source>%1 (is there a comma too many before it?)</source>
        <translation>%1（它前面是否多了一个逗号？）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
</context>
<context>
    <name>ModelConfigImport</name>
    <message>
        <source>The file has no num_hidden_layers, hidden_size or num_attention_heads</source>
        <translation>该文件缺少 num_hidden_layers、hidden_size 或 num_attention_heads</translation>
    </message>
    <message>
        <source>%1 = %2 is outside the plausible range (at most %3)</source>
        <translation>%1 = %2 超出合理范围（最大 %3）</translation>
    </message>
    <message>
        <source>a string (&quot;%1&quot;)</source>
        <translation>字符串（“%1”）</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>The file holds %1 at the top level; a config.json is one JSON object</source>
        <translation>该文件的顶层是%1；config.json 应为一个 JSON 对象</translation>
    </message>
    <message>
        <source>%1 is %2; expected a whole number above 0</source>
        <translation>%1 为 %2；应为大于 0 的整数</translation>
    </message>
    <message>
        <source>this shape has %1 parameters, outside the plausible range (%2 to %3)</source>
        <translation>此结构有 %1 个参数，超出合理范围（%2 至 %3）</translation>
    </message>
</context>
<context>
    <name>MoneyFormatter</name>
    <message>
        <source>* converted from %1 at 1 %1 = %2 %3 (your setting, not a quoted price)</source>
        <translation>* 按 1 %1 = %2 %3 从 %1 换算（您的设置，并非报价）</translation>
    </message>
    <message>
        <source>CNY</source>
        <comment>the unit after an amount of renminbi; Chinese: 元</comment>
        <translation>元</translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation>人民币（CNY）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an amount and its currency unit</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>PdfReportWriter</name>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Blocker</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>prices as of %1</source>
        <translation>价格截至 %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制人</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>规格价格库</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格截至</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>GPU Instance Advisor</source>
        <translation>GPU 实例选型助手</translation>
    </message>
    <message>
        <source>1. The workload</source>
        <translation>1. 工作负载</translation>
    </message>
    <message>
        <source>2. Recommendation</source>
        <translation>2. 推荐方案</translation>
    </message>
    <message>
        <source>Why this one</source>
        <translation>选择理由</translation>
    </message>
    <message>
        <source>What would make it fit</source>
        <translation>如何满足要求</translation>
    </message>
    <message>
        <source>3. Comparison table</source>
        <translation>3. 对比表</translation>
    </message>
    <message>
        <source>As on the results page: the same columns, order, filters, billing models and currency (%1).</source>
        <translation>与结果页一致：相同的列、排序、筛选、计费方式和货币（%1）。</translation>
    </message>
    <message>
        <source>No configuration passes the filters.</source>
        <translation>没有配置通过筛选。</translation>
    </message>
    <message>
        <source>5. Memory breakdown</source>
        <translation>5. 显存构成</translation>
    </message>
    <message>
        <source>6. Warnings and fixes</source>
        <translation>6. 警告与建议操作</translation>
    </message>
    <message>
        <source>No balance problems were found for the recommended configuration.</source>
        <translation>推荐方案未发现配比问题。</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>建议操作：</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出处：%1</translation>
    </message>
    <message>
        <source>7. Decision path</source>
        <translation>7. 决策路径</translation>
    </message>
    <message>
        <source>Not available (no balance rules loaded).</source>
        <translation>不可用（未加载配比规则）。</translation>
    </message>
    <message>
        <source>8. Operations checklist</source>
        <translation>8. 运维检查清单</translation>
    </message>
    <message>
        <source>9. Assumptions</source>
        <translation>9. 假设</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>10. Sources</source>
        <translation>10. 出处</translation>
    </message>
    <message>
        <source>Title and address</source>
        <translation>标题与地址</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>11. Disclaimer</source>
        <translation>11. 免责声明</translation>
    </message>
    <message>
        <source>the output is not open for writing</source>
        <translation>输出未以写入方式打开</translation>
    </message>
    <message>
        <source>drawing charts needs a QApplication</source>
        <translation>绘制图表需要 QApplication</translation>
    </message>
    <message>
        <source>could not start drawing the PDF</source>
        <translation>无法开始绘制 PDF</translation>
    </message>
    <message>
        <source>4. Charts</source>
        <translation>4. 图表</translation>
    </message>
    <message>
        <source>could not finish the PDF</source>
        <translation>无法完成 PDF</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a label and its text; Chinese uses a full-width colon</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a label ending in a colon, then its text; Chinese puts no space after ：</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Top risks and their fixes</source>
        <translation>主要风险及应对办法</translation>
    </message>
    <message>
        <source>Price by region</source>
        <translation>各地域价格</translation>
    </message>
</context>
<context>
    <name>PresetLoader</name>
    <message>
        <source>a model cannot have more KV heads (%1) than attention heads (%2)</source>
        <translation>模型的 KV 头数（%1）不能多于注意力头数（%2）</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>ID“%1”重复</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>a mixture-of-experts model needs its active parameter count</source>
        <translation>混合专家模型需要给出激活参数量</translation>
    </message>
    <message>
        <source>unknown source &quot;%1&quot;</source>
        <translation>未知出处“%1”</translation>
    </message>
    <message>
        <source>the embedding tables cannot hold more parameters than the model</source>
        <translation>嵌入表的参数不能多于模型的参数</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; reads the same as a name of the preset &quot;%2&quot;</source>
        <translation>ID“%1”与预设“%2”的某个名称相同</translation>
    </message>
    <message>
        <source>expected a model name</source>
        <translation>应为模型名称</translation>
    </message>
    <message>
        <source>the alias &quot;%1&quot; already names the preset &quot;%2&quot;</source>
        <translation>别名“%1”已用于预设“%2”</translation>
    </message>
    <message>
        <source>unknown model preset &quot;%1&quot;; the nearest presets are %2. For a model that is not a preset, give &quot;parameters&quot; (and &quot;architecture&quot;) instead, or import its Hugging Face config.json on the Workload page</source>
        <translation>未知的模型预设“%1”；最接近的预设是 %2。不在预设中的模型，请改为给出 &quot;parameters&quot;（以及 &quot;architecture&quot;），或在“工作负载”页导入它的 Hugging Face config.json</translation>
    </message>
    <message>
        <source>a vision transformer needs its layers, image resolution and patch size</source>
        <translation>视觉 Transformer 需要给出层数、图像分辨率和图块大小</translation>
    </message>
    <message>
        <source>expected unet or mmdit</source>
        <translation>应为 unet 或 mmdit</translation>
    </message>
</context>
<context>
    <name>PriceAge</name>
    <message>
        <source>today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>昨天</translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation>%1 天前</translation>
    </message>
    <message>
        <source>%1 months ago</source>
        <translation>%1 个月前</translation>
    </message>
    <message>
        <source>%1 years ago</source>
        <translation>%1 年前</translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>%1 prices, %2</source>
        <translation>%1 条价格，%2</translation>
    </message>
    <message>
        <source>%1 prices, newest %2, oldest %3</source>
        <translation>%1 条价格，最新 %2，最旧 %3</translation>
    </message>
    <message>
        <source>your price file: %1, %2</source>
        <translation>您的价格文件：%1，%2</translation>
    </message>
    <message>
        <source>your quote, %1</source>
        <translation>您的报价，%1</translation>
    </message>
    <message>
        <source>±%1 %</source>
        <translation>±%1%</translation>
    </message>
    <message>
        <source>your quote of %1</source>
        <translation>您的报价（%1）</translation>
    </message>
    <message>
        <source>%1 list price copied by a third party %2</source>
        <translation>第三方转录的 %1 官网价 %2</translation>
    </message>
    <message>
        <source>%1 list price</source>
        <translation>%1 官网价</translation>
    </message>
    <message>
        <source>estimated from another size of the family %1</source>
        <translation>由同系列其他规格估算 %1</translation>
    </message>
    <message>
        <source>derived by a billing ratio %1</source>
        <translation>按计费比例推算 %1</translation>
    </message>
    <message>
        <source>derived by a billing ratio, within its stated range</source>
        <translation>按计费比例推算，已含其标明的区间</translation>
    </message>
    <message>
        <source>1 month old %1</source>
        <translation>距今 1 个月 %1</translation>
    </message>
    <message>
        <source>%1 months old %2</source>
        <translation>距今 %1 个月 %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the reasons of a price&apos;s band</comment>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>PriceBook</name>
    <message>
        <source>listed price, %1, %2</source>
        <translation>官网价，%1，%2</translation>
    </message>
    <message>
        <source>documented</source>
        <translation>有文档依据</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>未核实</translation>
    </message>
    <message>
        <source>your quote, entered %1</source>
        <translation>您的报价，录入于 %1</translation>
    </message>
    <message>
        <source>list price as a third party copied it, %1, %2</source>
        <translation>第三方转录的官网价，%1，%2</translation>
    </message>
    <message>
        <source>derived, not listed: %1</source>
        <translation>推算价（非官网价）：%1</translation>
    </message>
    <message>
        <source>30-day average spot price in %1, %2; interruption rate %3</source>
        <translation>抢占式实例 30 天平均价，%1，%2；中断率 %3</translation>
    </message>
    <message>
        <source>estimated from %1 scaled by GPU count; its price in %2, %3</source>
        <translation>根据 %1 按 GPU 数量折算，其价格取自 %2，%3</translation>
    </message>
    <message>
        <source>%1; × %2, the %3 ratio, %4</source>
        <comment>a price, then a billing model&apos;s ratio applied to it</comment>
        <translation>%1；× %2，按%3比例，%4</translation>
    </message>
</context>
<context>
    <name>PriceFile</name>
    <message>
        <source>row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未更改</translation>
    </message>
    <message>
        <source>the file is empty; expected a header row and one price per row</source>
        <translation>文件为空；应包含一个表头行，且每行一条价格</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (save it from the spreadsheet as &quot;CSV UTF-8&quot;)</source>
        <translation>文件不是 UTF-8 文本（请在电子表格中另存为“CSV UTF-8”）</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot;; expected %2</source>
        <translation>未知列“%1”；应为 %2</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; appears twice</source>
        <translation>列“%1”出现了两次</translation>
    </message>
    <message>
        <source>required column &quot;%1&quot; is missing from the header row</source>
        <translation>表头行缺少必需的列“%1”</translation>
    </message>
    <message>
        <source>expected %1 cells like the header row, found %2</source>
        <translation>应与表头行一样有 %1 个单元格，实际为 %2 个</translation>
    </message>
    <message>
        <source>the instance type is empty</source>
        <translation>实例规格为空</translation>
    </message>
    <message>
        <source>unknown instance type &quot;%1&quot; (not in the catalog)</source>
        <translation>未知实例规格“%1”（不在规格价格库中）</translation>
    </message>
    <message>
        <source>the region is empty; give a region id such as %1</source>
        <translation>地域为空；请填写地域 ID，例如 %1</translation>
    </message>
    <message>
        <source>unknown region &quot;%1&quot;</source>
        <translation>未知地域“%1”</translation>
    </message>
    <message>
        <source>expected a number such as 9.74, found &quot;%1&quot;</source>
        <translation>应为数字（例如 9.74），实际为“%1”</translation>
    </message>
    <message>
        <source>expected a price greater than 0, found %1</source>
        <translation>价格应大于 0，实际为 %1</translation>
    </message>
    <message>
        <source>%1 is not a believable price for one instance</source>
        <translation>%1 不像是单台实例的合理价格</translation>
    </message>
    <message>
        <source>expected %1 (the catalog currency), found &quot;%2&quot;</source>
        <translation>应为 %1（规格价格库货币），实际为“%2”</translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM-DD, found &quot;%1&quot;</source>
        <translation>日期格式应为 YYYY-MM-DD，实际为“%1”</translation>
    </message>
    <message>
        <source>the date %1 is in the future</source>
        <translation>日期 %1 在未来</translation>
    </message>
    <message>
        <source>the source is empty; say where the price comes from (quote, console, invoice)</source>
        <translation>出处为空；请说明价格来源（报价、控制台、发票）</translation>
    </message>
    <message>
        <source>the source is longer than 300 characters</source>
        <translation>出处超过 300 个字符</translation>
    </message>
    <message>
        <source>the same instance type, region and billing model as row %1</source>
        <translation>与第 %1 行的实例规格、地域和计费方式相同</translation>
    </message>
    <message>
        <source>the file has a header row but no prices</source>
        <translation>文件只有表头行，没有价格</translation>
    </message>
    <message>
        <source>%1 was not imported; no price was changed. Correct these rows and import it again:</source>
        <translation>%1 未导入，没有任何价格被修改。请改正以下各行后重新导入：</translation>
    </message>
    <message>
        <source>the file holds no prices</source>
        <translation>文件中没有价格</translation>
    </message>
    <message>
        <source>%1, row %2: replaces the price of %3 in %4 (%5) from %6</source>
        <translation>%1 第 %2 行：替换了 %6 中 %3 在 %4（%5）的价格</translation>
    </message>
    <message>
        <source>%1: %2 prices applied (%3 changed, %4 new, %5 unchanged)</source>
        <translation>%1：已应用 %2 条价格（%3 条更改，%4 条新增，%5 条未变）</translation>
    </message>
    <message>
        <source>expected an interruption band such as 0-3%, found &quot;%1&quot;</source>
        <translation>应为中断率区间，例如 0-3%，实际为“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is ambiguous: write the price with &quot;.&quot; as the decimal point and no thousands separator, such as 9500 or 9.5</source>
        <translation>“%1”无法确定是哪个数：价格请用“.”作小数点，且不加千位分隔符，例如 9500 或 9.5</translation>
    </message>
    <message>
        <source>%1 is not a believable price: below %2 per GPU and hour</source>
        <translation>%1 不是可信的价格：每 GPU 每小时低于 %2</translation>
    </message>
    <message>
        <source>the file is %1 text; save it as UTF-8 (PowerShell: Out-File -Encoding utf8; a spreadsheet: &quot;CSV UTF-8&quot;)</source>
        <translation>该文件是 %1 文本；请另存为 UTF-8（PowerShell：Out-File -Encoding utf8；电子表格：“CSV UTF-8”）</translation>
    </message>
    <message>
        <source>columns are separated by %1; use &quot;,&quot; (the file&apos;s header: %2)</source>
        <translation>列以 %1 分隔；请改用“,”（文件的表头：%2）</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>制表符</translation>
    </message>
    <message>
        <source>%1 (30-day average price per month)</source>
        <translation>%1（30 天平均每月价格）</translation>
    </message>
    <message>
        <source>%1 (30-day average price per hour)</source>
        <translation>%1（30 天平均每小时价格）</translation>
    </message>
    <message>
        <source>%1 (price per month)</source>
        <translation>%1（每月价格）</translation>
    </message>
    <message>
        <source>%1 (price per hour)</source>
        <translation>%1（每小时价格）</translation>
    </message>
    <message>
        <source>no billing model of the catalog can be reclaimed, so no row has an interruption rate</source>
        <translation>规格价格库中没有可被回收的计费方式，因此任何行都不能有中断率</translation>
    </message>
    <message>
        <source>only %1 rows have an interruption rate</source>
        <translation>只有 %1 行才有中断率</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of a list of choices</comment>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between choices</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>expected %1, found &quot;%2&quot;</source>
        <translation>应为 %1，实际为“%2”</translation>
    </message>
    <message>
        <source>expected %1 (a list price you looked up) or %2 (a price offered to this customer), found &quot;%3&quot;</source>
        <translation>应为 %1（您查到的官网价）或 %2（向该客户提供的报价），实际为“%3”</translation>
    </message>
</context>
<context>
    <name>RegionText</name>
    <message>
        <source>No price, so no regions to compare.</source>
        <translation>没有价格，无法比较地域。</translation>
    </message>
    <message>
        <source>Priced in one region only under %1: no other region to compare.</source>
        <translation>%1下只有一个地域有价格：没有其他地域可比较。</translation>
    </message>
    <message>
        <source>No region has a price of its own under %1: nothing to compare.</source>
        <translation>%1下没有任何地域有自己的价格，无法比较。</translation>
    </message>
    <message>
        <source>%1: %2%3 a month (%4), %5, %6</source>
        <translation>%1：%4每月 %2%3，%5，%6</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 (the ranking&apos;s region)</source>
        <translation>%1（排名所用地域）</translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Price origin, date and source</source>
        <translation>价格类型、日期与出处</translation>
    </message>
    <message>
        <source>only configurations that fit</source>
        <translation>仅可行的配置</translation>
    </message>
    <message>
        <source>only configurations within the budget</source>
        <translation>仅预算以内的配置</translation>
    </message>
    <message>
        <source>family %1</source>
        <translation>规格族 %1</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>priced under %1</source>
        <translation>有%1价格</translation>
    </message>
    <message>
        <source>Filters: none; every configuration is listed.</source>
        <translation>筛选：无；列出全部配置。</translation>
    </message>
    <message>
        <source>Filters: %1.</source>
        <translation>筛选：%1。</translation>
    </message>
    <message>
        <source>Sorted by %1, ascending.</source>
        <translation>按%1升序排列。</translation>
    </message>
    <message>
        <source>Sorted by %1, descending.</source>
        <translation>按%1降序排列。</translation>
    </message>
    <message>
        <source>In rank order.</source>
        <translation>按排名排列。</translation>
    </message>
    <message>
        <source>a custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source> (%1 parameters)</source>
        <translation>（%1参数）</translation>
    </message>
    <message>
        <source>%1 of %2%3 in %4.</source>
        <translation>%1：%2%3，精度 %4。</translation>
    </message>
    <message>
        <source>The job must finish within %1.</source>
        <translation>任务须在 %1内完成。</translation>
    </message>
    <message>
        <source>It serves up to %1 sequences at once, each with %2 prompt tokens and %3 output tokens, at %4 requests per second.</source>
        <translation>最多同时服务 %1 条序列，每条有 %2 个提示 token 和 %3 个输出 token，每秒 %4 个请求。</translation>
    </message>
    <message>
        <source>Target: at most %1 ms per generated token.</source>
        <translation>目标：每个生成 token 不超过 %1 毫秒。</translation>
    </message>
    <message>
        <source>The budget is %1 %2 per month.</source>
        <translation>预算为每月 %1 %2。</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批大小</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Billing models considered</source>
        <translation>考虑的计费方式</translation>
    </message>
    <message>
        <source>Budget per month</source>
        <translation>每月预算</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>未指定</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>Interruptions acceptable</source>
        <translation>可接受中断</translation>
    </message>
    <message>
        <source>Customer discount</source>
        <translation>商务优惠</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Overhead (CUDA context, buffers, fragmentation)</source>
        <translation>额外开销（CUDA 上下文、通信缓冲区、碎片）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>GPU instance recommendation</source>
        <translation>GPU 实例选型建议</translation>
    </message>
    <message>
        <source>%1, version %2</source>
        <translation>%1，版本 %2</translation>
    </message>
    <message>
        <source>%1 × %2 per instance</source>
        <translation>每实例 %1 × %2</translation>
    </message>
    <message>
        <source>GPUs in total</source>
        <translation>GPU 总数</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>切分</translation>
    </message>
    <message>
        <source>GPU memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>%1 needed of %2 usable (%3 free)</source>
        <translation>需要 %1，可用 %2（余量 %3）</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>显存是否满足</translation>
    </message>
    <message>
        <source>Job time</source>
        <translation>任务时长</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>%1 ms to the first token, %2 ms per further token</source>
        <translation>首 token %1 毫秒，其后每 token %2 毫秒</translation>
    </message>
    <message>
        <source>Billing model</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Job cost</source>
        <translation>任务费用</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每卡每小时</translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation>价格依据</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>no defensible price for this type</source>
        <translation>该规格没有可靠价格</translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation>在预算以内</translation>
    </message>
    <message>
        <source>Nothing in the catalog fits this workload as specified.</source>
        <translation>按当前设定，规格价格库中没有适合此负载的配置。</translation>
    </message>
    <message>
        <source>Job cost by billing model</source>
        <translation>各计费方式下的任务费用</translation>
    </message>
    <message>
        <source>Monthly cost by billing model</source>
        <translation>各计费方式下的每月费用</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>所需</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>GPU memory per GPU on %1, by what fills it</source>
        <translation>%1 每卡显存的占用构成</translation>
    </message>
    <message>
        <source>Usable on this GPU</source>
        <translation>本卡可用</translation>
    </message>
    <message>
        <source>GPU memory for the whole model on one GPU, unsplit</source>
        <translation>整个模型放在单卡上（不切分）所需显存</translation>
    </message>
    <message>
        <source>It runs %1 remote sessions at once, one per instance.</source>
        <translation>同时运行 %1 个远程会话，每个实例一个。</translation>
    </message>
    <message>
        <source>It serves %1 requests per second, up to %2 at once.</source>
        <translation>每秒处理 %1 个请求，最多同时处理 %2 个。</translation>
    </message>
    <message>
        <source>the best-ranked size of each family only</source>
        <translation>每个规格族只列排名最高的规格</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two filters</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Only the first %1 of %2 rows are shown.</source>
        <translation>仅显示 %2 行中的前 %1 行。</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between list items; Chinese: 、</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Prices are reference prices as of their date (the newest is %1), in %2, for the region named with each price. Alibaba Cloud invoices VAT on the amount paid (6% for most cloud products, per its invoice FAQ); whether a price includes it is as the buy page states. Prices marked ~ are estimated from another size of the same family or derived with a billing model&apos;s documented ratio. None of them is a quote or a contract price: check the live Alibaba Cloud price calculator before you buy. Memory, time and speed are estimates that rest on the assumptions listed in this report.</source>
        <translation>以上价格仅供参考，采集日期见各条价格（最新为 %1），币种为%2，价格对应各条目标注的地域。阿里云按实际支付金额开具增值税发票（据其发票常见问题，大多数云产品税率为 6%）；价格是否含税以阿里云官网购买页为准。标有“~”的价格系根据同规格族其他规格估算，或按计费方式的公开比例推算。所有价格均不构成报价或合同价格，请以阿里云官网价格计算器及控制台下单页为准。显存、时长与速度均为基于本报告所列假设的估算值。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>instances, then what each holds; Chinese uses full-width brackets</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a column header and its unit</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Rank (0 = rejected)</source>
        <translation>排名（0 = 已排除）</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>规格族</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per instance</source>
        <translation>每实例 GPU 数</translation>
    </message>
    <message>
        <source>count</source>
        <translation>个</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例数</translation>
    </message>
    <message>
        <source>GPU memory needed per GPU</source>
        <translation>每卡所需显存</translation>
    </message>
    <message>
        <source>GPU memory usable per GPU</source>
        <translation>每卡可用显存</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>Per-user speed</source>
        <translation>单用户速度</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 延迟</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每输出 token 耗时</translation>
    </message>
    <message>
        <source>Price estimated</source>
        <translation>价格为估算</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Project cost</source>
        <translation>项目费用</translation>
    </message>
    <message>
        <source>%1 for the whole job, %2</source>
        <translation>整个任务 %1，%2</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>%1 per month, %2</source>
        <translation>每月 %1，%2</translation>
    </message>
    <message>
        <source>First year</source>
        <translation>首年</translation>
    </message>
    <message>
        <source>Each user sees</source>
        <translation>单用户速度</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <source>Price region</source>
        <translation>价格地域</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>价格出处</translation>
    </message>
    <message>
        <source>within %1 s to the first token and %2 ms per token</source>
        <translation>首 token 不超过 %1 秒、每 token 不超过 %2 毫秒</translation>
    </message>
    <message>
        <source>Users served at once</source>
        <translation>可同时服务的用户</translation>
    </message>
    <message>
        <source>none %1</source>
        <translation>0 人（要求：%1）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 人（要求：%2）</translation>
    </message>
    <message>
        <source>each phase on its cheapest billing model</source>
        <translation>每个阶段采用各自最便宜的计费方式</translation>
    </message>
    <message>
        <source>Project total</source>
        <translation>项目总额</translation>
    </message>
    <message>
        <source>%1 over one month, %2</source>
        <translation>1 个月共 %1，%2</translation>
    </message>
    <message>
        <source>%1 over %2 months, %3</source>
        <translation>%2 个月共 %1，%3</translation>
    </message>
    <message>
        <source>Each phase on its cheapest</source>
        <translation>各阶段取最便宜的计费方式</translation>
    </message>
    <message>
        <source>Each training run</source>
        <translation>每次训练</translation>
    </message>
    <message>
        <source>~ marks prices estimated from another size of the family or derived with a billing model&apos;s ratio; ‡ marks your own quote.</source>
        <translation>~ 表示由同族其他规格估算或按计费方式比例推算的价格；‡ 表示您自己的报价。</translation>
    </message>
    <message>
        <source>your quote, entered %1</source>
        <translation>您的报价，录入于 %1</translation>
    </message>
    <message>
        <source>only configurations with a list price</source>
        <translation>仅有官网价的配置</translation>
    </message>
    <message>
        <source>It makes %1 clips of %2 frames at %3 × %4 pixels an hour.</source>
        <translation>每小时生成 %1 段视频，每段 %2 帧，%3 × %4 像素。</translation>
    </message>
    <message>
        <source>Target: at most %1 s per clip.</source>
        <translation>目标：每段视频不超过 %1 秒。</translation>
    </message>
    <message>
        <source>Time per clip</source>
        <translation>每段耗时</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>GPUs per clip</source>
        <translation>每段视频的 GPU 数</translation>
    </message>
    <message>
        <source>Clips an hour</source>
        <translation>每小时视频数</translation>
    </message>
    <message>
        <source>Cost per clip</source>
        <translation>每段成本</translation>
    </message>
    <message>
        <source>Memory saving</source>
        <translation>显存优化</translation>
    </message>
    <message>
        <source>Offload to host memory</source>
        <translation>卸载到主机内存</translation>
    </message>
    <message>
        <source>%1 for the recommended configuration; the oldest price among those that fit is from %2</source>
        <translation>%1（推荐方案）；可行配置中最早的价格为 %2</translation>
    </message>
    <message>
        <source>Target: at most %1.</source>
        <translation>目标：%1以内。</translation>
    </message>
    <message>
        <source>%1 epochs</source>
        <comment>a number of epochs that is not whole</comment>
        <translation>%1 轮</translation>
    </message>
    <message>
        <source>The data is %1 tokens per epoch, %2, at a sequence length of %3 tokens.</source>
        <comment>%2 is the number of epochs, as &quot;3 epochs&quot;</comment>
        <translation>数据为每轮 %1 token，共 %2，序列长度 %3 token。</translation>
    </message>
    <message>
        <source>The data is %1 samples per epoch, %2.</source>
        <comment>%2 is the number of epochs, as &quot;3 epochs&quot;</comment>
        <translation>数据为每轮 %1 个样本，共 %2。</translation>
    </message>
    <message>
        <source>the model is split across %1 and runs as %2</source>
        <comment>GPUs, then replicas: &quot;2 GPUs&quot;, &quot;1 replica&quot;</comment>
        <translation>模型切分到 %1 上，共运行 %2</translation>
    </message>
    <message>
        <source>audio hours per hour</source>
        <translation>音频小时/小时</translation>
    </message>
    <message>
        <source>Time per audio window</source>
        <translation>每个音频窗口耗时</translation>
    </message>
    <message>
        <source>Cost per audio hour</source>
        <translation>每音频小时成本</translation>
    </message>
    <message>
        <source>%1 s per %2-s audio window</source>
        <translation>每个 %2 秒音频窗口 %1 秒</translation>
    </message>
    <message>
        <source>Prices are reference prices as of their date (the newest is %1), in %2, for the region named with each price. Alibaba Cloud invoices VAT on the amount paid (6% for most cloud products, per its invoice FAQ); whether a price includes it is as the buy page states. Prices marked ~ are estimated from another size of the same family or derived with a billing model&apos;s documented ratio. Prices marked ‡ are your own quotes, as you entered them with their date; none of the others is a quote or a contract price: check the live Alibaba Cloud price calculator before you buy. Memory, time and speed are estimates that rest on the assumptions listed in this report.</source>
        <translation>以上价格仅供参考，采集日期见各条价格（最新为 %1），币种为%2，价格对应各条目标注的地域。阿里云按实际支付金额开具增值税发票（据其发票常见问题，大多数云产品税率为 6%）；价格是否含税以阿里云官网购买页为准。标有“~”的价格系根据同规格族其他规格估算，或按计费方式的公开比例推算。标有“‡”的价格为您自己录入的报价（附录入日期）；其余价格均不构成报价或合同价格，请以阿里云官网价格计算器及控制台下单页为准。显存、时长与速度均为基于本报告所列假设的估算值。</translation>
    </message>
    <message numerus="yes">
        <source>It transcribes up to %n audio window(s) of %1 s at once.</source>
        <translation>
            <numerusform>最多同时转写 %n 个 %1 秒的音频窗口。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It transcribes %1 audio hours per hour (%2 requests per second, each a %3-s audio window), up to %n window(s) at once.</source>
        <translation>
            <numerusform>每小时转写 %1 音频小时（每秒 %2 个请求，每个请求为一个 %3 秒的音频窗口），最多同时处理 %n 个窗口。</numerusform>
        </translation>
    </message>
    <message>
        <source>Target: at most %1 ms per transcript token.</source>
        <translation>目标：每个转写 token 不超过 %1 毫秒。</translation>
    </message>
    <message numerus="yes">
        <source>each copy decodes %n audio window(s) of %1 s at once, and its memory holds the caches of %2: a window caches %3 encoder frames and up to %4 transcript tokens for each of its %5 beam hypotheses</source>
        <translation>
            <numerusform>每份模型同时解码 %n 个 %1 秒的音频窗口，其显存可容纳 %2 个窗口的缓存：每个窗口为其 %5 个束搜索候选序列各缓存 %3 个编码器帧和最多 %4 个转写 token</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each copy decodes %n audio window(s) of %1 s at once, and its memory holds the caches of %2: a window caches %3 encoder frames and up to %4 transcript tokens</source>
        <translation>
            <numerusform>每份模型同时解码 %n 个 %1 秒的音频窗口，其显存可容纳 %2 个窗口的缓存：每个窗口缓存 %3 个编码器帧和最多 %4 个转写 token</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost band</source>
        <translation>成本区间</translation>
    </message>
    <message>
        <source>%1, low end</source>
        <comment>a cost column&apos;s band</comment>
        <translation>%1下限</translation>
    </message>
    <message>
        <source>%1, high end</source>
        <comment>a cost column&apos;s band</comment>
        <translation>%1上限</translation>
    </message>
    <message>
        <source>%1, low end of the price</source>
        <comment>a billing column&apos;s band</comment>
        <translation>%1价格下限</translation>
    </message>
    <message>
        <source>%1, high end of the price</source>
        <comment>a billing column&apos;s band</comment>
        <translation>%1价格上限</translation>
    </message>
    <message numerus="yes">
        <source>%Ln epoch(s)</source>
        <translation>
            <numerusform>%Ln 轮</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln instance(s)</source>
        <translation>
            <numerusform>%Ln 台实例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln × %1</source>
        <translation>
            <numerusform>%Ln × %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each copy of the model is split into %1 stages of layers (%2) and runs as %Ln replica(s)</source>
        <comment>%2 is the GPUs of each stage, as &quot;2 GPUs each&quot;</comment>
        <translation>
            <numerusform>每份模型副本按层分为 %1 段（%2），共运行 %Ln 个副本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s) each</source>
        <translation>
            <numerusform>每段 %Ln 块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln 块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <translation>
            <numerusform>%Ln 个副本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>data parallel over %Ln GPU(s)</source>
        <translation>
            <numerusform>在 %Ln 块 GPU 上数据并行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not split: each GPU holds a whole copy of the model, %Ln replica(s) in all</source>
        <translation>
            <numerusform>不切分：每块 GPU 各放一份完整模型，共 %Ln 个副本</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>Report preview</source>
        <translation>报告预览</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>保存为 PDF(&amp;S)…</translation>
    </message>
    <message>
        <source>Save this report as a PDF file (%1)</source>
        <translation>将此报告保存为 PDF 文件（%1）</translation>
    </message>
</context>
<context>
    <name>RulesLoader</name>
    <message>
        <source>schema version %1 is not supported; this program reads version %2</source>
        <translation>不支持 schema 版本 %1；本程序读取版本 %2</translation>
    </message>
    <message>
        <source>duplicate rule id &quot;%1&quot;</source>
        <translation>规则 ID“%1”重复</translation>
    </message>
    <message>
        <source>rule &quot;%1&quot; is missing; use &quot;enabled&quot;: false to switch it off</source>
        <translation>缺少规则“%1”；如要关闭请使用 &quot;enabled&quot;: false</translation>
    </message>
    <message>
        <source>unknown rule &quot;%1&quot;; known rules: %2</source>
        <translation>未知规则“%1”；已知规则：%2</translation>
    </message>
    <message>
        <source>a rule needs a source so its threshold can be checked</source>
        <translation>规则需要给出出处，以便核对其阈值</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>%1 must not be below %2 (%3)</source>
        <translation>%1 不能低于 %2（%3）</translation>
    </message>
    <message>
        <source>unknown source &quot;%1&quot;; sources are keys of the catalog&apos;s &quot;sources&quot; table</source>
        <translation>未知来源“%1”；来源必须是规格价格库中“sources”表的键</translation>
    </message>
</context>
<context>
    <name>SafeWrite</name>
    <message>
        <source>Could not save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>无法保存“%1”：%2。原有文件（如有）保持不变。</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>未提供文件名</translation>
    </message>
    <message>
        <source>the folder &quot;%1&quot; does not exist</source>
        <translation>文件夹“%1”不存在</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a file, not a folder</source>
        <translation>“%1”是文件而不是文件夹</translation>
    </message>
    <message>
        <source>a folder of that name exists</source>
        <translation>已存在同名文件夹</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), not a regular file, and is left alone</source>
        <translation>它是命名管道（FIFO），不是普通文件，已保持原样</translation>
    </message>
    <message>
        <source>it is a device, not a regular file, and is left alone</source>
        <translation>它是设备，不是普通文件，已保持原样</translation>
    </message>
    <message>
        <source>it is a socket, not a regular file, and is left alone</source>
        <translation>它是套接字，不是普通文件，已保持原样</translation>
    </message>
    <message>
        <source>it is not a regular file and is left alone</source>
        <translation>它不是普通文件，已保持原样</translation>
    </message>
    <message>
        <source>a part of &quot;%1&quot; is a file, not a folder</source>
        <translation>“%1”路径中的某一部分是文件，不是文件夹</translation>
    </message>
    <message>
        <source>the folder &quot;%1&quot; cannot be reached: a folder on the way to it may not be opened by this user (permission denied)</source>
        <translation>无法访问文件夹“%1”：当前用户无权进入通往它的某个上级文件夹（权限不足）</translation>
    </message>
    <message>
        <source>the folder &quot;%1&quot; cannot be used: %2</source>
        <translation>文件夹“%1”无法使用：%2</translation>
    </message>
    <message>
        <source>the folder &quot;%1&quot; is on a read-only file system</source>
        <translation>文件夹“%1”位于只读文件系统上</translation>
    </message>
    <message>
        <source>this user may not write in the folder &quot;%1&quot; (%2)</source>
        <translation>当前用户无权在文件夹“%1”中写入（%2）</translation>
    </message>
    <message>
        <source>it is a symbolic link that another user made in the shared folder &quot;%1&quot;; following it could overwrite someone else&apos;s file, so it is left alone</source>
        <translation>它是其他用户在共享文件夹“%1”中创建的符号链接；跟随它可能覆盖别人的文件，因此不予处理</translation>
    </message>
</context>
<context>
    <name>SavedJson</name>
    <message>
        <source>%1 text; save it as UTF-8 (PowerShell: Out-File -Encoding utf8)</source>
        <translation>%1 文本；请另存为 UTF-8（PowerShell：Out-File -Encoding utf8）</translation>
    </message>
    <message>
        <source>%1 is %2 text; save it as UTF-8 (PowerShell: Out-File -Encoding utf8)</source>
        <translation>%1 是 %2 文本；请另存为 UTF-8（PowerShell：Out-File -Encoding utf8）</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep at line %2, column %3; no file of this kind needs that many</source>
        <translation>在第 %2 行第 %3 列嵌套超过 %1 层；此类文件无需这么多层</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2</source>
        <translation>第 %1 行第 %2 列处不是有效的 JSON</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
</context>
<context>
    <name>ScenarioFieldNames</name>
    <message>
        <source>Scenario format version</source>
        <translation>场景文件格式版本</translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation>场景名称</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>图像尺寸</translation>
    </message>
    <message>
        <source>Sampling steps</source>
        <translation>采样步数</translation>
    </message>
    <message>
        <source>Frames per clip</source>
        <translation>每段视频帧数</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>注意力头维度</translation>
    </message>
    <message>
        <source>Feed-forward size</source>
        <translation>前馈层维度</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>激活参数量</translation>
    </message>
    <message>
        <source>Training tokens per epoch</source>
        <translation>每轮训练 token 数</translation>
    </message>
    <message>
        <source>Training samples per epoch</source>
        <translation>每轮训练样本数</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>训练轮数</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批大小</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Job deadline</source>
        <translation>作业截止时间</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Low-memory training</source>
        <translation>低显存训练</translation>
    </message>
    <message>
        <source>Extra memory from the host</source>
        <translation>借用主机内存</translation>
    </message>
    <message>
        <source>Input length</source>
        <translation>输入长度</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>输出长度</translation>
    </message>
    <message>
        <source>Concurrent requests</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <source>Request rate</source>
        <translation>请求速率</translation>
    </message>
    <message>
        <source>Latency target</source>
        <translation>延迟目标</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <source>Max model length</source>
        <translation>最大模型长度</translation>
    </message>
    <message>
        <source>Mean input length</source>
        <translation>平均输入长度</translation>
    </message>
    <message>
        <source>GPU memory per desktop</source>
        <translation>每个桌面的 GPU 显存</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <source>Speech engine</source>
        <translation>语音识别引擎</translation>
    </message>
    <message>
        <source>LLM serving engine</source>
        <translation>LLM 推理引擎</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>投机解码</translation>
    </message>
    <message>
        <source>Acceptance length</source>
        <translation>接受长度</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>草稿 token 数</translation>
    </message>
    <message>
        <source>Draft model size</source>
        <translation>草稿模型大小</translation>
    </message>
    <message>
        <source>Monthly budget</source>
        <translation>每月预算</translation>
    </message>
    <message>
        <source>Budget for the whole job</source>
        <translation>整个任务的预算</translation>
    </message>
    <message>
        <source>GPU memory to keep free</source>
        <translation>显存安全余量</translation>
    </message>
    <message>
        <source>Machines one job may span</source>
        <translation>单个任务最多使用的机器数</translation>
    </message>
    <message>
        <source>Customer discount</source>
        <translation>商务优惠</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Billing models</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Billing model of a quote</source>
        <translation>报价的计费方式</translation>
    </message>
    <message>
        <source>Hourly price of a quote</source>
        <translation>报价的每小时价格</translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation>数据集大小</translation>
    </message>
    <message>
        <source>Where the data is stored</source>
        <translation>数据存放位置</translation>
    </message>
    <message>
        <source>Training utilisation (MFU)</source>
        <translation>训练算力利用率（MFU）</translation>
    </message>
    <message>
        <source>Decode bandwidth utilisation (MBU)</source>
        <translation>解码带宽利用率（MBU）</translation>
    </message>
    <message>
        <source>Bytes per parameter with Adam</source>
        <translation>Adam 每参数字节数</translation>
    </message>
    <message>
        <source>Phase type</source>
        <translation>阶段类型</translation>
    </message>
    <message>
        <source>Phase start month</source>
        <translation>阶段开始月份</translation>
    </message>
    <message>
        <source>Phase length</source>
        <translation>阶段时长</translation>
    </message>
    <message>
        <source>Runs of a phase</source>
        <translation>阶段运行次数</translation>
    </message>
    <message>
        <source>How often a phase runs</source>
        <translation>阶段运行频率</translation>
    </message>
    <message>
        <source>Monthly load growth</source>
        <translation>负载月增长率</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>FP8 expert weights only</source>
        <translation>仅专家权重使用 FP8</translation>
    </message>
    <message>
        <source>Instance type of a quote</source>
        <translation>报价的实例规格</translation>
    </message>
    <message>
        <source>Date of a quote</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>显示货币</translation>
    </message>
    <message>
        <source>The job may be interrupted</source>
        <translation>任务允许中断</translation>
    </message>
    <message>
        <source>The job saves checkpoints</source>
        <translation>任务保存检查点</translation>
    </message>
    <message>
        <source>Many small files</source>
        <translation>大量小文件</translation>
    </message>
    <message>
        <source>A managed platform is acceptable</source>
        <translation>可以接受托管平台</translation>
    </message>
    <message>
        <source>Stream resolution</source>
        <translation>串流分辨率</translation>
    </message>
    <message>
        <source>Frame rate</source>
        <translation>帧率</translation>
    </message>
    <message>
        <source>Video encoder</source>
        <translation>视频编码器</translation>
    </message>
</context>
<context>
    <name>ScenarioIo</name>
    <message>
        <source>written by a newer version (schema %1); fields this version does not know are ignored</source>
        <translation>由较新版本写入（schema %1）；本版本不认识的字段将被忽略</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>give either a model preset id or &quot;parameters&quot;</source>
        <translation>请给出模型预设 ID 或 &quot;parameters&quot; 二者之一</translation>
    </message>
    <message>
        <source>a training scenario needs &quot;tokens&quot; or &quot;samples&quot;</source>
        <translation>训练场景需要 &quot;tokens&quot; 或 &quot;samples&quot;</translation>
    </message>
    <message>
        <source>name at least one billing model</source>
        <translation>请至少指定一种计费方式</translation>
    </message>
    <message>
        <source>%1 key/value heads is more than the %2 attention heads; expected at most %2</source>
        <translation>%1 个键/值头多于 %2 个注意力头；最多应为 %2 个</translation>
    </message>
    <message>
        <source>graphics desktops are served, not trained; expected &quot;inference&quot; or &quot;development&quot;, found &quot;%1&quot;</source>
        <translation>图形桌面只用于服务，不用于训练；应为“inference”或“development”，实际为“%1”</translation>
    </message>
    <message>
        <source>expected a three-letter currency code such as CNY, found &quot;%1&quot;</source>
        <translation>应为三个字母的货币代码（如 CNY），实际为“%1”</translation>
    </message>
    <message>
        <source>%1 phases is more than the %2 a project may have</source>
        <translation>%1 个阶段超过了一个项目最多允许的 %2 个</translation>
    </message>
    <message>
        <source>the phase runs to month %1; a project may run to month %2 at most</source>
        <translation>该阶段持续到第 %1 个月；项目最多只能持续到第 %2 个月</translation>
    </message>
    <message>
        <source>a serving phase runs around the clock; &quot;runs&quot; is ignored</source>
        <translation>服务阶段全天候运行；&quot;runs&quot; 将被忽略</translation>
    </message>
    <message>
        <source>a training phase has no load to grow; &quot;monthlyGrowthPercent&quot; is ignored</source>
        <translation>训练阶段没有可增长的负载；&quot;monthlyGrowthPercent&quot; 将被忽略</translation>
    </message>
    <message>
        <source>graphics desktops are served, not trained; expected &quot;serving&quot;, found &quot;training&quot;</source>
        <translation>图形桌面只需提供服务，无需训练；应为 &quot;serving&quot;，实际为 &quot;training&quot;</translation>
    </message>
    <message>
        <source>the engine would refuse every request: a max model length of %1 tokens is shorter than one request (%2 prompt and %3 output tokens); leave it out or set at least %4</source>
        <translation>引擎将拒绝所有请求：最大模型长度 %1 个 token 短于单个请求（%2 个输入 token 与 %3 个输出 token）；请留空或至少设为 %4</translation>
    </message>
    <message>
        <source>expected a billing model&apos;s id of lower-case letters, digits and hyphens, such as %1; found &quot;%2&quot;</source>
        <translation>应为由小写字母、数字和连字符组成的计费方式 ID，例如 %1；实际为“%2”</translation>
    </message>
    <message>
        <source>a step keeps at most the %1 proposed tokens and one of its own, so the acceptance length cannot exceed %2; found %3</source>
        <translation>每一步最多保留 %1 个推测 token 和模型自己生成的 1 个 token，因此接受长度不能超过 %2；实际为 %3</translation>
    </message>
</context>
<context>
    <name>ScenarioTemplates</name>
    <message>
        <source>Fine-tune a 7B chat model</source>
        <translation>微调一个 7B 对话模型</translation>
    </message>
    <message>
        <source>Serve a 70B model</source>
        <translation>部署一个 70B 模型</translation>
    </message>
    <message>
        <source>Train an image classifier</source>
        <translation>训练图像分类模型</translation>
    </message>
    <message>
        <source>Serve an image/NLP API</source>
        <translation>提供图像/NLP API 服务</translation>
    </message>
    <message>
        <source>Render / cloud gaming</source>
        <translation>渲染 / 云游戏</translation>
    </message>
    <message>
        <source>Start from scratch</source>
        <translation>从空白开始</translation>
    </message>
    <message>
        <source>LoRA on Qwen2.5-7B with 60 million tokens, 3 epochs, done within a day.</source>
        <translation>用 6000 万 token 对 Qwen2.5-7B 做 LoRA 微调，3 轮，一天内完成。</translation>
    </message>
    <message>
        <source>Llama 3.1 70B for 16 concurrent chats at 2 requests per second, billed monthly.</source>
        <translation>Llama 3.1 70B，16 路并发对话，每秒 2 个请求，包年包月。</translation>
    </message>
    <message>
        <source>ViT-B/16 on 1.2 million images for 10 epochs, many small files.</source>
        <translation>用 120 万张图片训练 ViT-B/16，10 轮，大量小文件。</translation>
    </message>
    <message>
        <source>Graphics workstations or game streaming, sized by GPU memory.</source>
        <translation>图形工作站或游戏串流，按显存选型。</translation>
    </message>
    <message>
        <source>Every answer at its default; you fill in the rest.</source>
        <translation>所有答案均为默认值，其余由您填写。</translation>
    </message>
    <message>
        <source>BERT-large on TensorRT answering 200 requests of 384 tokens per second within 50 ms.</source>
        <translation>BERT-large 用 TensorRT 每秒处理 200 个 384 token 的请求，延迟不超过 50 ms。</translation>
    </message>
</context>
<context>
    <name>SensitivityText</name>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>每秒请求数</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation>训练数据量</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Utilisation (MFU)</source>
        <translation>利用率（MFU）</translation>
    </message>
    <message>
        <source>Utilisation (MBU)</source>
        <translation>利用率（MBU）</translation>
    </message>
    <message>
        <source>Customer discount</source>
        <translation>商务优惠</translation>
    </message>
    <message>
        <source>Billing model</source>
        <translation>计费方式</translation>
    </message>
</context>
<context>
    <name>TimelinePage</name>
    <message>
        <source>Project timeline</source>
        <translation>项目时间线</translation>
    </message>
    <message>
        <source>&lt;b&gt;Project total over %1 months: %2&lt;/b&gt;, everything on %3.</source>
        <translation>&lt;b&gt;%1 个月项目总额：%2&lt;/b&gt;，全部采用%3。</translation>
    </message>
    <message>
        <source>phase %1 on %2</source>
        <translation>阶段 %1 采用%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; with each phase on its cheapest billing model (%2).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：每个阶段采用各自最便宜的计费方式（%2）。</translation>
    </message>
    <message>
        <source>%1 is cheaper than pay-as-you-go from month %2 on.</source>
        <translation>自第 %2 个月起，%1 比按量付费便宜。</translation>
    </message>
    <message>
        <source>%1 does not pay off against pay-as-you-go within the project.</source>
        <translation>在项目期内，%1相比按量付费无法回本。</translation>
    </message>
    <message>
        <source>Totals by billing model: %1.</source>
        <translation>各计费方式合计：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between list items; Chinese: ，</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between sentences of a list; Chinese: ；</comment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>TimelineText</name>
    <message>
        <source>A month is 730 hours (365 × 24 ÷ 12).</source>
        <translation>每月按 730 小时计（365 × 24 ÷ 12）。</translation>
    </message>
    <message>
        <source>Serving runs around the clock; its users and request rate grow by the phase&apos;s monthly rate.</source>
        <translation>服务全天候运行；用户数和请求速率按该阶段的月增长率增长。</translation>
    </message>
    <message>
        <source>Training runs the scenario&apos;s job; runs per quarter are done in the first month of each quarter.</source>
        <translation>训练运行场景中的任务；按季度计的训练在每个季度的第一个月进行。</translation>
    </message>
    <message>
        <source>Pay-as-you-go and spot charge the hours run.</source>
        <translation>按量付费和抢占式实例按实际运行小时计费。</translation>
    </message>
    <message>
        <source>Subscriptions and savings plans are paid in advance for whole terms (1 month, 1 year) from the phase&apos;s first month; a month with any use pays whole months of the instances (hours ÷ 730 rounded up), and instances added within a term are paid to that term&apos;s end.</source>
        <translation>包年包月和节省计划从阶段的第一个月起按整个期限（1 个月、1 年）预付；某月只要有使用，就按整月支付实例费用（小时数 ÷ 730 向上取整），期限内新增的实例支付到该期限结束。</translation>
    </message>
    <message>
        <source>Instance cost only, after the customer discount; storage and traffic are not included.</source>
        <translation>仅含实例费用（已扣除商务优惠），不含存储和流量。</translation>
    </message>
    <message>
        <source>Each phase keeps the instance type recommended for its first month (or, when that has no price, the best-ranked one that has) and adds instances as its load grows; a month whose load that type cannot serve takes that month&apos;s best priced type.</source>
        <translation>每个阶段沿用其第一个月推荐的实例规格（若该规格没有价格，则用排名最高的有价格规格），并随负载增长增加实例数；若某月负载超出该规格的服务能力，则改用当月排名最高的有价格规格。</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>months %1–%2</source>
        <translation>第 %1–%2 个月</translation>
    </message>
    <message>
        <source>Serving, %1, load growing %2 % a month</source>
        <translation>服务，%1，负载每月增长 %2%</translation>
    </message>
    <message numerus="yes">
        <source>Training, %1, %n run(s) a month</source>
        <translation>
            <numerusform>训练，%1，每月运行 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Training, %1, %n run(s) a quarter</source>
        <translation>
            <numerusform>训练，%1，每季度运行 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>Phase %1 is costed on %2 × %3, the best-ranked type with a price: the recommended %4 has no price to add up.</source>
        <translation>阶段 %1 按 %2 × %3 计算费用，这是排名最高的有价格规格：推荐的 %4 没有可计算的价格。</translation>
    </message>
    <message>
        <source>No configuration that fits has a price under any billing model, so the project cannot be costed month by month. Import prices (a price file, or Alibaba Cloud&apos;s own quotes) to see it.</source>
        <translation>所有能容纳该任务的配置在任何计费方式下都没有价格，因此无法逐月计算项目费用。请导入价格（价格文件，或阿里云自身的报价）后查看。</translation>
    </message>
    <message>
        <source>Phase %1: no configuration that fits it has a price, so the project cannot be costed.</source>
        <translation>阶段 %1：能容纳它的配置都没有价格，因此无法计算项目费用。</translation>
    </message>
    <message>
        <source>From month %1, nothing priced that fits serves phase %2&apos;s load, so the project cannot be costed from there; lower the growth, allow more instances, or shorten the phase.</source>
        <translation>从第 %1 个月起，没有任何有价格且能容纳的配置能承载阶段 %2 的负载，因此从该月起无法计算项目费用；请降低增长率、允许更多实例或缩短该阶段。</translation>
    </message>
</context>
<context>
    <name>XlsxReportWriter</name>
    <message>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Cost model</source>
        <translation>成本模型</translation>
    </message>
    <message>
        <source>Cost = price per instance-hour × instances × (1 − discount) × hours billed. Change the yellow cells and every total follows.</source>
        <translation>费用 = 每实例小时单价 × 实例数 × (1 − 折扣) × 计费时长。修改黄色单元格，所有合计随之更新。</translation>
    </message>
    <message>
        <source>Hours per month (h)</source>
        <translation>每月小时数（小时）</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Billing model</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Billing model id</source>
        <translation>计费方式标识</translation>
    </message>
    <message>
        <source>Price per instance-hour before discount (%1/h)</source>
        <translation>折扣前每实例小时单价（%1/小时）</translation>
    </message>
    <message>
        <source>Instances (count)</source>
        <translation>实例数（个）</translation>
    </message>
    <message>
        <source>Hourly cost, all instances, after discount (%1/h)</source>
        <translation>折扣后全部实例每小时费用（%1/小时）</translation>
    </message>
    <message>
        <source>Hours billed (h)</source>
        <translation>计费时长（小时）</translation>
    </message>
    <message>
        <source>Job total (%1)</source>
        <translation>任务合计（%1）</translation>
    </message>
    <message>
        <source>Monthly total (%1)</source>
        <translation>每月合计（%1）</translation>
    </message>
    <message>
        <source>Per month of use (%1)</source>
        <translation>每使用一个月（%1）</translation>
    </message>
    <message>
        <source>Low (%1)</source>
        <translation>下限（%1）</translation>
    </message>
    <message>
        <source>High (%1)</source>
        <translation>上限（%1）</translation>
    </message>
    <message>
        <source>Price estimated</source>
        <translation>价格为估算</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Lowest total in this sheet</source>
        <translation>本表最低合计</translation>
    </message>
    <message>
        <source>Recommended configuration</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>Recommended configuration, 12 months</source>
        <translation>推荐方案，12 个月</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出处</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Report date</source>
        <translation>报告日期</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>规格价格库</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格截至</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Comparison view</source>
        <translation>对比表视图</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>网址</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>could not start the workbook</source>
        <translation>无法创建工作簿</translation>
    </message>
    <message>
        <source>could not read the workbook back: %1</source>
        <translation>无法读回工作簿：%1</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>The project month by month under each billing model, after the customer discount. Running totals and project totals are formulas over the monthly figures.</source>
        <translation>项目在各计费方式下的逐月费用（已扣除客户折扣）。累计和项目总额是基于每月数字的公式。</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>%1, this month (%2)</source>
        <translation>%1，当月（%2）</translation>
    </message>
    <message>
        <source>%1, so far (%2)</source>
        <translation>%1，累计（%2）</translation>
    </message>
    <message>
        <source>Project total (%1)</source>
        <translation>项目总额（%1）</translation>
    </message>
    <message>
        <source>Break-even of %1 against %2</source>
        <translation>%1相比%2的回本月份</translation>
    </message>
    <message>
        <source>not within the project</source>
        <translation>项目期内无法回本</translation>
    </message>
    <message>
        <source>the spreadsheet library libxlsxwriter (package libxlsxwriter4) could not be loaded: %1</source>
        <translation>无法加载电子表格库 libxlsxwriter（软件包 libxlsxwriter4）：%1</translation>
    </message>
    <message>
        <source>the workbook is built in the temporary folder %1 first, and that folder is full (%2 MiB free): free some space there, or set TMPDIR to a folder with room</source>
        <translation>工作簿需先在临时文件夹 %1 中生成，而该文件夹已满（剩余 %2 MiB）：请清理出空间，或将 TMPDIR 设为有空余空间的文件夹</translation>
    </message>
    <message>
        <source>the workbook could not be built in the temporary folder %1: %2</source>
        <translation>无法在临时文件夹 %1 中生成工作簿：%2</translation>
    </message>
    <message>
        <source>the workbook could not be built in the temporary folder %1 (%2)</source>
        <translation>无法在临时文件夹 %1 中生成工作簿（%2）</translation>
    </message>
    <message>
        <source>could not create a temporary folder for the workbook in %1: %2</source>
        <translation>无法在 %1 中为工作簿创建临时文件夹：%2</translation>
    </message>
    <message>
        <source>no: your quote, no discount applied</source>
        <translation>否：您的报价，不再打折</translation>
    </message>
    <message>
        <source>Customer discount (% off the list price)</source>
        <translation>商务优惠比例（%）</translation>
    </message>
    <message>
        <source>20 for a price at 80 % of the list price; 0 for none</source>
        <comment>Chinese: 官网价 8 折填 20，无优惠填 0</comment>
        <translation>官网价 8 折填 20，无优惠填 0</translation>
    </message>
    <message>
        <source>Type the discount as the share off the list price, in percent: 20 means 20 % off, a price at 80 % of the list price. Type 0 for no discount.</source>
        <comment>Chinese: state that 官网价 8 折 is typed as 20, not 80</comment>
        <translation>按比官网价优惠的百分比填写：填 20 表示优惠 20%，即官网价 8 折（不要填 80）。无优惠填 0。</translation>
    </message>
</context>
</TS>
