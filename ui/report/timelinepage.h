// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/report/reportdata.h"

#include <QCoreApplication>

class QPainter;
class QPaintDevice;
class QRectF;

namespace Advisor::Ui {

/** The report's page for the project's timeline: what it costs in total, when commitments pay off, the chart. */
class TimelinePage
{
    Q_DECLARE_TR_FUNCTIONS(TimelinePage)

public:
    /** The page's text: totals, each phase, the break-even months and the assumptions, as HTML. */
    static QString html(const ReportData &data, const Catalog *catalog);
    /** Paints the page into area (a page body); the chart only when withChart (it needs a QApplication). */
    static void paint(QPainter &painter, QPaintDevice *device, const QRectF &area, const ReportData &data,
                      const Catalog *catalog, bool withChart);
};

} // namespace Advisor::Ui
