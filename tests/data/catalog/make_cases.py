#!/usr/bin/env python3
"""Regenerates the malformed catalogs from valid-minimal.json; each case breaks one thing.

expected.json maps each file to the JSON pointer and message fragment the loader must report.
Run from this folder after changing valid-minimal.json or the cases below.
"""
import copy
import json

base = json.load(open("valid-minimal.json"))
cases = {}


def case(name, pointer, fragment, mutate):
    doc = copy.deepcopy(base)
    mutate(doc)
    cases[name] = (doc, pointer, fragment)


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


case("bad-vcpu-string", "/instanceTypes/1/vcpu", "expected a whole number, found a string", setv(["instanceTypes", 1, "vcpu"], "128"))
case("negative-memory", "/instanceTypes/0/memoryGiB", "expected a number greater than 0", setv(["instanceTypes", 0, "memoryGiB"], -30))
case("zero-gpu-count", "/instanceTypes/0/gpuCount", "greater than 0", setv(["instanceTypes", 0, "gpuCount"], 0))
case("absurd-vcpu", "/instanceTypes/0/vcpu", "from 1 to 4096", setv(["instanceTypes", 0, "vcpu"], 1000000))
case("missing-family", "/instanceTypes/2/family", "required field is missing", delete(["instanceTypes", 2, "family"]))
case("unknown-family", "/instanceTypes/1/family", "unknown family \"gn99\"", setv(["instanceTypes", 1, "family"], "gn99"))
case("unknown-gpu", "/families/0/gpu", "unknown GPU \"a11\"", setv(["families", 0, "gpu"], "a11"))
case("duplicate-type", "/instanceTypes/1/id", "duplicate id", setv(["instanceTypes", 1, "id"], "ecs.gn7i-c8g1.2xlarge"))
case("duplicate-gpu", "/gpus/1/id", "duplicate id", setv(["gpus", 1, "id"], "a10"))
case("gpu-memory-mismatch", "/instanceTypes/0/gpuMemoryGB", "does not match the 24 GB", setv(["instanceTypes", 0, "gpuMemoryGB"], 40))
case("fractional-gpu-outside-vgpu", "/instanceTypes/0/gpuCount", "only vGPU families", setv(["instanceTypes", 0, "gpuCount"], 0.5))
case("price-missing-date", "/prices/0/date", "required field is missing", delete(["prices", 0, "date"]))
case("price-bad-date", "/prices/1/date", "YYYY-MM-DD", setv(["prices", 1, "date"], "24/09/2026"))
case("price-unknown-type", "/prices/0/instanceType", "unknown instance type", setv(["prices", 0, "instanceType"], "ecs.gn7i-c9g1.2xlarge"))
case("price-negative", "/prices/0/amount", "greater than 0", setv(["prices", 0, "amount"], -9.74))
case("price-unknown-source", "/prices/0/source", "unknown source \"BLOG\"", setv(["prices", 0, "source"], "BLOG"))
case("price-bad-billing", "/prices/0/billing", "expected one of", setv(["prices", 0, "billing"], "hourly"))
case("price-other-currency", "/prices/0/currency", "differs from the catalog currency", setv(["prices", 0, "currency"], "USD"))
case("family-bad-status", "/families/0/status", "expected one of", setv(["families", 0, "status"], "maybe"))
case("family-bad-interconnect", "/families/0/interconnect/type", "expected one of", setv(["families", 0, "interconnect", "type"], "infiniband"))
case("gpu-bad-closest-offer", "/gpus/1/closestOffers/0", "unknown family \"gn42\"", setv(["gpus", 1, "closestOffers"], ["gn42"]))
case("gpu-missing-memory", "/gpus/0/memoryGB", "required field is missing", delete(["gpus", 0, "memoryGB"]))
case("billing-ratio-order", "/billingModels/1/ratioToPayg", "low ≤ typical ≤ high", setv(["billingModels", 1, "ratioToPayg"], {"low": 0.5, "typical": 0.32, "high": 0.1}))
case("no-payg-model", "/billingModels", "pay-as-you-go", lambda d: d.__setitem__("billingModels", d["billingModels"][1:]))
case("storage-bad-kind", "/storage/0/kind", "expected one of", setv(["storage", 0, "kind"], "tape"))
case("instances-not-array", "/instanceTypes", "expected an array, found an object", setv(["instanceTypes"], {}))
case("schema-version-2", "/schemaVersion", "schema version 2 is not supported", setv(["schemaVersion"], 2))
case("unknown-region-ref", "/referenceRegion", "unknown region", setv(["referenceRegion"], "mars-1"))
case("root-is-array", "/", "expected an object, found an array", lambda d: None)

expected = {}
for name, (doc, pointer, fragment) in cases.items():
    text = json.dumps(doc, ensure_ascii=False, indent=1)
    if name == "root-is-array":
        text = "[" + text + "]"
    open(f"bad-{name}.json", "w").write(text + "\n")
    expected[f"bad-{name}.json"] = {"pointer": pointer, "contains": fragment}

# Syntax errors are located by line and column instead of a pointer.
open("bad-syntax-trailing-comma.json", "w").write('{\n  "schemaVersion": 1,\n  "name": "x",\n}\n')
expected["bad-syntax-trailing-comma.json"] = {"pointer": "", "contains": "line 4, column 1"}
open("bad-syntax-truncated.json", "w").write(json.dumps(base, indent=1)[:400])
expected["bad-syntax-truncated.json"] = {"pointer": "", "contains": "JSON syntax error"}
open("bad-empty.json", "w").write("")
expected["bad-empty.json"] = {"pointer": "", "contains": "JSON syntax error"}

json.dump(expected, open("expected.json", "w"), indent=1, sort_keys=True)
print(len(expected), "cases")
