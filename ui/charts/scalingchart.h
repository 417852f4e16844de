// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/charts/chartsupport.h"

class QValueAxis;

namespace Advisor::Ui {

/**
 * Best throughput against GPU count, one line per GPU model and interconnect: a line mixing models would
 * show eight slow GPUs below four fast ones and read as "more GPUs are slower". For the same reason a
 * point that delivers no more than one with fewer GPUs of its line is left out, and the axis says how many.
 */
class ScalingChart final : public AdvisorChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScalingChart)

public:
    /** More lines than this crowd a laptop-sized chart; the best-ranked models are drawn. */
    static constexpr int maxLines = 6;

    explicit ScalingChart(QWidget *parent = nullptr);
    void setInput(const ChartInput &input);

private:
    QValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
};

} // namespace Advisor::Ui
