// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/charts/chartsupport.h"

class QBarCategoryAxis;
class QValueAxis;

namespace Advisor::Ui {

/**
 * Grouped bars: the top configurations' cost under each billing model the user allowed. Only configurations
 * with a price take a place: an empty slot reads as "free". The axis title says how many were left out.
 */
class CostChart final : public AdvisorChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CostChart)

public:
    explicit CostChart(QWidget *parent = nullptr);
    void setInput(const ChartInput &input);

private:
    QBarCategoryAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
};

} // namespace Advisor::Ui
