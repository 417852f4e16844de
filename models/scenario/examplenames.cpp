// SPDX-License-Identifier: Apache-2.0
#include "models/scenario/examplenames.h"

#include <iterator>

#include <QCoreApplication>

namespace Advisor::ExampleNames {

namespace {
// As the files in resources/scenarios/ name themselves; lupdate reads them from here.
constexpr const char *names[] = {
    QT_TRANSLATE_NOOP("ExampleScenario", "Render / cloud gaming desktops"),
    QT_TRANSLATE_NOOP("ExampleScenario", "A development box for a 7B model"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Fine-tune Stable Diffusion XL"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Fine-tune a 7B chat model with LoRA"),
    QT_TRANSLATE_NOOP("ExampleScenario", "QLoRA fine-tune of Llama 2 7B on one small GPU"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Full fine-tune of Llama 2 13B"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Fine-tune a 7B chat model, then serve it for a year"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Generate 720p video clips with Wan2.1 14B"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Pre-train a 1B model from scratch"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Train a recommendation model"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Serve Llama 2 70B at 4-bit"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Serve Llama 2 70B chat"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Serve a BERT classification API"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Serve DeepSeek-V3 in FP8"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Serve a ResNet-50 image API"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Embed documents for search with Qwen3 Embedding 8B"),
    QT_TRANSLATE_NOOP("ExampleScenario", "Train ResNet-50 on ImageNet"),
};
constexpr const char *context = "ExampleScenario";
} // namespace

QString translated(const QString &name)
{
    for (const char *example : names) {
        if (name == QLatin1String(example))
            return QCoreApplication::translate(context, example);
    }
    return name;
}

QStringList all()
{
    QStringList list;
    for (const char *example : names)
        list << QString::fromLatin1(example);
    return list;
}

} // namespace Advisor::ExampleNames
