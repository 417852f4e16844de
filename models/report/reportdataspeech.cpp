// SPDX-License-Identifier: Apache-2.0
#include "models/report/reportdataspeech.h"

#include "models/report/reportdata.h"

#include <algorithm>

#include <QLocale>

namespace Advisor::ReportSpeech {

double windowSeconds(const WorkloadProfile &profile)
{
    const auto rule = std::find_if(profile.assumptions.begin(), profile.assumptions.end(),
                                   [](const Assumption &a) { return a.id == AssumptionId::SpeechAudio; });
    return rule == profile.assumptions.end() ? 0 : std::max(0.0, rule->numbers.value(0));
}

QString loadSentence(const InferenceInput &in, const WorkloadProfile &profile)
{
    const double window = windowSeconds(profile);
    if (window <= 0)
        return {};
    const QLocale locale;
    // Without a request rate the load is what the windows decoding at once keep up (ServingEconomics).
    if (in.requestsPerSecond <= 0)
        return ReportBuilder::tr("It transcribes up to %n audio window(s) of %1 s at once.", nullptr,
                                 std::max(1, in.concurrency))
            .arg(locale.toString(window, 'g', 3));
    // Audio hours per hour are seconds of audio per second: the windows asked for, each a window long.
    return ReportBuilder::tr("It transcribes %1 audio hours per hour (%2 requests per second, each a %3-s audio "
                             "window), up to %n window(s) at once.",
                             nullptr, std::max(1, in.concurrency))
        .arg(locale.toString(in.requestsPerSecond * window, 'g', 4), locale.toString(in.requestsPerSecond, 'g', 4),
             locale.toString(window, 'g', 3));
}

QString targetSentence(double ms)
{
    return ReportBuilder::tr("Target: at most %1 ms per transcript token.").arg(QLocale().toString(ms, 'g', 4));
}

QString capacity(const Configuration &c, const InferenceInput &in, const WorkloadProfile &profile)
{
    const ServingEconomics &e = *c.pricing.economics;
    if (!e.audio)
        return FindingText::servingCapacity(c, in.contextLength + in.outputTokens);
    if (c.speed.maxConcurrencyPerReplica <= 0)
        return {};
    // The engine decodes up to its batch cap at once (faster-whisper: one window), however many windows'
    // caches the memory would hold.
    const int running = std::clamp(c.speed.runningSequencesPerReplica, 1, c.speed.maxConcurrencyPerReplica);
    const QLocale locale;
    const QString window = locale.toString(e.audioWindowSeconds, 'g', 3);
    const QString held = locale.toString(c.speed.maxConcurrencyPerReplica);
    const QString frames = locale.toString(in.contextLength);
    const QString transcript = locale.toString(in.outputTokens);
    if (profile.sequencesPerRequest > 1)
        return ReportBuilder::tr("each copy decodes %n audio window(s) of %1 s at once, and its memory holds the "
                                 "caches of %2: a window caches %3 encoder frames and up to %4 transcript tokens "
                                 "for each of its %5 beam hypotheses",
                                 nullptr, running)
            .arg(window, held, frames, transcript, locale.toString(profile.sequencesPerRequest));
    return ReportBuilder::tr("each copy decodes %n audio window(s) of %1 s at once, and its memory holds the caches "
                             "of %2: a window caches %3 encoder frames and up to %4 transcript tokens",
                             nullptr, running)
        .arg(window, held, frames, transcript);
}

} // namespace Advisor::ReportSpeech
