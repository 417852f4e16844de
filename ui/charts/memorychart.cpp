// SPDX-License-Identifier: Apache-2.0
#include "ui/charts/memorychart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

namespace Advisor::Ui {

MemoryChart::MemoryChart(QWidget *parent)
    : AdvisorChartView(parent)
{
    setObjectName(QStringLiteral("memoryChart"));
    m_x = new QBarCategoryAxis;
    m_y = makeValueAxis(QString());
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
    keepCategoryLabelsReadable(chart(), m_x);
}

void MemoryChart::setInput(const ChartInput &input)
{
    QChart *c = chart();
    clearChart(c);
    setChartTitle(tr("GPU memory per GPU: what fills it, and what is usable"));
    const std::vector<const Configuration *> top = input.top();
    struct Part
    {
        QString name;
        double MemoryBreakdown::*member;
    };
    const Part parts[] = {{tr("Weights"), &MemoryBreakdown::weights},
                          {tr("Gradients"), &MemoryBreakdown::gradients},
                          {tr("Optimizer states"), &MemoryBreakdown::optimizer},
                          {tr("Activations"), &MemoryBreakdown::activations},
                          {tr("KV cache"), &MemoryBreakdown::kvCache},
                          {tr("Overhead"), &MemoryBreakdown::overhead}};
    auto *stack = new QStackedBarSeries;
    for (const Part &part : parts) {
        QList<qreal> values;
        bool any = false;
        for (const Configuration *config : top) {
            double gib = config->memory.perGpu.*part.member / bytesPerGiB;
            if (!plottable(gib))
                gib = 0;
            any = any || gib > 0;
            values << gib;
        }
        if (!any)
            continue; // a serving job has no gradients: keep the legend short
        auto *set = new QBarSet(part.name);
        set->append(values);
        stack->append(set);
    }
    auto *usable = new QScatterSeries;
    usable->setName(tr("Usable GPU memory"));
    usable->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    usable->setMarkerSize(14);
    usable->setColor(Qt::black);
    QStringList categories;
    double maximum = 0;
    for (size_t i = 0; i < top.size(); ++i) {
        categories << ChartInput::label(*top[i], static_cast<int>(i));
        usable->append(static_cast<double>(i), top[i]->memory.usableGpuMemoryGiB);
        const double needed = top[i]->memory.perGpu.total() / bytesPerGiB;
        maximum = std::max({maximum, top[i]->memory.usableGpuMemoryGiB, plottable(needed) ? needed : 0.0});
    }
    c->addSeries(stack);
    c->addSeries(usable);
    m_x->clear();
    m_x->append(categories);
    m_x->setTitleText(tr("Configuration (rank. instance type)"));
    m_y->setTitleText(tr("Memory per GPU (GiB)"));
    fitAxisFromZero(m_y, maximum);
    stack->attachAxis(m_x);
    stack->attachAxis(m_y);
    usable->attachAxis(m_x);
    usable->attachAxis(m_y);
}

} // namespace Advisor::Ui
