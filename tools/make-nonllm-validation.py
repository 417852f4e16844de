#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# Converts tests/data/published/nonllm-validation-candidates.json (published non-LLM measurements collected from
# sources the project's constants were never fitted on) into nonllm-validation.json: one validation case per
# candidate, in the same order, with the program's preset/GPU ids, a normalised metric and unit, and notes on every
# mapping or assumption. Deterministic: the same input always gives byte-identical output.
# Usage, from the repository's root: tools/make-nonllm-validation.py [candidates.json] [output.json]
import json
import re
import sys
from collections import Counter, OrderedDict

SRC = sys.argv[1] if len(sys.argv) > 1 else 'tests/data/published/nonllm-validation-candidates.json'
DST = sys.argv[2] if len(sys.argv) > 2 else 'tests/data/published/nonllm-validation.json'

ABOUT = ('Published non-LLM measurements (vision transformers, TensorRT, diffusion, Whisper, DLRM, multi-node CNN '
         'over TCP, multi-GPU serving) from sources the project\'s constants were never fitted on: timm benchmark '
         'CSVs, NVIDIA NeMo and FasterTransformer docs, MLPerf Inference/Training result logs, Lambda diffusers, '
         'stable-fast, AITemplate, xDiT, whisper-jax and faster-whisper READMEs, NVIDIA Merlin distributed-embeddings, '
         'the TensorFlow 2017 benchmarks and Horovod. Every case is in the validation set. "model" and "gpu" are the '
         'program\'s preset and catalog ids, or "" when the program has none (then "notModelled" says why); '
         '"mappingNote" records every mapping or assumption. Values are as published except for unit conversions '
         '(seconds to milliseconds, percent to a fraction). Built by tools/make-nonllm-validation.py from '
         'nonllm-validation-candidates.json.')
TOLERANCE = OrderedDict([('speed', 1.5), ('time', 0.35), ('memory', 0.15)])

PRESETS = {'bert-base', 'bert-large', 'resnet-50', 'vit-b-16', 'vit-l-16', 'swin-b', 'vit-g-14', 'yolov8-l', 'sd-1.5', 'sdxl', 'flux.1-dev', 'flux.1-schnell', 'whisper-large-v3',
           'dlrm-criteo-small', 'dlrm-mlperf', 'dlrm-dcnv2', 'resnet-101', 'resnet-152', 'vgg-16', 'sd3-medium',
           'qwen-image'}
GPUS = {'p4', 'p100', 't4', 'v100-16gb', 'v100-32gb', 'a10', 'a30', 'a100-40gb', 'a100-80gb', 'h100-sxm', 'h20',
        'l20', 'l4'}
TASKS = {'cv', 'nlp', 'diffusion', 'recsys', 'speech', 'other'}
PRECISIONS = {'fp32', 'tf32', 'bf16', 'fp16', 'int8'}
ENGINES = {'framework', 'tensorrt', 'faster-whisper', 'jax'}
METRICS = {'imagesPerSecond', 'batchLatencyMs', 'secondsPerImage', 'iterationsPerSecond', 'transcribeSeconds',
           'samplesPerSecond', 'stepTimeMs', 'timeToTrainMinutes', 'scalingEfficiency', 'peakReservedGiB',
           'peakAllocatedGiB'}

# NVIDIA's MLPerf BERT harness drops the padding ("We truncate the padded part of the input sequences and concatenate
# the truncated sequences when forming a batch", closed/NVIDIA/code/bert/tensorrt/README.md), so it computes each
# SQuAD v1.1 window at its own length. Mean of Graphcore's published SQuAD v1.1 histogram at max length 384
# (graphcore/tutorials blogs_code/packedBERT/histograms.py, the data of Krell et al. 2021, "Efficient Sequence
# Packing without Cross-contamination"): 88,641 windows, 15,249,479 tokens, 172.04 a window.
UNPADDED_SQUAD_MEAN = 172.04
UNPADDED_SQUAD_NOTE = ('NVIDIA\'s MLPerf BERT harness drops the padding (its README: "We truncate the padded part of '
                       'the input sequences and concatenate the truncated sequences when forming a batch"), so a '
                       'sample costs its own length: unpaddedMeanTokens is the mean of Graphcore\'s published SQuAD '
                       'v1.1 histogram at 384 tokens (graphcore/tutorials blogs_code/packedBERT/histograms.py, '
                       'Krell et al. 2021), 172.04 over 88,641 windows. That histogram counts the training split; '
                       'MLPerf runs the 10,833 windows of the dev split, assumed to have the same mean.')


class MappingError(Exception):
    pass


def model_of(c):
    """(preset id or '', task, notes, notModelled reason)"""
    m = c['model']
    if m.startswith('ViT-B/16'):
        res = c['resolution']
        if res and res != 224:
            return ('vit-b-16', 'cv',
                    ['ViT-B/16 at %dx%d (%d tokens) mapped to the vit-b-16 preset, which is defined at 224x224 (197 '
                     'tokens); imageResolution carries %d.' % (res, res, (res // 16) ** 2 + 1, res)], '')
        return 'vit-b-16', 'cv', [], ''
    if m.startswith('Swin-B'):
        return ('swin-b', 'cv', ['Swin-B (window 7, 224x224) mapped to the swin-b preset, which describes it by its '
                                 'third stage for memory; its FLOPs are the whole model\'s.'], '')
    if m.startswith('ViT-L/16'):
        return 'vit-l-16', 'cv', [], ''
    if m.startswith('ViT g/14'):
        return 'vit-g-14', 'cv', [], ''
    if m.startswith('ResNet-50 v1.5'):
        return ('resnet-50', 'cv', ['MLPerf ResNet-50 v1.5 mapped to resnet-50 (the preset follows torchvision\'s '
                                    'ResNet-50, which is the v1.5 variant).'], '')
    if m == 'ResNet-50':
        return 'resnet-50', 'cv', [], ''
    if m.startswith('ResNet-152'):
        return 'resnet-152', 'cv', [], ''
    if m.startswith('ResNet-101'):
        return 'resnet-101', 'cv', [], ''
    if m.startswith('VGG-16'):
        return 'vgg-16', 'cv', [], ''
    if m.startswith('BERT-Large'):
        return ('bert-large', 'nlp', ['MLPerf bert-99 is BERT-Large on SQuAD v1.1 at max sequence length 384; '
                                      'mapped to bert-large.'], '')
    if m.startswith('Stable Diffusion v1-4'):
        return ('sd-1.5', 'diffusion', ['Stable Diffusion v1-4 mapped to sd-1.5 (same UNet architecture, 860M '
                                        'parameters; only the weights differ).'], '')
    if m.startswith('Stable Diffusion 3 Medium'):
        return ('sd3-medium', 'diffusion', ['stabilityai/stable-diffusion-3-medium-diffusers (the post\'s checkpoint '
                                            'table) mapped to sd3-medium.'], '')
    if m == 'Qwen-Image':
        return 'qwen-image', 'diffusion', [], ''
    if m.startswith('Stable Diffusion 1.5'):
        return 'sd-1.5', 'diffusion', [], ''
    if m.startswith('Stable Diffusion v1.x'):
        return ('sd-1.5', 'diffusion', ['Checkpoint not named (October 2022 benchmark, SD v1.x presumed; the README '
                                        'later names SD 2.1-base); mapped to sd-1.5, which shares the v1.x UNet '
                                        'architecture.'], '')
    if m.startswith('SDXL'):
        return 'sdxl', 'diffusion', [], ''
    if m.startswith('FLUX.1 [dev]'):
        return 'flux.1-dev', 'diffusion', [], ''
    if m.startswith('FLUX.1 [schnell]'):
        return 'flux.1-schnell', 'diffusion', [], ''
    if m.startswith('Whisper large-v2'):
        notes = []
        if 'assumed' in m:
            notes.append('Model not named in the table; large-v2 assumed (the README uses openai/whisper-large-v2 '
                         'throughout).')
        notes.append('Whisper large-v2 mapped to whisper-large-v3 (same encoder-decoder size, 1.55B parameters, 32+32 '
                     'layers; v3 differs in 128 mel bins and a slightly larger vocabulary).')
        return 'whisper-large-v3', 'speech', notes, ''
    if m.startswith('DLRM (MLPerf config'):
        return ('dlrm-mlperf', 'recsys', ['DLRM with the MLPerf configuration on Criteo 1TB mapped to dlrm-mlperf.'],
                '')
    if m.startswith('DLRM-DCNv2') or m.startswith('DLRM-v2'):
        if c['kind'] == 'dlrm' and c['id'].startswith('dlrm-mlperf-inf'):
            return ('dlrm-dcnv2', 'recsys', [],
                    'an MLPerf DLRM-v2 inference sample aggregates a varying number of user-item records (the '
                    'benchmark\'s quantile file), so its samples/s cannot be set against records/s')
        return ('dlrm-dcnv2', 'recsys', ['MLPerf DLRM-v2 (DCNv2, multi-hot) mapped to dlrm-dcnv2.'], '')
    if m.startswith('Synthetic recommender'):
        return '', 'recsys', [], 'no preset for the synthetic recommender (107 embedding tables, 26.3 GiB)'
    raise MappingError('model not mapped: %r (%s)' % (m, c['id']))


A100_PCIE_NOTE = ('A100 80GB PCIe mapped to a100-80gb; the catalog\'s A100 80GB is the SXM part, and the PCIe card '
                  'has a lower power limit (300 W vs 400 W) and so lower sustained clocks.')


def gpu_of(c):
    """(gpu id or '', notes, notModelled reason)"""
    g = c['gpu']
    text = ' '.join(str(c.get(k) or '') for k in ('quote', 'notes'))
    if g.startswith('RTX 3090'):
        return '', [], 'no RTX 3090 in the catalog (consumer GPU)'
    if g.startswith('RTX 4090'):
        return '', [], 'no RTX 4090 in the catalog (consumer GPU)'
    if g.startswith('RTX 3070 Ti'):
        return '', [], 'no RTX 3070 Ti in the catalog (consumer GPU)'
    if g.startswith('Tesla K80'):
        return '', [], 'no Tesla K80 in the catalog (Kepler, retired)'
    if g == 'T4':
        return 't4', [], ''
    if g == 'L4':
        return 'l4', [], ''
    if g.startswith('L20 (single GPU, NO CP'):
        return 'l20', ['The %g s column is the single-L20 run (\'NO CP\') at %dx%d.' % (
            c['value'], c['resolution'], c['resolution'])], ''
    if g.startswith('A10 '):
        return 'a10', [], ''
    if g in ('A100-PCIe-80GB', 'A100 80GB PCIe'):
        return 'a100-80gb', [A100_PCIE_NOTE], ''
    if g.startswith('A100-SXM4-80GB'):
        return 'a100-80gb', [], ''
    if g == 'A100-40GB':
        return 'a100-40gb', [], ''
    if g.startswith('A100'):
        # memory not in the gpu field: 80GB only if the source text says so
        if re.search(r'A100[^.;]{0,40}80\s?GB', text):
            return ('a100-80gb', ['A100 memory not stated for this figure; the same document names an A100 with 80GB '
                                  'VRAM, so mapped to a100-80gb.'], '')
        extra = ' (DGX A100 was sold with 40GB and 80GB GPUs)' if 'DGX' in g else ''
        return 'a100-40gb', ['A100 memory size not stated%s; mapped to a100-40gb.' % extra], ''
    if g.startswith('V100-SXM2-16GB'):
        return 'v100-16gb', [], ''
    if g.startswith('V100 (p3dn.24xlarge'):
        return 'v100-32gb', ['p3dn.24xlarge has 8x V100-SXM2-32GB; mapped to v100-32gb.'], ''
    if g.startswith('V100 (per Swin paper'):
        return ('v100-16gb', ['GPU not named in the source file; the Swin paper\'s V100 is assumed (not verified '
                              'verbatim) and, memory unspecified, mapped to v100-16gb.'], '')
    if g.startswith('V100'):
        return 'v100-16gb', ['V100 memory not stated; mapped to v100-16gb.'], ''
    if g.startswith('H100-SXM'):
        return 'h100-sxm', [], ''
    if g == 'H100':
        return 'h100-sxm', ['H100 form factor not stated; mapped to h100-sxm.'], ''
    if g == 'H100 80GB':
        return 'h100-sxm', ['H100 80GB form factor not stated; mapped to h100-sxm.'], ''
    if g.startswith('Pascal (P100 presumed'):
        return 'p100', ['GPU named only as Pascal; P100 presumed and mapped to p100.'], ''
    raise MappingError('gpu not mapped: %r (%s)' % (g, c['id']))


def stage_of(c):
    met = c['metric'].lower()
    if 'training' in met or 'time to train' in met or 'scaling efficiency' in met:
        return 'pretrain'
    if c['kind'] in ('vit-train', 'cnn-tcp'):
        return 'pretrain'
    return 'inference'


def precision_of(c, stage, task):
    p = c['precision']
    pl = p.lower()
    if pl.startswith('amp') or 'autocast' in pl or "'half'" in pl:
        return 'fp16', ['%s taken as fp16.' % p] if pl == 'amp' else []
    if pl.startswith('not stated (bf16'):
        return 'bf16', ['Precision not stated; bf16 (the released dtype) assumed.']
    if pl.startswith('bf16'):
        if 'not stated' in pl:
            return 'bf16', ['Precision not stated; BF16 (FLUX.1\'s released dtype) assumed.']
        return 'bf16', []
    if pl.startswith('fp16'):
        if 'assumed' in pl:
            return 'fp16', ['Precision of the PyTorch column not stated; fp16 assumed.']
        return 'fp16', []
    if pl.startswith('int8'):
        if 'not restated' in pl or 'see l4 row' in pl or 'as above' in pl:
            return 'int8', ['INT8 from NVIDIA\'s closed-division engine for this benchmark; not restated in the '
                            'summary log.']
        return 'int8', []
    if pl.startswith('tf32'):
        return 'tf32', []
    if pl.startswith('fp32'):
        if 'presumed' in pl:
            return 'fp32', ['FP32 presumed (not stated).']
        return 'fp32', []
    if pl.startswith('mixed'):
        return 'fp16', ['Mixed precision, but the dtype is not in the log excerpt; fp16 assumed.']
    if 'fp8/int8' in pl:
        return 'int8', ['Precision not stated in the summary; NVIDIA\'s H100 DLRM-v2 engines are 8-bit class, '
                        'recorded as int8 (the nearest option).']
    if pl == 'not stated':
        if stage == 'inference':
            return 'fp16', ['Precision not stated; fp16 assumed for GPU inference.']
        return 'tf32', ['Precision not stated; TensorFlow on A100 runs FP32 matmuls as TF32 by default, so tf32 '
                        'assumed.']
    raise MappingError('precision not mapped: %r (%s)' % (p, c['id']))


def engine_of(c):
    e = c['engine']
    el = e.lower()
    if el.startswith('fastertransformer c++'):
        return 'tensorrt', ['FasterTransformer\'s own C++ INT8 engine (not TensorRT) counted as the tensorrt '
                            '(optimized engine) class.']
    if el.startswith('tensorrt'):
        return 'tensorrt', []
    if el.startswith('faster-whisper'):
        return 'faster-whisper', []
    if 'whisper-jax' in el or el.startswith('jax'):
        return 'jax', []
    if 'hugectr' in el:
        return 'framework', ['NVIDIA Merlin HugeCTR (an optimized training framework) counted as framework.']
    if any(k in el for k in ('pytorch', 'tensorflow', 'openai-whisper', 'transformers', 'diffusers', 'nemo',
                             'horovod')):
        return 'framework', []
    raise MappingError('engine not mapped: %r (%s)' % (e, c['id']))


def speech_engine_of(c):
    """The speech engine a Whisper case ran on, as scenario files spell it, and the windows it batched."""
    e = c['engine'].lower()
    if e.startswith('faster-whisper'):
        return ('faster-whisper-batched', c['batch']) if c['batch'] else ('faster-whisper', 1)
    if 'openai-whisper' in e or 'openai/whisper' in e:
        return 'openai-whisper', 1
    if 'transformers' in e:
        # whisper-jax's table states no batch; its README's pipeline examples all use 16.
        return 'transformers', c['batch'] or (16 if 'chunked' in e else 1)
    raise MappingError('speech engine not mapped: %r (%s)' % (c['engine'], c['id']))


def network_of(c):
    for field in ('network', 'notes'):
        s = c.get(field) or ''
        m = re.search(r'(\d+(?:\.\d+)?)\s*(?:Gbit/s|Gbps|GbE|Gb/s)', s)
        if m:
            v = float(m.group(1))
            return int(v) if v.is_integer() else v, field
    return None, None


def metric_of(c, task):
    """(metric, published, notes)"""
    met, unit, v = c['metric'].lower(), c['unit'].lower(), c['value']
    if unit == '%':
        if 'scaling efficiency' not in met:
            raise MappingError('percent value that is not a scaling efficiency (%s)' % c['id'])
        return 'scalingEfficiency', round(v / 100.0, 6), ['Published %g%% recorded as the fraction %g.' % (v, v / 100.0)]
    if unit.startswith('images/s') or (unit.startswith('samples/s') and task == 'cv'):
        return 'imagesPerSecond', v, []
    if unit.startswith('samples/s'):
        return 'samplesPerSecond', v, []
    if unit.startswith('gib') and met.startswith('peak memory'):
        return ('peakReservedGiB' if 'reserved' in met else 'peakAllocatedGiB'), v, []
    if unit == 'it/s':
        return 'iterationsPerSecond', v, []
    if unit == 'min' and 'time to train' in met:
        return 'timeToTrainMinutes', v, []
    if 'step time' in met and unit == 'ms':
        return 'stepTimeMs', v, []
    if 'transcribe' in met and unit == 's':
        return 'transcribeSeconds', v, []
    if 'latency' in met:
        scale = {'ms': 1.0, 's': 1000.0}.get(unit)
        if unit.startswith('s (approximate)'):
            scale = 1000.0
        if scale is None:
            raise MappingError('latency unit %r (%s)' % (unit, c['id']))
        one_image = task == 'diffusion' and c['batch'] == 1
        if one_image:
            secs = round(v * scale / 1000.0, 6)
            notes = ['Batch-1 latency recorded as secondsPerImage.'] if 'per batch' in met else []
            if 'approximate' in unit:
                notes.append('Published as approximately 10 s.')
            return 'secondsPerImage', secs, notes
        ms = round(v * scale, 6)
        return 'batchLatencyMs', ms, (['Published %g s converted to %g ms.' % (v, ms)] if unit == 's' else [])
    raise MappingError('metric not mapped: %r %r (%s)' % (met, unit, c['id']))


def case_notes(c, model):
    """Case-specific assumptions worth carrying next to the number (from the candidate's own notes)."""
    cid, n = c['id'], []
    if cid.startswith('vit-train-nemo'):
        n.append('Batch 64 is per GPU (global 4096 with gradient accumulation). Resolution 224 is stated for B/16 and '
                 'assumed for g/14.')
    if cid.startswith('diff-lambda'):
        n.append('Resolution 512x512 is SD v1-4\'s default (the benchmark script does not set it); 30 DDIM steps '
                 'from the script\'s Makefile.')
    if cid.startswith('diff-stablefast'):
        n.append('Batch 1 and fp16 are stated only in the RTX 4080 heading; assumed for the A100 table. it/s is '
                 'UNet denoising iterations.')
    if cid.startswith('diff-xdit-flux-dev'):
        n.append('Resolution 1024 inferred from the sentence after the table.')
    if cid.startswith('mgs-') and c['batch']:
        n.append('Batch %d is per GPU; published throughput is for all %d GPUs.' % (c['batch'], c['gpus']))
    if cid.startswith('mgs-') and not c['batch']:
        n.append('Published throughput is for all %d GPUs; batch not stated.' % c['gpus'])
    if cid == 'trt-mlperf30-l4-bert99-offline':
        n.append('L4 batch size not known.')
    if cid.startswith('dlrm-distemb'):
        n.append('Global batch %d across %d GPUs; NVLink assumed (DGX A100).' % (c['batch'], c['gpus']))
    if cid.startswith('dlrm-mlperf-train'):
        n.append('Run 0 only (run_start to run_stop, evaluations included); MLPerf scores the mean of several runs. '
                 'Global batch 55296. trainSamples is the log\'s train_samples times the epoch_num it stopped at.')
    if cid.startswith('dlrm-mlperf-inf'):
        n.append('An MLPerf DLRM-v2 sample is one query aggregating many user-item pairs, so samples/s is not '
                 'records/s.')
    if cid.startswith('cnn-tcp-tf-k80'):
        n.append('Batch %d per GPU; parameter servers over TCP/gRPC. 10 Gbps is AWS\'s p2.8xlarge figure, not stated '
                 'in the source.' % c['batch'])
    if cid == 'cnn-tcp-horovod-512gpu-resnet101':
        n.append('Batch 64 per GPU is from the reproduction command, not necessarily this run; 25 Gbit/s is RoCE-'
                 'capable and whether RDMA or TCP was used is not stated.')
    if cid == 'cnn-tcp-horovod-issue2581-vgg16-p3dn':
        n.append('100 Gbps is the nominal link over TCP (no EFA); the reporter saw only ~10 Gbps used. Batch not '
                 'stated (script default 32 per GPU). A user report of a poorly performing setup.')
    if c['kind'] == 'whisper' and 'whisper-jax' in c['source']:
        if 'sequential' in c['engine']:
            n.append('openai-whisper transcribes 30 s windows sequentially.')
        else:
            n.append('transformers pipeline with batched 30 s chunks; the table does not state the batch, so 16, '
                     'the batch_size of every pipeline example in the same README, is assumed.')
    if c['kind'] == 'whisper' and 'faster-whisper' in c['source']:
        n.append('Beam size 5.')
    n.extend(HAND_NOTES.get(cid, []))
    return n


# Cases first added to nonllm-validation.json by hand, whose notes say more than the rules above can.
HAND_NOTES = {
    'diff-hfquant-flux-dev-h100-peak': [
        'The post\'s \'GB\' is torch.cuda.max_memory_reserved() / 1024**3 (its example code), so GiB the PyTorch '
        'allocator reserved: tensors plus its cache, without the CUDA context.',
        'Settings (1024x1024, 50 steps, 512 T5 tokens, batch 1) from the example\'s pipe_kwargs, which the BF16 row '
        'shares.',
        'Held back: the transformer\'s activation constant is fitted on the transformer alone (diffusers '
        'benchmarks), never on this pipeline figure.'],
    'diff-quanto-sd3-medium-h100-peak': [
        'The benchmark script is not in the post: \'GB\' is read as torch.cuda.max_memory_allocated() / 1024**3, '
        'as the authors\' other diffusers benchmark scripts print it.',
        'Resolution not stated: the pipeline\'s default 1024x1024.',
        'The post\'s introduction says 18.765 GB for SD3 in FP16; the table row is used because it states its setup '
        '(batch 1, no quantization).'],
    'diff-cachedit-qwen-image-l20-offload': [
        'The run offloads parts to the CPU: the bf16 transformer (40.9 GB) and text encoder (16.6 GB) do not fit an '
        'L20\'s 48 GB together.'],
}
NOT_MODELLED = {
    'diff-cachedit-qwen-image-l20-offload': 'CPU offloading is not modelled: the program sizes every part of the '
                                            'pipeline on the GPU, so it calls one L20 too small for Qwen-Image (57.7 '
                                            'GB of bf16 weights)',
}


def train_samples(c):
    """Records a time-to-train run went through: the log's epoch size times the epoch it stopped at."""
    size = re.search(r'"train_samples", "value": (\d+)', c['quote'])
    epoch = re.search(r'"epoch_num": ([\d.]+)', c['quote'])
    if not size or not epoch:
        raise MappingError('time to train without train_samples and epoch_num (%s)' % c['id'])
    return round(int(size.group(1)) * float(epoch.group(1)))


def convert(c):
    for k in ('quote', 'url', 'id'):
        if not c.get(k):
            raise MappingError('missing %s (%s)' % (k, c.get('id')))
    if not c['url'].startswith('https://'):
        raise MappingError('url not https (%s)' % c['id'])
    model, task, mnotes, m_missing = model_of(c)
    gpu, gnotes, g_missing = gpu_of(c)
    stage = stage_of(c)
    precision, pnotes = precision_of(c, stage, task)
    engine, enotes = engine_of(c)
    metric, published, metnotes = metric_of(c, task)
    net, _ = network_of(c)
    seq = 384 if model == 'bert-large' and 'MLPerf' in c['model'] else None
    unpadded = UNPADDED_SQUAD_MEAN if seq and 'MLPerf BERT harness' in c['engine'] else None
    steps = c['steps'] if task == 'diffusion' else None
    res = c['resolution'] if task in ('cv', 'diffusion') else None
    notes = mnotes + gnotes + pnotes + enotes + metnotes + case_notes(c, model)
    if unpadded:
        notes.append(UNPADDED_SQUAD_NOTE)
    reasons = [r for r in (m_missing, g_missing, NOT_MODELLED.get(c['id'], '')) if r]
    out = OrderedDict()
    out['id'] = c['id']
    out['kind'] = c['kind']
    out['set'] = 'validation'
    out['task'] = task
    out['stage'] = stage
    out['model'] = model
    out['gpu'] = gpu
    out['gpus'] = c['gpus']
    out['nodes'] = c['nodes'] if c['nodes'] is not None else 1
    out['networkGbps'] = net
    out['precision'] = precision
    out['engine'] = engine
    out['engineDetail'] = c['engine']
    out['batch'] = c['batch']
    if c['kind'] == 'whisper':
        out['speechEngine'], out['batch'] = speech_engine_of(c)
    out['imageResolution'] = res
    out['samplingSteps'] = steps
    out['sequenceLength'] = seq
    if unpadded:
        out['unpaddedMeanTokens'] = unpadded
    out['audioMinutes'] = c['audioMinutes']
    if c['id'] == 'cnn-tcp-horovod-issue2581-vgg16-p3dn' and not out['batch']:
        out['batch'] = 32  # pytorch_synthetic_benchmark's default, as the mapping note says
    if metric == 'timeToTrainMinutes':
        out['trainSamples'] = train_samples(c)
    out['metric'] = metric
    out['published'] = published
    out['quote'] = c['quote']
    out['source'] = c['source']
    out['url'] = c['url']
    out['date'] = c['date']
    out['mappingNote'] = ' '.join(notes)
    out['notModelled'] = '; '.join(reasons)
    # sanity
    assert model in PRESETS or model == '', model
    assert gpu in GPUS or gpu == '', gpu
    assert task in TASKS and precision in PRECISIONS and engine in ENGINES and metric in METRICS
    assert stage in ('inference', 'pretrain')
    assert isinstance(published, (int, float)) and published > 0
    assert out['notModelled'] != '' or bool(model and gpu)
    return out


def main():
    src = json.load(open(SRC, encoding='utf-8'), object_pairs_hook=OrderedDict)
    cases = [convert(c) for c in src['cases']]
    ids = [c['id'] for c in cases]
    dup = [i for i, k in Counter(ids).items() if k > 1]
    if dup:
        raise MappingError('duplicate ids: %s' % dup)
    assert len(cases) == len(src['cases'])
    for a, b in zip(cases, src['cases']):
        assert a['quote'] == b['quote'] and a['url'] == b['url'] and a['url'].startswith('https://')
    doc = OrderedDict([('about', ABOUT), ('tolerance', TOLERANCE), ('cases', cases)])
    with open(DST, 'w', encoding='utf-8') as f:
        json.dump(doc, f, indent=2, ensure_ascii=False)
        f.write('\n')

    # summary
    def num(v):
        return ('%.6f' % v).rstrip('0').rstrip('.')
    rows = [(c['id'], c['model'] or '-', c['gpu'] or '-', c['metric'], num(c['published']), c['notModelled'] or '')
            for c in cases]
    head = ('id', 'model', 'gpu', 'metric', 'published', 'notModelled')
    w = [max(len(r[i]) for r in rows + [head]) for i in range(5)]
    fmt = ' | '.join('%%-%ds' % x for x in w) + ' | %s'
    print(fmt % head)
    print('-+-'.join('-' * x for x in w) + '-+-' + '-' * 11)
    for r in rows:
        print(fmt % r)
    kinds = list(OrderedDict.fromkeys(c['kind'] for c in cases))
    modelled = Counter(c['kind'] for c in cases if not c['notModelled'])
    total = Counter(c['kind'] for c in cases)
    print()
    print('%d cases, %d with notModelled empty (model and gpu both in the program):' % (len(cases), sum(modelled.values())))
    for k in kinds:
        print('  %-16s %2d of %2d' % (k, modelled[k], total[k]))
    print('wrote', DST)


if __name__ == '__main__':
    main()
