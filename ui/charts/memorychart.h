// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/charts/chartsupport.h"

class QBarCategoryAxis;
class QValueAxis;

namespace Advisor::Ui {

/** Stacked bars of what fills each GPU's memory, beside the usable memory of that GPU. */
class MemoryChart final : public AdvisorChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MemoryChart)

public:
    explicit MemoryChart(QWidget *parent = nullptr);
    void setInput(const ChartInput &input);

private:
    QBarCategoryAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
};

} // namespace Advisor::Ui
