// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/chartsupport.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include <QBarCategoryAxis>
#include <QChart>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QHelpEvent>
#include <QLegend>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>

namespace Advisor::Ui {

std::vector<const Configuration *> ChartInput::top() const
{
    return recommendation ? recommendation->bestPerFamily(topCount) : std::vector<const Configuration *>{};
}

std::vector<const Configuration *> ChartInput::top(const std::function<bool(const Configuration &)> &keep,
                                                   int *skipped) const
{
    std::vector<const Configuration *> kept;
    int passed = 0;
    if (recommendation) {
        for (const Configuration *c : recommendation->bestPerFamily(std::numeric_limits<int>::max())) {
            if (static_cast<int>(kept.size()) >= topCount)
                break;
            if (keep(*c))
                kept.push_back(c);
            else
                ++passed;
        }
    }
    if (skipped)
        *skipped = passed;
    return kept;
}

QString ChartInput::label(const Configuration &c, int position)
{
    QString type = c.layout.instanceType;
    if (type.startsWith(QLatin1String("ecs.")))
        type = type.mid(4);
    const QString count =
        c.layout.instances > 1 ? QString::number(c.layout.instances) + QStringLiteral("× ") : QString();
    // The rank, as in the table, so a gap says that other sizes were left out.
    return QString::number(c.ranking.rank > 0 ? c.ranking.rank : position + 1) + QStringLiteral(". ") + count + type;
}

QString shortGpuName(const QString &name)
{
    qsizetype cut = name.size();
    for (const QString &open : {QStringLiteral(" ("), QStringLiteral("（")}) {
        const qsizetype at = name.indexOf(open);
        if (at > 0)
            cut = std::min(cut, at);
    }
    QString shortName = name.left(cut).trimmed();
    if (shortName.startsWith(QLatin1String("NVIDIA ")))
        shortName = shortName.mid(7);
    return shortName;
}

bool plottable(double value)
{
    return std::isfinite(value) && value >= 0;
}

void prepareChart(QChart *chart)
{
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setShowToolTips(true);
    chart->setMargins(QMargins(6, 6, 6, 6));
}

void clearChart(QChart *chart)
{
    // Axes stay: removing and deleting them while the chart is hidden left their old labels painted.
    chart->removeAllSeries();
    chart->setLocale(QLocale());
}

QColor seriesColor(int index)
{
    // Tableau's qualitative palette without its red: told apart on a projector and in print.
    static const QRgb colours[] = {0x1f77b4, 0xff7f0e, 0x2ca02c, 0x9467bd, 0x8c564b, 0xe377c2, 0x17becf, 0xbcbd22};
    return QColor(colours[static_cast<size_t>(index) % std::size(colours)]);
}

void keepCategoryLabelsReadable(QChart *chart, QBarCategoryAxis *axis)
{
    const auto fit = [chart, axis] {
        const QStringList labels = axis->categories();
        if (labels.isEmpty())
            return;
        const QFontMetrics metrics(axis->labelsFont());
        int widest = 0;
        for (const QString &label : labels)
            widest = std::max(widest, metrics.horizontalAdvance(label));
        const bool flat = widest + metrics.averageCharWidth() * 2 <= chart->plotArea().width() / labels.size();
        // A slant already chosen (the report's steeper one) stays while the labels need one.
        const int angle = flat ? 0 : axis->labelsAngle() != 0 ? axis->labelsAngle() : -20;
        if (axis->labelsAngle() != angle)
            axis->setLabelsAngle(angle);
    };
    QObject::connect(chart, &QChart::plotAreaChanged, axis, fit);
    QObject::connect(axis, &QBarCategoryAxis::categoriesChanged, axis, fit);
}

QValueAxis *makeValueAxis(const QString &title, const QString &labelFormat)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setLabelFormat(labelFormat);
    return axis;
}

void fitAxisFromZero(QValueAxis *axis, double maximum)
{
    axis->setRange(0, maximum > 0 && std::isfinite(maximum) ? maximum * 1.15 : 1);
    axis->applyNiceNumbers();
}

AdvisorChartView::AdvisorChartView(QWidget *parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    prepareChart(chart());
    // Every pixel to the plot: on a 720p laptop the chart tab is under 300 pixels tall.
    chart()->layout()->setContentsMargins(0, 0, 0, 0);
    chart()->setBackgroundRoundness(0);
}

void AdvisorChartView::applyFonts()
{
    QFont bold = font();
    bold.setBold(true);
    chart()->setTitleFont(bold);
    chart()->legend()->setFont(font());
    for (QAbstractAxis *axis : chart()->axes()) {
        axis->setLabelsFont(font());
        axis->setTitleFont(bold);
    }
}

void AdvisorChartView::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

void AdvisorChartView::setChartTitle(const QString &title)
{
    // The axes exist by now (each chart adds its own in its constructor) and take the window's font.
    if (m_title.isNull())
        applyFonts();
    m_title = title;
    showTitleIfRoom();
}

void AdvisorChartView::showTitleIfRoom()
{
    // A view never shown (the report draws the chart at its own size) keeps its title.
    const bool room = !isVisible() || height() >= 420;
    chart()->setTitle(room ? m_title : QString());
}

void AdvisorChartView::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    showTitleIfRoom();
}

void AdvisorChartView::addPointTip(QXYSeries *series, const QString &tip)
{
    auto it = std::find_if(m_tips.begin(), m_tips.end(), [series](const auto &entry) { return entry.first == series; });
    if (it == m_tips.end())
        it = m_tips.insert(m_tips.end(), {series, {}});
    // Tips follow the points by index: fill any point appended without one.
    while (it->second.size() < series->count() - 1)
        it->second << QString();
    it->second << tip;
}

QString AdvisorChartView::pointTipAt(QPoint pos) const
{
    const QPointF inChart = chart()->mapFromScene(mapToScene(pos));
    // Within the marker and a little around it: a mouse rarely rests on the exact centre.
    const double reach = 12;
    std::vector<std::pair<double, QString>> near;
    for (const auto &[series, tips] : m_tips) {
        if (!series->isVisible())
            continue;
        for (int i = 0; i < std::min<int>(series->count(), static_cast<int>(tips.size())); ++i) {
            const QPointF d = chart()->mapToPosition(series->at(i), series) - inChart;
            const double distance = std::hypot(d.x(), d.y());
            if (distance <= reach && !tips.at(i).isEmpty())
                near.emplace_back(distance, tips.at(i));
        }
    }
    // Points on top of each other (the same GPU count and speed) are all named, the nearest first.
    std::stable_sort(near.begin(), near.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    const size_t shown = 3;
    QStringList parts;
    for (size_t i = 0; i < std::min(shown, near.size()); ++i)
        parts << near[i].second;
    if (near.size() > shown)
        parts << tr("… and %n more here", "", static_cast<int>(near.size() - shown));
    return parts.join(QStringLiteral("\n\n"));
}

bool AdvisorChartView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        // Elsewhere the scene's own tips (a legend entry cut short) still apply.
        if (const QString tip = pointTipAt(help->pos()); !tip.isEmpty()) {
            QToolTip::showText(help->globalPos(), tip, viewport());
            return true;
        }
    }
    return QChartView::viewportEvent(event);
}

} // namespace Advisor::Ui
