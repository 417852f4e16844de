// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/charts/chartsupport.h"

class QValueAxis;

namespace Advisor::Ui {

/**
 * Scatter of price per hour against throughput. The top configurations each have their own series, named
 * in the legend and numbered beside the point with their rank; every point names itself in a tooltip.
 */
class PerformanceChart final : public AdvisorChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PerformanceChart)

public:
    explicit PerformanceChart(QWidget *parent = nullptr);
    void setInput(const ChartInput &input);

private:
    QValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
};

} // namespace Advisor::Ui
