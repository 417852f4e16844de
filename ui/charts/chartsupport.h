// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/sizing/recommendation.h"
#include "models/text/moneyformatter.h"

#include <functional>
#include <utility>
#include <vector>

#include <QChartView>
#include <QString>
#include <QStringList>

class QChart;
class QValueAxis;
class QAbstractAxis;
class QXYSeries;
class QBarCategoryAxis;
class QColor;

namespace Advisor::Ui {

/** What every chart is drawn from: the engine's result and how money is shown. */
struct ChartInput
{
    const Recommendation *recommendation = nullptr;
    const Catalog *catalog = nullptr;
    MoneyFormatter money;
    bool training = true;
    int topCount = 5;

    /** The configurations to draw: the best ranked ones, one per family, or the best rejected ones when nothing fits.
     */
    std::vector<const Configuration *> top() const;
    /** As top(), but only configurations keep accepts; *skipped counts the ones passed over on the way. */
    std::vector<const Configuration *> top(const std::function<bool(const Configuration &)> &keep, int *skipped) const;
    /** "1. gn7i-c8g1.2xlarge" with the configuration's rank: unique, because a bar category axis drops duplicates. */
    static QString label(const Configuration &c, int position);
};

/** "Blackwell professional GPU 48GB": a GPU's name without its maker and its note in brackets ("model not
    named by Alibaba"), for legends, which have no room for them. */
QString shortGpuName(const QString &name);
/** Settings every advisor chart shares: no animation (grabs and PDFs must not catch bars mid-way), locale numbers. */
void prepareChart(QChart *chart);
/** Finite and not negative: the engine reports infinity for "never finishes", which no axis can show. */
bool plottable(double value);
/** Removes (and so deletes) every series; the chart's axes are kept and reused. */
void clearChart(QChart *chart);
/** Distinct colours for up to eight series, none of them the recommended configuration's red. */
QColor seriesColor(int index);
/** Category labels lie flat while each fits its slot, and slant only when they would run into each other. */
void keepCategoryLabelsReadable(QChart *chart, QBarCategoryAxis *axis);
QValueAxis *makeValueAxis(const QString &title, const QString &labelFormat = QStringLiteral("%.0f"));
/** Axis range with a little air above the largest value, starting at zero. */
void fitAxisFromZero(QValueAxis *axis, double maximum);

/**
 * A chart view whose points explain themselves: resting the mouse on a point of an XY series shows
 * what it is (which configuration, its price and speed), the nearest point within a few pixels.
 */
class AdvisorChartView : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorChartView)

public:
    explicit AdvisorChartView(QWidget *parent = nullptr);
    /** The chart's title; left out while the view is short, where the tab's name says the same. */
    void setChartTitle(const QString &title);
    /** The tooltip of the series' point nearest to pos (viewport coordinates); empty when none is near. */
    QString pointTipAt(QPoint pos) const;

protected:
    /** Forgets every tip: the series they belong to are deleted when the chart is redrawn. */
    void clearPointTips() { m_tips.clear(); }
    /** The tip of the series' point that was appended last. */
    void addPointTip(QXYSeries *series, const QString &tip);
    bool viewportEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void showTitleIfRoom();
    /** Chart text in the window's font, so presentation mode's larger text reaches the charts too. */
    void applyFonts();

    QString m_title;
    std::vector<std::pair<QXYSeries *, QStringList>> m_tips;
};

} // namespace Advisor::Ui
