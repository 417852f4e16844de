// SPDX-License-Identifier: Apache-2.0
#include "models/domain/modelpreset.h"

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

const ModelPreset *ModelPresetLibrary::preset(const QString &id) const
{
    for (const ModelPreset &p : presets) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

} // namespace Advisor
