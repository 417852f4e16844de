// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/charts/chartsupport.h"

#include <QChartView>

class QValueAxis;

namespace Advisor::Ui {

/** Scatter of price per hour against throughput, with the recommended configuration marked. */
class PerformanceChart final : public QChartView
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
