// SPDX-License-Identifier: Apache-2.0
// The results page's charts, its table in presentation mode and the report preview, driven through the
// real window: tabs clicked, F11 pressed, tooltips asked for as the mouse asks for them.
#include "models/application/advisorsession.h"
#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/mainwindow.h"
#include "ui/application/reportcontroller.h"
#include "ui/charts/costchart.h"
#include "ui/charts/performancechart.h"
#include "ui/charts/scalingchart.h"
#include "ui/results/resultspage.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include <QAbstractBarSeries>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QFile>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLineEdit>
#include <QPrintPreviewDialog>
#include <QScatterSeries>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {
enum ResultTab
{
    CostTab = 2,
    PerformanceTab = 3,
    ScalingTab = 5
};

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max({1.0, std::abs(a), std::abs(b)});
}

/** The tooltip a user gets when the mouse rests on the point: the same help event Qt sends after a pause. */
QString toolTipAt(QChartView *view, QXYSeries *series, int point)
{
    const QPointF inScene = view->chart()->mapToScene(view->chart()->mapToPosition(series->at(point), series));
    const QPoint pos = view->mapFromScene(inScene);
    QToolTip::hideText();
    QHelpEvent help(QEvent::ToolTip, pos, view->viewport()->mapToGlobal(pos));
    QApplication::sendEvent(view->viewport(), &help);
    return QToolTip::isVisible() ? QToolTip::text() : QString();
}

/** The line is named after the configuration's GPU ("A10 · PCIe"), as legends name GPUs. */
bool drawsGpu(const QXYSeries &line, const Configuration &c, const Catalog &catalog)
{
    const QString gpu = line.name().section(QStringLiteral(" · "), 0, 0);
    return !gpu.isEmpty() && shortGpuName(catalog.gpuDisplayName(c.layout.gpu)) == gpu;
}

/** The scaling chart's line for the configuration: its GPU and the link between its GPUs, "A10 · PCIe". */
QString scalingLineName(const Configuration &c, const Catalog &catalog)
{
    const Family *family = catalog.family(c.layout.family);
    const InterconnectType link = family ? family->interconnect : InterconnectType::None;
    const QString gpu = shortGpuName(catalog.gpuDisplayName(c.layout.gpu));
    switch (link) {
    case InterconnectType::None:
        return gpu;
    case InterconnectType::NvLink:
        return gpu + QStringLiteral(" · NVLink");
    case InterconnectType::NvSwitch:
        return gpu + QStringLiteral(" · NVSwitch");
    case InterconnectType::Pcie:
    case InterconnectType::PcieSwitch:
        break;
    }
    return gpu + QStringLiteral(" · PCIe");
}

/**
 * What the scaling chart draws for a row: a serving row's GPUs with a model copy on each (an 8-GPU instance
 * holds two 4-GPU copies though the load needs one), each copy at the speed sized; training rows as sized.
 */
double everyGpuThroughput(const Configuration &c, bool serving)
{
    const double sized = DisplayText::throughput(c);
    if (!serving || c.layout.pipelineParallel > 1)
        return sized;
    const int perInstance = std::max(1, int(c.layout.gpusPerInstance + 1e-9) / std::max(1, c.layout.tensorParallel));
    const int copies = std::max(c.layout.dataParallel, c.layout.instances * perInstance);
    return sized * copies / std::max(1, c.layout.dataParallel);
}

/** "gn7i-c8g1.2xlarge": instance types as the charts name them. */
QString shortType(const QString &type)
{
    return type.startsWith(QLatin1String("ecs.")) ? type.mid(4) : type;
}

/**
 * The columns whose header or cells are wider than the column (the last, stretched column too). Only
 * when the whole table cannot fit the window may a long GPU name or warning give way; never the type or
 * a cost.
 */
QStringList cutColumns(QTableView *view)
{
    auto *asView = static_cast<QAbstractItemView *>(view); // QTableView hides the public base's sizeHintForColumn
    const QHeaderView *header = view->horizontalHeader();
    QList<int> needed;
    for (int column = 0; column < view->model()->columnCount(); ++column)
        needed << std::max(asView->sizeHintForColumn(column), header->sectionSizeHint(column));
    // Cutting is only allowed when nothing was left to give: the last column, which stretches to the
    // edge, is no wider than its own text.
    const int last = header->logicalIndex(header->count() - 1);
    const bool full = header->sectionSize(last) <= needed.value(last) + 12;
    QStringList cut;
    for (int column = 0; column < view->model()->columnCount(); ++column) {
        const bool mayGiveWay =
            column == RecommendationTableModel::GpuColumn || column == RecommendationTableModel::WarningsColumn;
        if (header->isSectionHidden(column) || (mayGiveWay && full))
            continue;
        if (needed.at(column) > header->sectionSize(column))
            cut << QStringLiteral("%1 (%2 px, needs %3)")
                       .arg(view->model()->headerData(column, Qt::Horizontal).toString())
                       .arg(header->sectionSize(column))
                       .arg(needed.at(column));
    }
    return cut;
}
} // namespace

class TestCharts : public QObject
{
    Q_OBJECT

public:
    static void initMain();

private slots:
    void init();
    void cleanup();

    void scalingChartDrawsOneLinePerGpuModel_data();
    void scalingChartDrawsOneLinePerGpuModel();
    void scalingChartCountsEveryGpuOfAServingRow();
    void pricePerformancePointsAreNamed_data();
    void pricePerformancePointsAreNamed();
    void costChartHasNoEmptySlots_data();
    void costChartHasNoEmptySlots();
    void lateFirstTokensAreSetApart();
    void presentationModeShowsWholeColumns_data();
    void presentationModeShowsWholeColumns();
    void chartsKeepTheirSpaceAt720p_data();
    void chartsKeepTheirSpaceAt720p();
    void previewSavesThePdf();
    void closingThePreviewAsksNothing();

private:
    AdvisorSession *session() const { return m_fx->session(); }
    /** The results of the template with this chart tab shown; null after failing the test. */
    template<typename Chart> Chart *showChart(ScenarioTemplates::Id id, int tab, const QString &name);
    /** Exports the PDF with the real preview; steps run on it once it is shown. */
    bool exportThroughPreview(const std::function<void(QPrintPreviewDialog *)> &steps);

    std::unique_ptr<WindowFixture> m_fx;
};

void TestCharts::initMain()
{
    // Presentation mode is full screen, and the offscreen platform's screen is 800×600 unless told
    // otherwise: give it the 1920×1080 of a projector, as render.sh does for the screenshots.
    static QTemporaryDir dir; // read when the application starts, so it must outlive this function
    if (qgetenv("QT_QPA_PLATFORM") != "offscreen" || !dir.isValid())
        return;
    QFile config(dir.filePath(QStringLiteral("screen.json")));
    if (config.open(QIODevice::WriteOnly)
        && config.write(R"({"screens": [{"name": "Projector", "x": 0, "y": 0, "width": 1920, "height": 1080,
                            "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
            > 0) {
        config.close();
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.fileName().toLocal8Bit());
    }
}

void TestCharts::init()
{
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch());
}

void TestCharts::cleanup()
{
    QToolTip::hideText();
    m_fx.reset();
}

template<typename Chart> Chart *TestCharts::showChart(ScenarioTemplates::Id id, int tab, const QString &name)
{
    if (!m_fx->walkTo(id, AdvisorWizard::ResultsPageId))
        return nullptr;
    auto *tabs = m_fx->find<QTabWidget>(QStringLiteral("resultTabs"));
    if (!tabs || !WindowFixture::clickTab(tabs, tab))
        return nullptr;
    auto *chart = m_fx->find<Chart>(name);
    // Laid out, as a user sees it: points are only where they are drawn once the plot has its size.
    if (chart && !QTest::qWaitFor([chart] { return chart->isVisible() && chart->chart()->plotArea().height() > 50; })) {
        WindowFixture::fail(name + QStringLiteral(" is not laid out"));
        return nullptr;
    }
    return chart;
}

void TestCharts::scalingChartDrawsOneLinePerGpuModel_data()
{
    QTest::addColumn<int>("id");
    QTest::addColumn<bool>("copiesOnTheirOwn"); // every GPU runs a whole copy: throughput in proportion to GPUs
    QTest::addColumn<bool>("serving");
    QTest::newRow("fine-tune") << int(ScenarioTemplates::FineTune7B) << false << false;
    QTest::newRow("serve 70B") << int(ScenarioTemplates::Serve70B) << false << true;
    QTest::newRow("serve BERT") << int(ScenarioTemplates::InferenceApi) << true << true;
}

void TestCharts::scalingChartDrawsOneLinePerGpuModel()
{
    QFETCH(int, id);
    QFETCH(bool, copiesOnTheirOwn);
    QFETCH(bool, serving);
    const auto drawn = [serving](const Configuration &c) { return everyGpuThroughput(c, serving); };
    auto *chart = showChart<ScalingChart>(ScenarioTemplates::Id(id), ScalingTab, QStringLiteral("scalingChart"));
    REQUIRE(chart);
    const Recommendation &rec = session()->recommendation();
    std::vector<const Configuration *> drawable;
    for (const auto *list : {&rec.ranked, &rec.rejected}) {
        for (const Configuration &c : *list) {
            if (c.memory.fit != Fit::Insufficient && DisplayText::throughput(c) > 0)
                drawable.push_back(&c);
        }
    }
    const QList<QAbstractSeries *> series = chart->chart()->series();
    QVERIFY(!series.isEmpty());
    QVERIFY(series.size() <= ScalingChart::maxLines);
    QSet<QString> names;
    QSet<QString> gpusDrawn;
    for (QAbstractSeries *abstract : series) {
        auto *line = qobject_cast<QXYSeries *>(abstract);
        QVERIFY(line);
        QVERIFY2(!names.contains(line->name()), qPrintable(line->name()));
        names.insert(line->name());
        // One GPU model explains every point of the line: the engine has a configuration of that GPU with
        // exactly that many GPUs and that speed, and none of that GPU is faster at that count.
        QSet<QString> explaining;
        for (int i = 0; i < line->count(); ++i) {
            const QPointF p = line->at(i);
            QSet<QString> gpus;
            for (const Configuration *c : drawable) {
                if (near(c->layout.totalGpus, p.x()) && near(drawn(*c), p.y())
                    && drawsGpu(*line, *c, session()->catalog()))
                    gpus.insert(c->layout.gpu);
            }
            QVERIFY2(
                !gpus.isEmpty(),
                qPrintable(QStringLiteral("%1: no configuration at (%2, %3)").arg(line->name()).arg(p.x()).arg(p.y())));
            explaining = i == 0 ? gpus : explaining.intersect(gpus);
            for (const Configuration *c : drawable) {
                if (gpus.contains(c->layout.gpu) && near(c->layout.totalGpus, p.x()))
                    QVERIFY(drawn(*c) <= p.y() * (1 + 1e-9) || !drawsGpu(*line, *c, session()->catalog()));
            }
            // More GPUs of a model never draw as less throughput: the line only rises.
            if (i > 0)
                QVERIFY2(line->at(i - 1).x() < p.x() && line->at(i - 1).y() < p.y(),
                         qPrintable(QStringLiteral("%1 falls at %2 GPUs").arg(line->name()).arg(p.x())));
        }
        QVERIFY2(explaining.size() == 1, qPrintable(line->name() + QStringLiteral(" mixes GPU models")));
        gpusDrawn += explaining;
        // A BERT copy answers on one GPU: an 8-GPU instance runs eight, so eight GPUs deliver eight times one's.
        if (copiesOnTheirOwn && line->count() > 1) {
            const QPointF first = line->at(0);
            const QPointF last = line->at(line->count() - 1);
            QVERIFY2(last.y() / first.y() >= 0.9 * last.x() / first.x(),
                     qPrintable(QStringLiteral("%1: %2 at %3 GPUs, %4 at %5")
                                    .arg(line->name())
                                    .arg(first.y())
                                    .arg(first.x())
                                    .arg(last.y())
                                    .arg(last.x())));
        }
    }
    // A configuration left out of its line is beaten by a point of its GPU with no more GPUs, and the axis
    // says that some were left out.
    bool leftOut = false;
    for (const Configuration *c : drawable) {
        if (c->layout.totalGpus < 1) // a slice of a GPU has no place on a GPU-count axis
            continue;
        bool hasLine = false;
        bool atItsCount = false;
        bool beaten = false;
        for (QAbstractSeries *abstract : series) {
            auto *line = qobject_cast<QXYSeries *>(abstract);
            if (line->name() != scalingLineName(*c, session()->catalog()))
                continue;
            hasLine = true;
            for (int i = 0; i < line->count(); ++i) {
                atItsCount = atItsCount || near(line->at(i).x(), c->layout.totalGpus);
                beaten = beaten
                    || (line->at(i).x() <= c->layout.totalGpus + 1e-9 && line->at(i).y() >= drawn(*c) * (1 - 1e-9));
            }
        }
        if (!hasLine)
            continue;
        QVERIFY2(beaten, qPrintable(c->layout.instanceType));
        leftOut = leftOut || !atItsCount;
    }
    const auto *xAxis = qobject_cast<QValueAxis *>(chart->chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(xAxis);
    if (leftOut)
        QVERIFY2(xAxis->titleText().contains(QStringLiteral("left out")), qPrintable(xAxis->titleText()));
    // The recommended configuration's GPU is among the lines, and its line says what it is when pointed at.
    const Configuration &best = rec.ranked.front();
    QVERIFY(gpusDrawn.contains(best.layout.gpu));
    auto *first = qobject_cast<QXYSeries *>(series.first());
    QVERIFY(first->count() > 0);
    const QString tip = toolTipAt(chart, first, first->count() - 1);
    QVERIFY2(tip.contains(first->name() + QStringLiteral(", ")), qPrintable(tip));
    QVERIFY2(tip.contains(DisplayText::throughputUnit(best)), qPrintable(tip));
}

void TestCharts::scalingChartCountsEveryGpuOfAServingRow()
{
    // Issue 47: a serving row is sized to its load. One 4-GPU copy is all the load needs, yet an 8-GPU
    // instance runs two: drawn as sized, eight GPUs would deliver what four do, a line that falls.
    REQUIRE(showChart<ScalingChart>(ScenarioTemplates::Serve70B, ScalingTab, QStringLiteral("scalingChart")));
    Recommendation rec = session()->recommendation();
    QVERIFY(!rec.ranked.empty());
    Configuration four = rec.ranked.front();
    four.memory.fit = Fit::Fits;
    four.layout.instances = 1;
    four.layout.gpusPerInstance = 4;
    four.layout.totalGpus = 4;
    four.layout.tensorParallel = 4;
    four.layout.pipelineParallel = 1;
    four.layout.dataParallel = 1;
    four.speed.tokensPerSecond = 1000;
    Configuration eight = four;
    eight.layout.gpusPerInstance = 8;
    eight.layout.totalGpus = 8;
    rec.ranked = {four, eight};
    rec.rejected.clear();
    ChartInput input;
    input.recommendation = &rec;
    input.catalog = &session()->catalog();
    input.money = m_fx->results()->moneyFormatter();
    input.training = false;
    ScalingChart chart;
    chart.setInput(input);
    QCOMPARE(chart.chart()->series().size(), 1);
    auto *line = qobject_cast<QXYSeries *>(chart.chart()->series().first());
    QVERIFY(line);
    QCOMPARE(line->count(), 2);
    QCOMPARE(line->at(0), QPointF(4, 1000));
    QCOMPARE(line->at(1), QPointF(8, 2000));
    const auto *yAxis = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Vertical).value(0));
    QVERIFY(yAxis);
    QVERIFY2(yAxis->titleText().contains(QStringLiteral("every GPU serving")), qPrintable(yAxis->titleText()));
    chart.resize(800, 500);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QString tip = toolTipAt(&chart, line, 1);
    QVERIFY2(tip.contains(QStringLiteral("every GPU serving: 2 copies of the model; the load needs 1")),
             qPrintable(tip));

    // Training rows already work on every GPU: drawn as sized.
    input.training = true;
    chart.setInput(input);
    line = qobject_cast<QXYSeries *>(chart.chart()->series().first());
    QVERIFY(line);
    QCOMPARE(line->count(), 1); // eight GPUs for no more throughput than four: left out, and said so
    QCOMPARE(line->at(0), QPointF(4, 1000));
}

void TestCharts::pricePerformancePointsAreNamed_data()
{
    QTest::addColumn<int>("id");
    QTest::addColumn<bool>("pointsShareAPlace");
    // gn7e and ebmgn7e: the same A100s at the same price, so the same point, in both.
    QTest::newRow("fine-tune") << int(ScenarioTemplates::FineTune7B) << true;
    QTest::newRow("serve 70B") << int(ScenarioTemplates::Serve70B) << true;
}

void TestCharts::pricePerformancePointsAreNamed()
{
    QFETCH(int, id);
    QFETCH(bool, pointsShareAPlace);
    auto *chart =
        showChart<PerformanceChart>(ScenarioTemplates::Id(id), PerformanceTab, QStringLiteral("performanceChart"));
    REQUIRE(chart);
    const Recommendation &rec = session()->recommendation();
    const MoneyFormatter money = m_fx->results()->moneyFormatter();
    int named = 0;
    std::vector<std::pair<int, QXYSeries *>> namedSeries; // rank, series
    // The best of each family among those with a price, five of them.
    for (const Configuration *c : rec.bestPerFamily(1000)) {
        const BillingCost *cost = c->cost(c->pricing.primaryBilling);
        if (c->ranking.rank == 0 || !cost || !cost->available() || named == 5)
            continue;
        // Its own series, named in the legend with rank and type, its rank printed beside the point.
        QXYSeries *own = nullptr;
        for (QAbstractSeries *s : chart->chart()->series()) {
            if (s->name() == QStringLiteral("%1. %2").arg(c->ranking.rank).arg(shortType(c->layout.instanceType))
                || s->name().endsWith(QStringLiteral("× ") + shortType(c->layout.instanceType)))
                own = qobject_cast<QXYSeries *>(s);
        }
        QVERIFY2(own, qPrintable(c->layout.instanceType));
        QCOMPARE(own->count(), 1);
        // Its rank beside the point: its own label, or listed in the label of the better-ranked point
        // at the same place (checked below).
        if (own->pointLabelsVisible())
            QCOMPARE(own->pointLabelsFormat().split(QStringLiteral(", ")).first(), QString::number(c->ranking.rank));
        namedSeries.push_back({c->ranking.rank, own});
        QVERIFY(near(own->at(0).x(), money.convert(cost->hourly)));
        QVERIFY(near(own->at(0).y(), DisplayText::throughput(*c)));
        const QString tip = toolTipAt(chart, own, 0);
        QVERIFY2(tip.contains(shortType(c->layout.instanceType))
                     && tip.contains(session()->catalog().gpuDisplayName(c->layout.gpu)),
                 qPrintable(c->layout.instanceType + QStringLiteral(": ") + tip));
        ++named;
    }
    QVERIFY(named >= 2);
    // Every rank is printed once. Points at the same price and speed share one label that lists their
    // ranks, best first, so the numbers are not drawn over each other; points apart keep their own.
    const auto *xAxis = qobject_cast<QValueAxis *>(chart->chart()->axes(Qt::Horizontal).value(0));
    const auto *yAxis = qobject_cast<QValueAxis *>(chart->chart()->axes(Qt::Vertical).value(0));
    QVERIFY(xAxis && yAxis);
    QList<int> printed;
    int sharedLabels = 0;
    for (const auto &[rank, series] : namedSeries) {
        if (!series->pointLabelsVisible())
            continue;
        const QStringList ranks = series->pointLabelsFormat().split(QStringLiteral(", "));
        for (const QString &r : ranks)
            printed << r.toInt();
        sharedLabels += ranks.size() > 1 ? 1 : 0;
        for (const auto &[otherRank, other] : namedSeries) {
            if (other == series)
                continue;
            const bool samePoint = other->at(0) == series->at(0);
            const bool listed = ranks.contains(QString::number(otherRank));
            if (samePoint)
                QVERIFY2(listed && otherRank > rank && !other->pointLabelsVisible(),
                         qPrintable(QStringLiteral("%1 and %2 are at one place; label \"%3\"")
                                        .arg(rank)
                                        .arg(otherRank)
                                        .arg(series->pointLabelsFormat())));
            const QPointF gap = other->at(0) - series->at(0);
            if (std::abs(gap.x()) > 0.05 * xAxis->max() || std::abs(gap.y()) > 0.05 * yAxis->max())
                QVERIFY2(!listed, qPrintable(series->pointLabelsFormat()));
        }
    }
    QCOMPARE(sharedLabels > 0, pointsShareAPlace);
    std::sort(printed.begin(), printed.end());
    QList<int> ranks;
    for (const auto &entry : namedSeries)
        ranks << entry.first;
    std::sort(ranks.begin(), ranks.end());
    QCOMPARE(printed, ranks);
    // Each named point's speed band is a whisker (a two-point line) from its low to its high end.
    QList<QAbstractSeries *> pointSeries;
    int whiskers = 0;
    for (QAbstractSeries *s : chart->chart()->series()) {
        if (s->type() != QAbstractSeries::SeriesTypeLine) {
            pointSeries << s;
            continue;
        }
        auto *line = qobject_cast<QXYSeries *>(s);
        QCOMPARE(line->count(), 2);
        QVERIFY(line->at(0).y() < line->at(1).y());
        ++whiskers;
    }
    QCOMPARE(whiskers, named);
    // No other configuration has a series of its own; the rest share the grey one.
    QVERIFY(pointSeries.size() == named || pointSeries.size() == named + 1);
    // Every other point explains itself too, and empty space shows no tip.
    for (QAbstractSeries *s : std::as_const(pointSeries)) {
        auto *points = qobject_cast<QXYSeries *>(s);
        QVERIFY(points && points->count() > 0);
        QVERIFY(!toolTipAt(chart, points, points->count() - 1).isEmpty());
    }
    QVERIFY(chart->pointTipAt(QPoint(2, 2)).isEmpty());
}

void TestCharts::costChartHasNoEmptySlots_data()
{
    QTest::addColumn<int>("id");
    for (ScenarioTemplates::Id id : ScenarioTemplates::all()) {
        if (id != ScenarioTemplates::FromScratch)
            QTest::newRow(qPrintable(ScenarioTemplates::title(id))) << int(id);
    }
}

void TestCharts::costChartHasNoEmptySlots()
{
    QFETCH(int, id);
    auto *chart = showChart<CostChart>(ScenarioTemplates::Id(id), CostTab, QStringLiteral("costChart"));
    REQUIRE(chart);
    const auto *bars = qobject_cast<QAbstractBarSeries *>(chart->chart()->series().value(0));
    QVERIFY(bars);
    auto *axis = qobject_cast<QBarCategoryAxis *>(chart->chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(axis);
    // Each configuration drawn has a bar under at least one billing model.
    for (int category = 0; category < axis->count(); ++category) {
        double highest = 0;
        for (const QBarSet *set : bars->barSets())
            highest = std::max(highest, set->at(category));
        QVERIFY2(highest > 0, qPrintable(axis->at(category)));
    }
    // The best of each family with a price, in rank order, and those without one counted in the title.
    int unpriced = 0;
    QStringList expected;
    for (const Configuration *c : session()->recommendation().bestPerFamily(1000)) {
        if (expected.size() == 5)
            break;
        bool priced = false;
        for (const BillingCost &cost : c->pricing.costs)
            priced = priced || cost.available();
        if (!priced) {
            ++unpriced;
            continue;
        }
        expected << shortType(c->layout.instanceType);
    }
    QCOMPARE(axis->count(), expected.size());
    for (int i = 0; i < expected.size(); ++i)
        QVERIFY2(axis->at(i).endsWith(expected.at(i)), qPrintable(axis->at(i)));
    QCOMPARE(axis->titleText().contains(QStringLiteral("without a price")), unpriced > 0);
    if (unpriced > 0)
        QVERIFY2(axis->titleText().contains(QString::number(unpriced)), qPrintable(axis->titleText()));
}

namespace {
/** The legend entry the cost chart adds for paler bars, or null. */
QAbstractSeries *lateKey(const QChart *chart)
{
    for (QAbstractSeries *s : chart->series()) {
        if (s->name() == CostChart::tr("Paler bars: first token past its target, no user served in time"))
            return s;
    }
    return nullptr;
}

/**
 * Checks that the cost chart draws paler exactly the bars of configurations whose first token is late, with
 * the legend entry when there are any; returns how many categories are late.
 */
int checkLateBars(const CostChart &chart, const Recommendation &rec)
{
    const auto *bars = qobject_cast<QAbstractBarSeries *>(chart.chart()->series().value(0));
    const auto *axis = qobject_cast<QBarCategoryAxis *>(chart.chart()->axes(Qt::Horizontal).value(0));
    if (!bars || !axis || bars->barSets().isEmpty())
        return -1;
    int late = 0;
    for (int category = 0; category < axis->count(); ++category) {
        const Configuration *config = nullptr;
        for (const Configuration &c : rec.ranked) {
            if (ChartInput::label(c, 0) == axis->at(category))
                config = &c;
        }
        if (!config)
            return -1;
        const bool isLate = DisplayText::firstTokenLate(*config);
        late += isLate ? 1 : 0;
        for (QBarSet *set : bars->barSets()) { // QBarSet::color() is not const
            if (set->isBarSelected(category) != isLate || (isLate && set->selectedColor() == set->color()))
                return -1;
        }
    }
    const auto *key = qobject_cast<QXYSeries *>(lateKey(chart.chart()));
    if ((key != nullptr) != (late > 0) || (key && key->count() != 0))
        return -1;
    return late;
}
} // namespace

void TestCharts::lateFirstTokensAreSetApart()
{
    // A row that fits, yet whose lone request gets its first token past the target, was the cheapest bar on
    // the cover with nothing to tell it apart.
    auto *shown = showChart<CostChart>(ScenarioTemplates::Serve70B, CostTab, QStringLiteral("costChart"));
    REQUIRE(shown);
    QVERIFY(checkLateBars(*shown, session()->recommendation()) >= 0);

    // The same results with the recommended row's first token late, drawn as the report draws them.
    Recommendation rec = session()->recommendation();
    QVERIFY(!rec.ranked.empty());
    for (Configuration &c : rec.ranked) {
        ServingEconomics e = *c.pricing.economics;
        e.ttftMissed = &c == &rec.ranked.front();
        c.pricing.economics = e;
    }
    const Configuration &best = rec.ranked.front();
    QVERIFY(DisplayText::firstTokenLate(best));
    ChartInput input;
    input.recommendation = &rec;
    input.catalog = &session()->catalog();
    input.money = m_fx->results()->moneyFormatter();
    input.training = false;
    CostChart cost;
    cost.setInput(input);
    QCOMPARE(checkLateBars(cost, rec), 1);
    // The price-performance chart draws it hollow, in the legend too, and its tip says why.
    PerformanceChart performance;
    performance.setInput(input);
    QScatterSeries *own = nullptr;
    for (QAbstractSeries *s : performance.chart()->series()) {
        if (s->name() == ChartInput::label(best, 0))
            own = qobject_cast<QScatterSeries *>(s);
    }
    QVERIFY(own);
    QCOMPARE(own->color(), QColor(Qt::white));
    QCOMPARE(own->borderColor(), QColor(0xd3, 0x2f, 0x2f));
    for (QAbstractSeries *s : performance.chart()->series()) {
        auto *other = qobject_cast<QScatterSeries *>(s);
        if (other && other != own && other->count() > 0)
            QVERIFY2(other->color() != QColor(Qt::white), qPrintable(other->name()));
    }
}

void TestCharts::presentationModeShowsWholeColumns_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

void TestCharts::presentationModeShowsWholeColumns()
{
    QFETCH(QString, language);
    if (language != QLatin1String("en"))
        REQUIRE(m_fx->trigger(QStringLiteral("chineseAction")));
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    REQUIRE(view);
    QVERIFY2(cutColumns(view).isEmpty(), qPrintable(cutColumns(view).join(QStringLiteral(", "))));
    const QFont before = view->font();
    REQUIRE(m_fx->press(Qt::Key_F11));
    QTRY_VERIFY(m_fx->window()->isFullScreen());
    QTRY_VERIFY(view->font().pointSizeF() > before.pointSizeF());
    // The larger text gets wider columns: the instance types and costs are whole, not "ecs.gn7…2xlarge".
    QTRY_VERIFY2(cutColumns(view).isEmpty(), qPrintable(cutColumns(view).join(QStringLiteral(", "))));
    const int typeWidth = view->columnWidth(RecommendationTableModel::InstanceTypeColumn);
    // And back: the columns shrink with the text instead of keeping the projector's widths.
    REQUIRE(m_fx->press(Qt::Key_F11));
    QTRY_VERIFY(!m_fx->window()->isFullScreen());
    QTRY_VERIFY(view->columnWidth(RecommendationTableModel::InstanceTypeColumn) < typeWidth);
    QVERIFY2(cutColumns(view).isEmpty(), qPrintable(cutColumns(view).join(QStringLiteral(", "))));

    // The next start restores the columns as they were left (they count as the user's from then on):
    // presentation mode must still widen them for its larger text.
    REQUIRE(m_fx->trigger(QStringLiteral("quitAction")));
    QVERIFY(!m_fx->settings()->tableHeaderState().isEmpty());
    REQUIRE(m_fx->relaunch());
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    REQUIRE(view);
    REQUIRE(m_fx->press(Qt::Key_F11));
    QTRY_VERIFY(view->font().pointSizeF() > before.pointSizeF());
    QTRY_VERIFY2(cutColumns(view).isEmpty(), qPrintable(cutColumns(view).join(QStringLiteral(", "))));
    REQUIRE(m_fx->press(Qt::Key_F11));
    QTRY_VERIFY(!m_fx->window()->isFullScreen());
}

void TestCharts::chartsKeepTheirSpaceAt720p_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

void TestCharts::chartsKeepTheirSpaceAt720p()
{
    QFETCH(QString, language);
    if (language != QLatin1String("en"))
        REQUIRE(m_fx->trigger(QStringLiteral("chineseAction")));
    m_fx->window()->resize(1280, 720);
    auto *chart =
        showChart<PerformanceChart>(ScenarioTemplates::Serve70B, PerformanceTab, QStringLiteral("performanceChart"));
    REQUIRE(chart);
    QTRY_COMPARE(m_fx->window()->size(), QSize(1280, 720));
    // The plot, not the title and margins, gets the space (it had 132 pixels here, squeezed by a title that
    // repeats the tab's name).
    QTRY_VERIFY2(chart->chart()->plotArea().height() >= 150,
                 qPrintable(QString::number(chart->chart()->plotArea().height())));
    QVERIFY(chart->chart()->plotArea().width() >= 900);
    QVERIFY(chart->chart()->title().isEmpty());
    // Its text follows the window's: presentation mode enlarges the axes' labels too.
    const QList<QAbstractAxis *> axes = chart->chart()->axes();
    QVERIFY(!axes.isEmpty());
    const qreal before = axes.first()->labelsFont().pointSizeF();
    REQUIRE(m_fx->press(Qt::Key_F11));
    QTRY_VERIFY(axes.first()->labelsFont().pointSizeF() > before);
    // Out of it again: the application's font outlives this window.
    REQUIRE(m_fx->press(Qt::Key_F11));
    QTRY_COMPARE(axes.first()->labelsFont().pointSizeF(), before);
}

bool TestCharts::exportThroughPreview(const std::function<void(QPrintPreviewDialog *)> &steps)
{
    ReportController::previewHandler = nullptr; // the real preview
    m_fx->onNextDialog([](QDialog *dialog) { WindowFixture::clickOk(dialog); });
    bool sawPreview = false;
    QTimer driver;
    connect(&driver, &QTimer::timeout, this, [&] {
        auto *preview = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
        if (!preview || sawPreview)
            return;
        sawPreview = true;
        driver.stop();
        steps(preview);
        // Whatever the steps did, the test must not hang in a preview left open.
        if (preview->isVisible())
            preview->reject();
    });
    driver.start(100);
    if (!m_fx->click(QStringLiteral("exportPdfButton")))
        return false;
    return sawPreview || WindowFixture::fail(QStringLiteral("no print preview was shown"));
}

void TestCharts::previewSavesThePdf()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ResultsPageId));
    const QString path = m_fx->filePath(QStringLiteral("report.pdf"));
    m_fx->nextFiles << path;
    bool closedBySaving = false;
    REQUIRE(exportThroughPreview([&](QPrintPreviewDialog *preview) {
        auto *save = WindowFixture::find<QAction>(preview, QStringLiteral("savePdfAction"));
        REQUIRE(save);
        QVERIFY(save->isEnabled());
        // Reached from the keyboard too: Alt+S as its label promises, and Tab onto its button.
        QVERIFY(save->shortcuts().contains(QKeySequence(Qt::ALT | Qt::Key_S)));
        auto *button = WindowFixture::find<QToolButton>(preview, QStringLiteral("savePdfButton"));
        REQUIRE(button);
        QVERIFY(button->focusPolicy() & Qt::TabFocus);
        // The user presses the button in the preview's tool bar.
        save->trigger();
        closedBySaving = !preview->isVisible() && preview->result() == QDialog::Accepted;
    }));
    QVERIFY(closedBySaving);
    QCOMPARE(m_fx->fileRequests.size(), 1);
    QCOMPARE(m_fx->fileRequests.first().mode, Dialogs::FileMode::Save);
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
}

void TestCharts::closingThePreviewAsksNothing()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    m_fx->nextFiles << m_fx->filePath(QStringLiteral("unwanted.pdf"));
    bool offeredSave = false;
    REQUIRE(exportThroughPreview([&](QPrintPreviewDialog *preview) {
        offeredSave = preview->findChild<QAction *>(QStringLiteral("savePdfAction")) != nullptr;
        preview->close();
    }));
    QVERIFY(offeredSave);
    // Closing the preview is "not now": no file dialog follows it.
    QVERIFY(m_fx->fileRequests.isEmpty());
    QVERIFY(!QFile::exists(m_fx->filePath(QStringLiteral("unwanted.pdf"))));
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
