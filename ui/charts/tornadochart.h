// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/application/sensitivity.h"
#include "ui/charts/chartsupport.h"

class QBarCategoryAxis;
class QValueAxis;

namespace Advisor::Ui {

/**
 * The what-if as a tornado: for each driver, how far the recommended instance type's cost moves from
 * today's when the driver goes down (one bar) and up (the other), largest swing on top.
 */
class TornadoChart final : public AdvisorChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TornadoChart)

public:
    explicit TornadoChart(QWidget *parent = nullptr);
    void setSensitivity(const Sensitivity &sensitivity, const MoneyFormatter &money);
    /** The drivers drawn, top first, for tests. */
    const QStringList &drivers() const { return m_drivers; }

private:
    /**
     * Asks for the height that gives every driver's row room for its label: Qt hides a category label
     * that would touch its neighbour, and on a 768-px screen in the presentation font that was most of
     * them, the largest swing's included. A shorter tab scrolls (the what-if tab holds the view in a
     * scroll area) rather than dropping a row's name.
     */
    void askForRoomPerRow();

    QBarCategoryAxis *m_y = nullptr;
    QValueAxis *m_x = nullptr;
    QStringList m_drivers;
};

} // namespace Advisor::Ui
