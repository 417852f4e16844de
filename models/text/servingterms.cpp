// SPDX-License-Identifier: Apache-2.0
#include "models/text/servingterms.h"

#include "models/scenario/scenario.h"

#include "models/text/findingnumbers.h"
#include "models/text/findingtext.h"

#include <QLocale>

namespace Advisor {

namespace {
using FindingNumbers::num;

/** A request's milliseconds: whole ones from ten on, where a tenth is below what the estimate can tell. */
QString milliseconds(double ms)
{
    return num(ms, ms >= 10 ? 0 : 1);
}

/** A target as the user typed it: 100, 12.5. */
QString typed(double ms)
{
    return QLocale().toString(ms, 'g', 4);
}
} // namespace

ServingTerms::ServingTerms(WorkloadKind kind, bool images)
    : m_unit(servedUnit(kind, images))
{ }

ServingTerms ServingTerms::fromId(const QString &kindId)
{
    if (kindId == servedUnitId(WorkloadKind::Encoder, Task::Cv))
        return ServingTerms(WorkloadKind::Encoder, true);
    for (const WorkloadKind kind : allWorkloadKinds) {
        if (kindId == toString(kind))
            return ServingTerms(kind);
    }
    return ServingTerms(WorkloadKind::DecoderLlm);
}

QString ServingTerms::rateUnit() const
{
    return m_unit == Unit::Image ? FindingText::tr("images/s") : FindingText::tr("requests/s");
}

QString ServingTerms::latencyLabel() const
{
    return m_unit == Unit::Image ? FindingText::tr("Latency per image") : FindingText::tr("Latency per request");
}

QString ServingTerms::latency(double ms, std::optional<double> targetMs) const
{
    if (targetMs && ms > *targetMs)
        return missedTarget(ms, *targetMs);
    const bool image = m_unit == Unit::Image;
    if (targetMs)
        return (image ? FindingText::tr("%1 ms per image, within your %2 ms target")
                      : FindingText::tr("%1 ms per request, within your %2 ms target"))
            .arg(milliseconds(ms), typed(*targetMs));
    return perUnit(milliseconds(ms));
}

QString ServingTerms::target(double ms) const
{
    return perUnit(typed(ms));
}

QString ServingTerms::perUnit(const QString &ms) const
{
    return (m_unit == Unit::Image ? FindingText::tr("%1 ms per image") : FindingText::tr("%1 ms per request")).arg(ms);
}

QString ServingTerms::missedTarget(double ms, double targetMs) const
{
    switch (m_unit) {
    case Unit::Token:
        return FindingText::tr("%1 ms per token against a %2 ms target").arg(num(ms), num(targetMs, 0));
    case Unit::Image:
        return FindingText::tr("%1 ms per image against a %2 ms target").arg(milliseconds(ms), typed(targetMs));
    case Unit::Request:
    case Unit::Clip:
    case Unit::Session:
        break;
    }
    return FindingText::tr("%1 ms per request against a %2 ms target").arg(milliseconds(ms), typed(targetMs));
}

} // namespace Advisor
