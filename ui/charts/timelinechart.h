// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/application/timeline.h"
#include "ui/charts/chartsupport.h"

class QBarCategoryAxis;
class QValueAxis;

namespace Advisor::Ui {

/**
 * The project month by month: each billing model's monthly cost as bars (left axis) and its cumulative
 * cost as a line (right axis), with each break-even month against pay-as-you-go marked on its line.
 */
class TimelineChart final : public AdvisorChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimelineChart)

public:
    explicit TimelineChart(QWidget *parent = nullptr);
    void setTimeline(const Timeline &timeline, const Catalog *catalog, const MoneyFormatter &money);
    /** Break-even markers drawn at the last setTimeline, for tests. */
    int breakEvenMarkers() const { return m_markers; }

private:
    QBarCategoryAxis *m_x = nullptr;
    QValueAxis *m_monthly = nullptr;
    QValueAxis *m_cumulative = nullptr;
    int m_markers = 0;
};

} // namespace Advisor::Ui
