// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/charts/chartsupport.h"

#include <QChartView>

class QValueAxis;

namespace Advisor::Ui {

/** Throughput against GPU count, one line for NVLink/NVSwitch families and one for PCIe ones. */
class ScalingChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScalingChart)

public:
    explicit ScalingChart(QWidget *parent = nullptr);
    void setInput(const ChartInput &input);

private:
    QValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
};

} // namespace Advisor::Ui
