// SPDX-License-Identifier: Apache-2.0
#pragma once
// A structure-aware libFuzzer mutator for JSON documents: instead of flipping bytes (which mostly
// breaks the syntax and tests the tokenizer again), it parses the input and changes one field at a
// time: a value of another type, a boundary number, a known enum word, a deleted or duplicated
// field, a value moved from elsewhere in the document. Byte-level mutation still runs now and then.

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

namespace FuzzJson {

using nlohmann::json;

/** Values that sit on the edges of what the loaders check, and the words their enums take. */
inline const std::vector<json> &interestingValues(const std::vector<std::string> &words)
{
    static const std::vector<json> values = [&words] {
        std::vector<json> v{0,     -1,   1,     2,        2.5,           0.999999,      1.000001,     100,
                            1000,  1024, 1025,  65536,    1000000,       2147483647,    2147483648.0, 4294967296.0,
                            1e15,  1e18, 1e300, -1e300,   1e-300,        2048.0,        nullptr,      true,
                            false, "",   " ",   "\u202e", json::array(), json::object()};
        for (const std::string &w : words)
            v.emplace_back(w);
        return v;
    }();
    return values;
}

/** Every value's pointer in the document, the root included. */
inline void collect(const json &node, const json::json_pointer &at, std::vector<json::json_pointer> &out)
{
    out.push_back(at);
    if (node.is_object()) {
        for (auto it = node.begin(); it != node.end(); ++it)
            collect(*it, at / it.key(), out);
    } else if (node.is_array()) {
        for (std::size_t i = 0; i < node.size(); ++i)
            collect(node[i], at / i, out);
    }
}

/** One field-wise change of a JSON document; byte-level mutation when the input is no JSON. */
inline size_t mutate(uint8_t *data, size_t size, size_t maxSize, unsigned int seed,
                     const std::vector<std::string> &words)
{
    std::mt19937 rng(seed);
    if (rng() % 10 == 0)
        return LLVMFuzzerMutate(data, size, maxSize);
    json doc = json::parse(data, data + size, nullptr, false);
    if (doc.is_discarded())
        return LLVMFuzzerMutate(data, size, maxSize);
    try {
        std::vector<json::json_pointer> pointers;
        collect(doc, json::json_pointer(), pointers);
        const json::json_pointer at = pointers[rng() % pointers.size()];
        json &target = doc[at];
        const std::vector<json> &values = interestingValues(words);
        switch (rng() % 7) {
        case 0:
        case 1:
            target = values[rng() % values.size()];
            break;
        case 2: // a nearby number: one off, scaled, negated, made fractional
            if (target.is_number()) {
                const double v = target.get<double>();
                const double changed[] = {v + 1, v - 1, v * 10, v / 10, -v, v + 0.5, v * 1e6};
                target = changed[rng() % 7];
            } else {
                target = values[rng() % values.size()];
            }
            break;
        case 3: // gone
            if (!at.empty()) {
                json &parent = doc[at.parent_pointer()];
                if (parent.is_object())
                    parent.erase(at.back());
                else if (parent.is_array() && !parent.empty())
                    parent.erase(parent.begin() + std::ptrdiff_t(std::stoul(at.back())));
            }
            break;
        case 4: // a value from elsewhere in the same document
            target = json(doc[pointers[rng() % pointers.size()]]);
            break;
        case 5: // a known word where a string or an enum is expected
            target = words.empty() ? json("x") : json(words[rng() % words.size()]);
            break;
        default: // one level deeper, or an array grown
            if (target.is_array() && !target.empty())
                target.push_back(json(target[rng() % target.size()]));
            else
                target = json::array({target});
            break;
        }
    } catch (const json::exception &) {
        return LLVMFuzzerMutate(data, size, maxSize);
    }
    const std::string out = doc.dump(rng() % 2 ? 1 : -1);
    if (out.size() > maxSize)
        return LLVMFuzzerMutate(data, size, maxSize);
    std::memcpy(data, out.data(), out.size());
    return out.size();
}

} // namespace FuzzJson
