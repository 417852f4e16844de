#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# Picks from tests/data/published/video-candidates.json the cases the program can estimate (its presets, GPUs
# in the catalog, no CPU offload for memory) into video-cases.json, marking the ones the constants were fitted on.
# Run from the repository's root.
import json
d=json.load(open('tests/data/published/video-candidates.json'))
gpumap={'H100':'h100-sxm','H20':'h20','L20':'l20','H800/H100':'h800-sxm','A800/A100 (80GB)':'a800-80gb','A100-80GB':'a100-80gb','H100-80GB':'h100-sxm'}
models={'HunyuanVideo (13B)':'hunyuanvideo','CogVideoX-5B':'cogvideox-5b','Wan2.1-T2V-14B':'wan2.1-t2v-14b'}
calib={'hunyuanvideo-xdit-h100-1gpu-720p-time','hunyuanvideo-xdit-h100-8gpu-720p-time','hunyuanvideo-xdit-h20-1gpu-720p-time','hunyuanvideo-xdit-h20-8gpu-720p-time','hunyuanvideo-h800-720p-mem','cogvideox-torchao-a100-5b-bf16-time'}
out=[]
for c in d['cases']:
    mid=None
    for k,v in models.items():
        if c['model'].startswith(k.split(' (')[0]) and (k!='HunyuanVideo (13B)' or 'Hunyuan' in c['model']): mid=v
    if c['model'].startswith('Wan2.1-T2V-14B') or c['id'].startswith('wan21-t2v-14b'): mid='wan2.1-t2v-14b'
    if c['id'].startswith('cogvideox-torchao') and '5b-bf16' in c['id'] and 'compile' not in c['id']: mid='cogvideox-5b'
    elif c['id'].startswith('cogvideox'): mid=None
    if c['id'].startswith('hunyuanvideo'): mid='hunyuanvideo'
    if not mid: continue
    g=c['gpu'].split(' (same')[0]
    gpu=gpumap.get(g)
    if c['id'].startswith('hunyuanvideo-h800'): gpu='h800-sxm'
    if not gpu: continue
    metric='memory' if 'memory' in c['metric'] else 'seconds'
    gpus=c['gpus'] if isinstance(c['gpus'],int) else 1
    offload=str(c.get('offload') or '')
    if metric=='memory' and ('offload_model True' in offload): continue  # offloaded: not what is sized
    unit=c.get('unit','')
    val=c['value']*(1.073741824 if unit=='GiB' else 1.0)  # GB
    out.append({'id':c['id'],'set':'calibration' if c['id'] in calib else 'validation','model':mid,'gpu':gpu,'gpus':gpus,
      'shardWeights': mid=='wan2.1-t2v-14b' and gpus>1,
      'width':c['width'],'height':c['height'],'frames':c['frames'],'steps':c['steps'],'metric':metric,'published':round(val,3),
      'quote':c['quote'][:600],'source':c['source'],'url':c['url'],'date':c.get('date'),
      'nvlinkGBs': {'h100-sxm':900,'h800-sxm':400,'a800-80gb':400}.get(gpu,0),
      'readFromImage': 'IMAGE' in (c.get('notes') or ''),'notes':(c.get('notes') or '')[:500]})
json.dump({'about':'Published text-to-video time and memory. Calibration cases fixed the catalog video constants; validation cases were never fitted on. Memory in GB (10^9 bytes); GiB figures converted.','cases':out},open('tests/data/published/video-cases.json','w'),indent=1,ensure_ascii=False)
from collections import Counter
print(len(out), Counter((x['set'],x['metric']) for x in out))
