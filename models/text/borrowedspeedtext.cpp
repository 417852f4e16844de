// SPDX-License-Identifier: Apache-2.0
// FindingText's wording of speeds carried from another model's measurement (models/sizing/borrowedspeed.h)
// and of the audio a speech model's token figures stand for.
#include "models/text/findingtext.h"

#include "models/text/findingnumbers.h"

#include <cmath>

namespace Advisor {

namespace {
using FindingNumbers::num;

QString engineName(const QString &id)
{
    return id == QLatin1String("tensorrt") ? FindingText::tr("TensorRT") : FindingText::tr("the framework");
}

/** "ViT-B/16 on NVIDIA T4 (the framework): 38 % of its sustained peak at 35.1 GFLOPs per image". */
QString visionAnchor(const Assumption &a, int i)
{
    const double share = a.numbers.value(1 + 3 * i);
    const double gflops = a.numbers.value(2 + 3 * i);
    const double slower = a.numbers.value(3 + 3 * i);
    QString text = FindingText::tr("%1 on %2 (%3): %4 % of its sustained peak at %5 GFLOPs per image")
                       .arg(a.names.value(3 * i), a.names.value(3 * i + 1), engineName(a.names.value(3 * i + 2)),
                            num(share, 0), num(gflops, 1));
    if (slower > 0)
        text = FindingText::tr("%1, then %2 × slower in the framework (the framework/TensorRT ratio measured on "
                               "a vision transformer)")
                   .arg(text, num(slower, 2));
    return text;
}
} // namespace

bool FindingText::wordBorrowedSpeedAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    if (a.id == AssumptionId::VitBorrowedShare) {
        QStringList anchors;
        for (int i = 0; 3 * i + 2 < a.names.size(); ++i)
            anchors << visionAnchor(a, i);
        line.label = tr("Speed carried from another vision transformer");
        line.value = tr("this model has no measured speed in this engine and format; at %1 GFLOPs per image it "
                        "runs at the share of sustained peak a measured vision transformer reached on the GPU "
                        "nearest in peak: %2")
                         .arg(num(a.numbers.value(0), 1), anchors.join(QStringLiteral("; ")));
        note = tr("carried by FLOPs: the same engine keeps near the same share of peak across vision transformers; "
                  "allow ±35 %");
        return true;
    }
    if (a.id == AssumptionId::CnnBorrowedRate) {
        line.label = tr("Training speed borrowed from %1").arg(a.names.value(0));
        line.value = tr("this model has no measured training speed: %1's, measured on %2 (other GPUs take the "
                        "measured one nearest in peak), divided by %3, this model's %4 GFLOPs per image over %1's %5")
                         .arg(a.names.value(0), a.names.mid(1).join(QStringLiteral(", ")), num(a.numbers.value(0), 2),
                              num(a.numbers.value(1), 1), num(a.numbers.value(2), 2));
        note = tr("scaled by FLOPs: tf_cnn_benchmarks measured ResNet-152 at 0.37× ResNet-50 on the same GPUs, "
                  "against 0.36× by FLOPs; allow ±35 %");
        return true;
    }
    if (a.id == AssumptionId::SpeechAudio) {
        line.label = tr("Audio per request (speech)");
        line.value = tr("one request is a %1-s audio window that decodes into about %2 tokens, so an audio hour is "
                        "%3 output tokens: audio hours per hour = tokens/s × 3,600 ÷ %3, that is seconds of audio "
                        "per second; a window takes the time to the first token plus %2 times the time per token")
                         .arg(num(a.numbers.value(0), 0), num(a.numbers.value(1), 0), num(a.numbers.value(2), 0));
        note = tr("Whisper's fixed window; English at about 150 words a minute, about 1.33 tokens a word and the "
                  "timestamp tokens; the decode calibration uses the same count, other languages and silence differ");
        // The tokens counted are the scenario's output per request, so audio and tokens are one load.
        const double typical = a.numbers.value(3, a.numbers.value(1));
        if (typical > 0 && std::abs(a.numbers.value(1) / typical - 1) > 0.1)
            note = tr("the scenario's %1 output tokens per request, against about %2 in a window of English "
                      "speech: with the typical count the same GPUs transcribe %3 × as much audio")
                       .arg(num(a.numbers.value(1), 0), num(typical, 0), num(a.numbers.value(1) / typical, 1));
        return true;
    }
    return false;
}

} // namespace Advisor
