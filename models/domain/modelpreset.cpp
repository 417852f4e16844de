// SPDX-License-Identifier: Apache-2.0
#include "models/domain/modelpreset.h"

#include "models/domain/editdistance.h"

#include <algorithm>
#include <utility>

namespace Advisor {

namespace {
struct ArchitectureName
{
    Architecture architecture;
    const char *name;
};
constexpr ArchitectureName architectureNames[] = {
    {Architecture::Decoder, "decoder"},
    {Architecture::MoeDecoder, "moe-decoder"},
    {Architecture::Encoder, "encoder"},
    {Architecture::EncoderDecoder, "encoder-decoder"},
    {Architecture::Vit, "vit"},
    {Architecture::Cnn, "cnn"},
    {Architecture::Diffusion, "diffusion"},
    {Architecture::Recommender, "recommender"},
    {Architecture::Custom, "custom"},
};
} // namespace

QString toString(Architecture architecture)
{
    for (const ArchitectureName &a : architectureNames) {
        if (a.architecture == architecture)
            return QString::fromLatin1(a.name);
    }
    return {};
}

std::optional<Architecture> architectureFromString(const QString &name)
{
    for (const ArchitectureName &a : architectureNames) {
        if (name == QLatin1String(a.name))
            return a.architecture;
    }
    return std::nullopt;
}

QStringList presetArchitectureNames()
{
    QStringList names;
    for (const ArchitectureName &a : architectureNames) {
        if (a.architecture != Architecture::Custom)
            names << QString::fromLatin1(a.name);
    }
    return names;
}

QString presetLookupKey(const QString &name)
{
    QString key = name.trimmed().toLower();
    key = key.mid(key.lastIndexOf(QLatin1Char('/')) + 1);
    const QLatin1String instruct("-instruct");
    if (key.endsWith(instruct) && key.size() > instruct.size())
        key.chop(instruct.size());
    return key;
}

const ModelPreset *ModelPresetLibrary::preset(const QString &id) const
{
    for (const ModelPreset &p : presets) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

const ModelPreset *ModelPresetLibrary::find(const QString &name) const
{
    if (const ModelPreset *exact = preset(name))
        return exact;
    const QString key = presetLookupKey(name);
    if (key.isEmpty())
        return nullptr;
    for (const ModelPreset &p : presets) {
        if (presetLookupKey(p.id) == key)
            return &p;
    }
    for (const ModelPreset &p : presets) {
        for (const QString &alias : p.aliases) {
            if (presetLookupKey(alias) == key)
                return &p;
        }
    }
    return nullptr;
}

QStringList ModelPresetLibrary::nearestIds(const QString &name, int count) const
{
    const QString key = presetLookupKey(name);
    std::vector<std::pair<int, std::size_t>> ranked; // (distance, position in the file)
    for (std::size_t i = 0; i < presets.size(); ++i) {
        const ModelPreset &p = presets[i];
        int best = editDistance(key, presetLookupKey(p.id));
        for (const QString &alias : p.aliases)
            best = std::min(best, editDistance(key, presetLookupKey(alias)));
        ranked.emplace_back(best, i);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList ids;
    for (std::size_t i = 0; i < ranked.size() && ids.size() < count; ++i)
        ids << presets[ranked[i].second].id;
    return ids;
}

} // namespace Advisor
