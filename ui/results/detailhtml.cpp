// SPDX-License-Identifier: Apache-2.0
#include "ui/results/detailhtml.h"

#include "models/itemmodels/economicstext.h"

#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/regiontext.h"
#include "models/text/findingtext.h"

#include <QDate>
#include <QLocale>
#include <QUrl>

namespace Advisor::Ui {

namespace {
QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString list(const QStringList &items)
{
    if (items.isEmpty())
        return {};
    QString html = QStringLiteral("<ul>");
    for (const QString &item : items)
        html += QStringLiteral("<li>") + esc(item) + QStringLiteral("</li>");
    return html + QStringLiteral("</ul>");
}

QString severityText(AdviceSeverity severity)
{
    switch (severity) {
    case AdviceSeverity::Info:
        return DetailHtml::tr("Note");
    case AdviceSeverity::Advice:
        return DetailHtml::tr("Advice");
    case AdviceSeverity::Warning:
        return DetailHtml::tr("Warning");
    case AdviceSeverity::Blocker:
        return DetailHtml::tr("Blocker");
    }
    return {};
}
} // namespace

QString DetailHtml::memorySection(const Configuration &c, WorkloadKind kind)
{
    const QLocale locale;
    QString html;
    html += QStringLiteral("<h4>%1</h4>").arg(tr("Memory per GPU"));
    html += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    const auto row = [&html](const QString &name, const QString &value, bool bold = false) {
        const QString open = bold ? QStringLiteral("<b>") : QString();
        const QString close = bold ? QStringLiteral("</b>") : QString();
        html += QStringLiteral("<tr><td>%1%2%3</td><td align='right'>%1%4%3</td></tr>")
                    .arg(open, esc(name), close, esc(value));
    };
    const MemoryBreakdown &m = c.memory.perGpu;
    // A desktop holds no model and no CUDA context: its slice holds the session's framebuffer whole.
    if (kind == WorkloadKind::Graphics)
        row(tr("One session (framebuffer, textures, scene)"), DisplayText::gib(c.memory.perGpuMemoryGiB));
    else
        row(tr("Weights"), DisplayText::gib(m.weights / bytesPerGiB));
    if (m.gradients > 0)
        row(tr("Gradients"), DisplayText::gib(m.gradients / bytesPerGiB));
    if (m.optimizer > 0)
        row(tr("Optimizer states"), DisplayText::gib(m.optimizer / bytesPerGiB));
    if (m.activations > 0)
        row(tr("Activations"), DisplayText::gib(m.activations / bytesPerGiB));
    if (m.kvCache > 0)
        row(tr("KV cache"), DisplayText::gib(m.kvCache / bytesPerGiB));
    if (kind != WorkloadKind::Graphics)
        row(tr("Overhead (CUDA context, buffers, fragmentation)"), DisplayText::gib(m.overhead / bytesPerGiB));
    row(tr("Needed"), DisplayText::gib(c.memory.perGpuMemoryGiB), true);
    row(tr("Usable of %1 installed").arg(DisplayText::gib(c.memory.gpuMemoryGiB)),
        DisplayText::gib(c.memory.usableGpuMemoryGiB), true);
    // An LLM engine fills what it reserves with the KV cache: a low headroom there is by design, not "tight".
    if (DisplayText::kvCacheFillsMemory(c))
        row(tr("KV cache holds"), DisplayText::kvCacheHolds(c));
    else
        row(tr("Headroom"),
            DisplayText::percent(c.memory.headroomPercent) + QStringLiteral(" · ") + DisplayText::fit(c));
    html += QStringLiteral("</table>");
    if (const QString late = DisplayText::fitDetail(c); !late.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(esc(late));
    if (c.layout.pipelineParallel > 1)
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("Split: %1 pipeline stages × tensor parallel %2 × %Ln replica(s)", nullptr,
                                c.layout.dataParallel)
                                 .arg(locale.toString(c.layout.pipelineParallel),
                                      locale.toString(c.layout.tensorParallel))));
    else if (c.layout.tensorParallel > 1 || c.layout.dataParallel > 1)
        html +=
            QStringLiteral("<p>%1</p>")
                .arg(esc(tr("Split: tensor parallel %1 × data parallel %2")
                             .arg(locale.toString(c.layout.tensorParallel), locale.toString(c.layout.dataParallel))));
    return html;
}

QString DetailHtml::pricesSection(const Input &in)
{
    const Configuration &c = *in.configuration;
    const QLocale locale;
    QString html;
    html += QStringLiteral("<h4>%1</h4>").arg(tr("Prices"));
    html +=
        QStringLiteral("<table cellspacing='0' cellpadding='2'><tr><th align='left'>%1</th><th align='right'>%2</th>"
                       "<th align='right'>%3</th><th align='left'>%4</th></tr>")
            .arg(esc(tr("Billing model")), esc(tr("Per hour")), esc(in.training ? tr("Whole job") : tr("Per month")),
                 esc(tr("Origin, date and source")));
    for (const BillingCost &cost : c.pricing.costs) {
        const bool marked = cost.price->origin == PriceOrigin::Estimated || cost.price->origin == PriceOrigin::Derived;
        const QString open = marked ? QStringLiteral("<i>") : QString();
        const QString close = marked ? QStringLiteral("</i>") : QString();
        const QString hourly = cost.available()
            ? DisplayText::priceMark(cost.price->origin) + in.money.format(cost.hourly)
            : QStringLiteral("—");
        const QString total = cost.available()
            ? DisplayText::priceMark(cost.price->origin) + in.money.format(cost.total)
            : QStringLiteral("—");
        html +=
            QStringLiteral("<tr><td>%1</td><td align='right'>%2%3%4</td><td align='right'>%2%5%4</td><td>%6</td></tr>")
                .arg(esc(DisplayText::billingName(cost.billing, in.catalog)), open, esc(hourly), close, esc(total),
                     esc(DisplayText::priceProvenance(*cost.price, in.catalog)));
    }
    html += QStringLiteral("</table><p><small>%1")
                .arg(esc(tr("~ and italics: estimated or derived, not a listed price. "
                            "Check the live Alibaba Cloud price calculator before buying.")));
    if (in.money.converted())
        html += QStringLiteral("<br/>") + esc(in.money.conversionNote());
    html += QStringLiteral("</small></p>");
    return html;
}

QString DetailHtml::regionsSection(const Input &in)
{
    if (!in.regions) {
        if (!in.regionsCompared)
            return {};
        return QStringLiteral("<h4>%1</h4><p>%2</p>")
            .arg(esc(tr("Cheapest regions")),
                 esc(tr("Regions are compared for the top %1 configurations of the ranking; this one is not "
                        "among them.")
                         .arg(regionComparisonCount)));
    }
    return QStringLiteral("<h4>%1</h4>").arg(esc(tr("Cheapest regions")))
        + list(RegionText::lines(*in.regions, in.money, in.catalog, QDate::currentDate()));
}

QString DetailHtml::configuration(const Input &in)
{
    const Configuration &c = *in.configuration;
    const QLocale locale;
    QString html;
    html += QStringLiteral("<h3>%1</h3>")
                .arg(esc(c.layout.instances > 1
                             ? tr("%1 × %2").arg(locale.toString(c.layout.instances), c.layout.instanceType)
                             : c.layout.instanceType));
    // A vGPU row's slices read as slices, not as a fraction of one card in all.
    const QString rankLine = FindingText::isVgpuSlice(c.layout.gpusPerInstance)
        ? tr("Rank %1 · %2 · %3 · %4", "rank, GPU, its vGPU slices, speed")
        : tr("Rank %1 · %2 · %3 GPUs in total · %4");
    const WorkloadKind kind = in.recommendation ? in.recommendation->profile.kind : WorkloadKind::DecoderLlm;
    const QString rank = c.ranking.rank > 0
        ? rankLine.arg(locale.toString(c.ranking.rank), Catalog::gpuDisplayName(in.catalog, c.layout.gpu),
                       FindingText::totalGpus(c.layout), DisplayText::speed(c, in.training, kind))
        : tr("Rejected");
    html += QStringLiteral("<p>%1</p>").arg(esc(rank));
    if (!c.ranking.reasons.empty())
        html += QStringLiteral("<h4>%1</h4>").arg(tr("Why it ranks here"))
            + list(FindingText::texts(c.ranking.reasons, in.catalog));
    if (in.scenario) {
        // The per-user and total speeds are in the users'-terms list below, with their band.
        QStringList serving{FindingText::servingCapacity(
            c, in.scenario->inference.contextLength + in.scenario->inference.outputTokens)};
        serving.removeAll(QString());
        if (!serving.isEmpty())
            html += list(serving);
        const QStringList business = EconomicsText::serving(c, in.money, in.catalog);
        if (!business.isEmpty())
            html += QStringLiteral("<h4>%1</h4>").arg(esc(tr("In users' terms"))) + list(business);
        const QStringList confidence = EconomicsText::confidence(c, *in.scenario, in.money);
        if (!confidence.isEmpty())
            html += QStringLiteral("<h4>%1</h4>").arg(esc(tr("How firm the figures are"))) + list(confidence);
    }

    // Warnings first: they are what a reviewer must see before signing off.
    QStringList problems = FindingText::texts(c.problems, in.catalog);
    if (!problems.isEmpty() || (in.advice && !in.advice->warnings.empty())) {
        html += QStringLiteral("<h4>%1</h4><ul>").arg(tr("Warnings and fixes"));
        for (const QString &p : problems)
            html += QStringLiteral("<li>%1</li>").arg(esc(p));
        if (in.advice) {
            for (const Warning &w : in.advice->warnings) {
                html += QStringLiteral("<li><b>%1: %2</b> — %3")
                            .arg(esc(severityText(w.severity)), esc(w.title), esc(w.message));
                if (!w.fix.isEmpty())
                    html += QStringLiteral("<br/><i>%1</i> %2").arg(esc(tr("Fix:")), esc(w.fix));
                if (w.action)
                    html += QStringLiteral(" <a href='%1'>%2</a>")
                                .arg(fixLink(*w.action).toString(QUrl::FullyEncoded), esc(tr("Apply this fix")));
                html += QStringLiteral("</li>");
            }
        }
        html += QStringLiteral("</ul>");
    }

    // A row rejected before sizing (a vGPU slice offered a model) has no figures: zeros would read as estimated.
    if (c.memory.perGpuMemoryGiB > 0)
        html += memorySection(c, kind);
    else if (!c.problems.empty())
        html += QStringLiteral("<h4>%1</h4><p>%2</p>")
                    .arg(esc(tr("Memory per GPU")),
                         esc(tr("Not sized, so it has no memory or speed figures: %1",
                                "then the reason the estimate stopped, as under Warnings and fixes")
                                 .arg(FindingText::text(c.problems.front(), in.catalog))));
    html += pricesSection(in);
    html += regionsSection(in);

    if (in.recommendation && !in.recommendation->profile.assumptions.empty()) {
        html += QStringLiteral("<h4>%1</h4><table cellspacing='0' cellpadding='2'>").arg(tr("Assumptions"));
        for (const AssumptionLine &a : FindingText::assumptions(in.recommendation->profile.assumptions, in.catalog))
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td><small>%3</small></td></tr>")
                        .arg(esc(a.label), esc(a.value), esc(a.source));
        html += QStringLiteral("</table>");
    }
    return html;
}

QUrl DetailHtml::fixLink(const FixAction &action)
{
    QUrl url;
    url.setScheme(QStringLiteral("fix"));
    url.setPath(FixAction::kindName(action.kind));
    url.setQuery(QStringLiteral("value=") + QString::fromLatin1(QUrl::toPercentEncoding(action.value)));
    return url;
}

std::optional<FixAction> DetailHtml::fixFromLink(const QUrl &url)
{
    if (url.scheme() != QLatin1String("fix"))
        return std::nullopt;
    const QString query = url.query(QUrl::FullyDecoded);
    if (!query.startsWith(QLatin1String("value=")))
        return std::nullopt;
    const std::optional<FixAction::Kind> kind = FixAction::kindFromName(url.path());
    if (!kind)
        return std::nullopt;
    return FixAction{*kind, query.mid(6)};
}

QString DetailHtml::empty(const Evaluation &evaluation, const Catalog *catalog)
{
    if (!evaluation.isComplete()) {
        QStringList missing;
        for (MissingInput m : evaluation.missing)
            missing << DisplayText::missingInput(m);
        return QStringLiteral("<h3>%1</h3>").arg(tr("Answers still needed")) + list(missing);
    }
    const Recommendation &recommendation = evaluation.recommendation;
    if (recommendation.ranked.empty()) {
        QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Nothing fits these answers"));
        html += list(FindingText::texts(recommendation.nothingFitsAdvice, catalog));
        return html;
    }
    return QStringLiteral("<p>%1</p>").arg(tr("Select a row to see its memory, prices, warnings and assumptions."));
}

QString DetailHtml::advice(const AdviceReport &report)
{
    QString html;
    if (!report.decisionPath.isEmpty())
        html += QStringLiteral("<h4>%1</h4>").arg(tr("Decision path")) + list(report.decisionPath);
    if (!report.checklist.isEmpty())
        html += QStringLiteral("<h4>%1</h4>").arg(tr("Checklist before you buy")) + list(report.checklist);
    if (html.isEmpty())
        html = QStringLiteral("<p>%1</p>").arg(tr("No advice for this scenario."));
    return html;
}

} // namespace Advisor::Ui
