#!/usr/bin/env python3
"""Regenerates the bad inputs under this folder: one subfolder per kind of outside input, each case
breaking one thing, and each folder's manifest.json naming the JSON pointer (null where the kind has
none) and the message fragment the loader must report. tests/models/tst_badinputs.cpp loads every
case, plus the older tests/data/catalog and tests/data/rules cases, and checks that message.

Run from this folder: python3 make_cases.py
"""
import copy
import json
import os

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
manifests = {}


def write(kind, name, data, pointer, fragment):
    os.makedirs(kind, exist_ok=True)
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(os.path.join(kind, name), mode, **({} if mode == "wb" else {"encoding": "utf-8", "newline": ""})) as f:
        f.write(data)
    manifests.setdefault(kind, {})[name] = {"pointer": pointer, "contains": fragment}


def dumps(doc):
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


def mutated(base, *edits):
    doc = copy.deepcopy(base)
    for path, value in edits:
        node = doc
        for p in path[:-1]:
            node = node[p]
        if value is DELETE:
            del node[path[-1]]
        else:
            node[path[-1]] = value
    return doc


DELETE = object()
deep = "[" * 50000 + "]" * 50000  # far deeper than any recursive parser survives

# ---------------------------------------------------------------- scenario (saved state)
scenario = json.load(open(os.path.join(ROOT, "resources/scenarios/finetune-7b-lora.gpuadvisor.json")))
S = "scenario"
def sc(name, pointer, fragment, *edits):
    write(S, name + ".gpuadvisor.json", dumps(mutated(scenario, *edits)), pointer, fragment)

write(S, "bad-empty.gpuadvisor.json", "", "", "JSON syntax error")
write(S, "bad-truncated.gpuadvisor.json", dumps(scenario)[:120], "", "JSON syntax error")
write(S, "bad-root-array.gpuadvisor.json", "[" + dumps(scenario) + "]", "/", "expected an object, found an array")
write(S, "bad-invalid-utf8.gpuadvisor.json", dumps(scenario).replace("Fine-tune", "Fine\udcff-tune").encode("utf-8", "surrogateescape"), "", "JSON syntax error")
write(S, "bad-nan.gpuadvisor.json", dumps(scenario).replace('"datasetGiB": 2', '"datasetGiB": NaN'), "", "JSON syntax error")
# Refused before parsing: building 50,000 levels costs hundreds of MiB.
write(S, "bad-deep-nesting.gpuadvisor.json", dumps(scenario).replace('"Fine-tune a 7B chat model with LoRA"', deep), "", "nested more than 64 levels deep (at /name/0/0/0/0/0/0/0/…)")
write(S, "bad-utf16.gpuadvisor.json", dumps(scenario).encode("utf-16"), "", "encoded as UTF-16")
write(S, "bad-huge-number.gpuadvisor.json", dumps(scenario).replace('"datasetGiB": 2', '"datasetGiB": 1e400'), "", "JSON")
sc("bad-missing-schema-version", "/schemaVersion", "required field is missing", (["schemaVersion"], DELETE))
sc("bad-schema-version-string", "/schemaVersion", "expected a whole number, found a string", (["schemaVersion"], "1"))
sc("bad-missing-workload", "/workload", "required field is missing", (["workload"], DELETE))
sc("bad-workload-not-object", "/workload", "expected an object, found a string", (["workload"], "llm"))
sc("bad-unknown-task", "/workload/task", "expected one of", (["workload", "task"], "chatbot"))
sc("bad-unknown-stage", "/workload/stage", "expected one of", (["workload", "stage"], "finetune-dora"))
sc("bad-no-model", "/workload/model", "give either a model preset id or \"parameters\"", (["workload", "model"], DELETE))
sc("bad-parameters-too-small", "/workload/parameters", "expected a number from", (["workload", "model"], DELETE), (["workload", "parameters"], 10))
sc("bad-training-without-tokens", "/workload/training", "needs \"tokens\" or \"samples\"", (["workload", "training", "tokens"], DELETE))
sc("bad-epochs-zero", "/workload/training/epochs", "greater than 0", (["workload", "training", "epochs"], 0))
sc("bad-zero-stage-5", "/workload/training/zeroStage", "expected a number from 0 to 3", (["workload", "training", "zeroStage"], 5))
sc("bad-optimizer", "/workload/training/optimizer", "expected one of", (["workload", "training", "optimizer"], "adam"))
sc("bad-micro-batch-fraction", "/workload/training/microBatch", "expected a whole number", (["workload", "training", "microBatch"], 2.5))
sc("bad-precision", "/workload/precision", "expected one of", (["workload", "precision"], "fp4"))
sc("bad-architecture-not-object", "/workload/architecture", "expected an object, found a number", (["workload", "architecture"], 7))
sc("bad-billing-unknown", "/constraints/billing/1", "expected a billing model's id", (["constraints", "billing"], ["payg", "For Ever"]))
sc("bad-billing-empty", "/constraints/billing", "name at least one billing model", (["constraints", "billing"], []))
sc("bad-max-nodes-zero", "/constraints/maxNodes", "expected a number from 1 to 1024", (["constraints", "maxNodes"], 0))
sc("bad-discount-over-100", "/constraints/customerDiscountPercent", "expected a number from 0 to 90", (["constraints", "customerDiscountPercent"], 150))
sc("bad-discount-100", "/constraints/customerDiscountPercent", "expected a number from 0 to 90", (["constraints", "customerDiscountPercent"], 100))
sc("bad-currency", "/constraints/currency", "three-letter currency code", (["constraints", "currency"], "Euro"))
sc("bad-graphics-training", "/workload/stage", "graphics desktops are served, not trained", (["workload", "task"], "graphics"))
sc("bad-kv-heads-above-heads", "/workload/architecture/kvHeads", "more than the 32 attention heads", (["workload", "architecture"], {"layers": 32, "hidden": 4096, "heads": 32, "kvHeads": 64}))
sc("bad-micro-batch-not-whole", "/workload/training/microBatch", "expected a whole number, found 2.5", (["workload", "training", "microBatch"], 2.5))
sc("bad-interruptible-string", "/constraints/interruptible", "expected true or false, found a string", (["constraints", "interruptible"], "yes"))
sc("bad-dataset-negative", "/data/datasetGiB", "expected a number from 0", (["data", "datasetGiB"], -1))
sc("bad-mfu-above-one", "/assumptions/mfu", "expected a number greater than 0 and at most 1", (["assumptions"], {"mfu": 1.5}))
# The project's phases: a span out of range, a negative length, an unknown kind, load growth beyond reason.
sc("bad-phase-negative-months", "/project/phases/0/months", "expected a number from 1 to 120, found -3", (["project"], {"phases": [{"kind": "serving", "startMonth": 1, "months": -3}]}))
sc("bad-phase-past-ten-years", "/project/phases/1/months", "runs to month 130", (["project"], {"phases": [{"kind": "training", "months": 1}, {"kind": "serving", "startMonth": 11, "months": 120}]}))
sc("bad-phase-kind", "/project/phases/0/kind", "expected one of", (["project"], {"phases": [{"kind": "inference", "months": 12}]}))
sc("bad-phase-growth-absurd", "/project/phases/0/monthlyGrowthPercent", "expected a number from -50 to 100", (["project"], {"phases": [{"kind": "serving", "months": 12, "monthlyGrowthPercent": 500}]}))
sc("bad-phase-runs-zero", "/project/phases/0/runs", "expected a number from 1 to 1000, found 0", (["project"], {"phases": [{"kind": "training", "months": 3, "runs": 0, "per": "quarter"}]}))
inference = mutated(scenario, (["workload", "stage"], "inference"), (["workload", "training"], DELETE),
                    (["workload", "inference"], {"contextLength": 4096, "outputTokens": 512, "concurrency": 0}))
write(S, "bad-concurrency-zero.gpuadvisor.json", dumps(inference), "/workload/inference/concurrency", "expected a number from 1")

# ---------------------------------------------------------------- presets (models.json)
models = json.load(open(os.path.join(ROOT, "catalog/models.json")))
picked = [models["presets"][0]] + [p for p in models["presets"] if p["architecture"] == "moe-decoder"][:1]
presets = {"schemaVersion": 1, "sources": {k: v for k, v in models["sources"].items() if k in {p["source"] for p in picked}},
           "presets": picked}
P = "presets"
def pr(name, pointer, fragment, *edits):
    write(P, name + ".json", dumps(mutated(presets, *edits)), pointer, fragment)

write(P, "bad-root-string.json", "\"models\"\n", "/", "expected an object, found a string")
write(P, "bad-syntax.json", dumps(presets).replace("\"presets\":", "\"presets\"", 1), "", "JSON syntax error")
pr("bad-missing-presets", "/presets", "required field is missing", (["presets"], DELETE))
pr("bad-presets-object", "/presets", "expected an array, found an object", (["presets"], {}))
pr("bad-schema-version-2", "/schemaVersion", "expected a number from 1 to 1", (["schemaVersion"], 2))
pr("bad-duplicate-id", "/presets/1/id", "duplicate id", (["presets", 1, "id"], picked[0]["id"]))
pr("bad-missing-name", "/presets/0/name", "required field is missing", (["presets", 0, "name"], DELETE))
pr("bad-unknown-task", "/presets/0/task", "expected one of", (["presets", 0, "task"], "robotics"))
pr("bad-unknown-architecture", "/presets/0/architecture", "expected one of", (["presets", 0, "architecture"], "rnn"))
pr("bad-kv-heads-above-heads", "/presets/0/kvHeads", "more KV heads", (["presets", 0, "kvHeads"], 64))
pr("bad-layers-zero", "/presets/0/layers", "expected a number from 1 to 1000", (["presets", 0, "layers"], 0))
pr("bad-moe-without-active", "/presets/1/activeParameters", "active parameter count", (["presets", 1, "activeParameters"], DELETE))
pr("bad-moe-missing-block", "/presets/1/moe", "required field is missing", (["presets", 1, "moe"], DELETE))
pr("bad-unknown-source", "/presets/0/source", "unknown source \"nowhere\"", (["presets", 0, "source"], "nowhere"))
pr("bad-parameters-string", "/presets/0/parameters", "expected a number, found a string", (["presets", 0, "parameters"], "7B"))
pr("bad-checkpoint-bytes-negative", "/presets/1/checkpointBytes", "expected a number greater than 0", (["presets", 1, "checkpointBytes"], -1))
pr("bad-checkpoint-bytes-string", "/presets/0/checkpointBytes", "expected a number, found a string", (["presets", 0, "checkpointBytes"], "16 GB"))

# ---------------------------------------------------------------- CSV (price imports)
C = "csv"
unclosed = "a quoted cell is not closed before the end of the file"
good = "instanceType,region,billing,price,currency,date\r\necs.gn7i-c8g1.2xlarge,cn-hangzhou,payg,12.34,CNY,2026-09-24\r\n"
write(C, "bad-unclosed-last-cell.csv", good + 'ecs.gn6i-c4g1.xlarge,cn-hangzhou,payg,"7.50,CNY,2023-06-01\r\n', None, unclosed)
write(C, "bad-unclosed-only-quote.csv", '"', None, unclosed)
write(C, "bad-unclosed-escaped-quote.csv", 'name\r\n"a ""b""', None, unclosed)
write(C, "bad-unclosed-with-bom.csv", b"\xef\xbb\xbf" + ('"instanceType,region\r\n' * 3).encode(), None, unclosed)
write(C, "bad-unclosed-chinese.csv", '名称,价格\r\n"华东 1（杭州）,12\r\n', None, unclosed)
write(C, "bad-unclosed-multiline.csv", good + '"line one\nline two\nline three', None, unclosed)

# ---------------------------------------------------------------- catalog extras (tests/data/catalog has 32 more)
catalog = json.load(open(os.path.join(ROOT, "tests/data/catalog/valid-minimal.json")))
K = "catalog"
write(K, "bad-invalid-utf8.json", dumps(catalog).replace('"schemaVersion"', '"schema\udcfeVersion"', 1).encode("utf-8", "surrogateescape"), "", "JSON syntax error")
write(K, "bad-deep-nesting.json", deep, "", "nested more than 64 levels deep")
write(K, "bad-nul-bytes.json", b"\x00" * 64, "", "JSON syntax error")
write(K, "bad-root-null.json", "null\n", "/", "expected an object, found null")

# ---------------------------------------------------------------- rules extras (tests/data/rules has 13 more)
rules = json.load(open(os.path.join(ROOT, "catalog/rules.json")))
R = "rules"
write(R, "bad-root-array.json", "[]\n", "/", "expected an object, found an array")
write(R, "bad-empty.json", "", "", "JSON syntax error")
write(R, "bad-rule-not-object.json", dumps(mutated(rules, (["rules", 0], "cpu-per-gpu-training"))), "/rules/0", "expected an object, found a string")
write(R, "bad-deep-nesting.json", '{"schemaVersion": 1, "rules": ' + deep + "}", "", "nested more than 64 levels deep (at /rules/0")

# ---------------------------------------------------------------- model config.json (Hugging Face) import
M = "modelconfig"
hf = {"architectures": ["LlamaForCausalLM"], "hidden_size": 4096, "intermediate_size": 11008, "model_type": "llama",
      "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 32, "vocab_size": 32000}
def mc(name, fragment, *edits):
    write(M, name + ".json", dumps(mutated(hf, *edits)), None, fragment)

write(M, "bad-not-json.json", "config = {hidden_size: 4096}\n", None, "JSON syntax error at line 1, column 1")
write(M, "bad-root-array.json", "[" + dumps(hf) + "]", None, "holds an array at the top level")
write(M, "bad-empty-array.json", "[]", None, "holds an array at the top level")
write(M, "bad-utf16.json", dumps(hf).encode("utf-16"), None, "encoded as UTF-16")
write(M, "bad-weights-index.json", dumps({"metadata": {"total_size": 13476839424}, "weight_map": {"lm_head.weight": "model-00002-of-00002.safetensors"}}), None, "has no num_hidden_layers, hidden_size or num_attention_heads")
mc("bad-no-layers", "has no num_hidden_layers", (["num_hidden_layers"], DELETE))
mc("bad-width-as-string", 'hidden_size is a string ("4096"); expected a whole number above 0', (["hidden_size"], "4096"))
mc("bad-layers-fraction", "num_hidden_layers is 32.5; expected a whole number above 0", (["num_hidden_layers"], 32.5))
mc("bad-absurd-layers", "num_hidden_layers = 100000 is outside the plausible range", (["num_hidden_layers"], 100000))
mc("bad-kv-heads-above-heads", "num_key_value_heads = 64 is outside the plausible range", (["num_key_value_heads"], 64))
mc("bad-absurd-vocab", "vocab_size = 100000000 is outside the plausible range", (["vocab_size"], 100000000))

for kind, manifest in manifests.items():
    with open(os.path.join(kind, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=1, ensure_ascii=False, sort_keys=True)
        f.write("\n")
print({k: len(v) for k, v in manifests.items()}, sum(len(v) for v in manifests.values()))
