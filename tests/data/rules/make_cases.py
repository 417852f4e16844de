#!/usr/bin/env python3
"""Regenerates the malformed rules files from catalog/rules.json; each case breaks one thing.

expected.json maps each file to the JSON pointer and message fragment the loader must report.
Run from this folder after changing catalog/rules.json or the cases below.
"""
import copy
import json

base = json.load(open("../../../catalog/rules.json", encoding="utf-8"))
index = {rule["id"]: i for i, rule in enumerate(base["rules"])}
cases = {}


def case(name, pointer, fragment, mutate):
    doc = copy.deepcopy(base)
    mutate(doc)
    cases[name] = (doc, pointer, fragment)


def rule(rule_id):
    return index[rule_id]


def setv(path, value):
    def f(doc):
        node = doc
        for p in path[:-1]:
            node = node[p]
        node[path[-1]] = value
    return f


def delete(path):
    def f(doc):
        node = doc
        for p in path[:-1]:
            node = node[p]
        del node[path[-1]]
    return f


i = rule("cpu-per-gpu-training")
case("unknown-rule", f"/rules/{i}/id", "unknown rule \"cpu-per-gpu-trainnig\"",
     setv(["rules", i, "id"], "cpu-per-gpu-trainnig"))
case("threshold-string", f"/rules/{i}/thresholds/minVcpuPerGpu", "expected a number, found a string",
     setv(["rules", i, "thresholds", "minVcpuPerGpu"], "8"))
i = rule("cpu-per-gpu-serving")
case("bad-severity", f"/rules/{i}/severity", "expected one of", setv(["rules", i, "severity"], "fatal"))
i = rule("storage-throughput")
case("missing-threshold", f"/rules/{i}/thresholds/bytesPerToken", "required field is missing",
     delete(["rules", i, "thresholds", "bytesPerToken"]))
i = rule("network-allreduce-share")
case("share-above-one", f"/rules/{i}/thresholds/maxCommShareOfStep", "greater than 0 and at most 1",
     setv(["rules", i, "thresholds", "maxCommShareOfStep"], 20))
i = rule("host-memory-training-ratio")
case("ratio-order", f"/rules/{i}/thresholds/maxHostToGpuRatio", "must not be below",
     setv(["rules", i, "thresholds"], {"minHostToGpuRatio": 8, "maxHostToGpuRatio": 4}))
i = rule("host-memory-below-gpu")
case("missing-source", f"/rules/{i}/source", "required field is missing", delete(["rules", i, "source"]))
# Sources are keys of the catalog's sources table, never free text such as a note's section.
case("unknown-source", f"/rules/{i}/source", "unknown source \"Seed 000 §3.1\"",
     setv(["rules", i, "source"], "Seed 000 §3.1"))
i2 = rule("network-no-rdma")
case("unknown-source-in-list", f"/rules/{i2}/source/1", "unknown source \"sizing-math\"",
     setv(["rules", i2, "source"], ["NCCL-465", "sizing-math"]))
case("empty-source-list", f"/rules/{i2}/source", "needs a source", setv(["rules", i2, "source"], []))
case("thresholds-not-object", f"/rules/{i}/thresholds", "expected an object",
     setv(["rules", i, "thresholds"], [1.0]))
case("duplicate-rule", f"/rules/{len(base['rules'])}/id", "duplicate rule id \"family-retired\"",
     lambda doc: doc["rules"].append(copy.deepcopy(doc["rules"][rule("family-retired")])))
case("missing-rule", "/rules", "rule \"serving-low-load\" is missing",
     lambda doc: doc["rules"].pop(rule("serving-low-load")))
case("schema-version-2", "/schemaVersion", "not supported", setv(["schemaVersion"], 2))
case("rules-not-array", "/rules", "expected an array", setv(["rules"], {"cpu-per-gpu-training": 8}))

expected = {}
for name, (doc, pointer, fragment) in cases.items():
    file = f"bad-{name}.json"
    with open(file, "w", encoding="utf-8") as out:
        json.dump(doc, out, indent=1, ensure_ascii=False)
        out.write("\n")
    expected[file] = {"pointer": pointer, "contains": fragment}

with open("bad-syntax-trailing-comma.json", "w", encoding="utf-8") as out:
    out.write('{\n "schemaVersion": 1,\n "rules": [],\n}\n')
expected["bad-syntax-trailing-comma.json"] = {"pointer": "", "contains": "line 4"}

with open("expected.json", "w", encoding="utf-8") as out:
    json.dump(expected, out, indent=1, sort_keys=True, ensure_ascii=False)
    out.write("\n")
