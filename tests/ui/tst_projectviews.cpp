// SPDX-License-Identifier: Apache-2.0
// The results page's users and months sliders, Timeline tab and What-if tab, driven as a user would.
#include "models/application/advisorsession.h"
#include "tests/ui/windowfixture.h"
#include "ui/charts/timelinechart.h"
#include "ui/charts/tornadochart.h"
#include "ui/report/pdfreportwriter.h"
#include "ui/report/timelinepage.h"
#include "ui/results/resultspage.h"
#include "ui/widgets/numberfield.h"

#include <cmath>

#include <QBuffer>

#include <QChart>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace Advisor;
using namespace Advisor::Ui;

class TestProjectViews : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { m_fx.reset(); }

    void usersSliderChangesTheResultsLive()
    {
        m_fx = std::make_unique<WindowFixture>();
        REQUIRE(m_fx->launch());
        REQUIRE(m_fx->walkTo(ScenarioTemplates::InferenceApi, AdvisorWizard::ResultsPageId));
        auto *users = m_fx->find<QSlider>(QStringLiteral("usersSlider"));
        auto *summary = m_fx->find<QLabel>(QStringLiteral("resultsSummary"));
        REQUIRE(users && summary);
        QVERIFY(users->isEnabled());
        const int before = m_fx->session()->scenario().inference.concurrency;
        const double rpsBefore = m_fx->session()->scenario().inference.requestsPerSecond;
        auto *box = m_fx->find<QSpinBox>(QStringLiteral("usersValue"));
        REQUIRE(box);
        QCOMPARE(box->value(), before);
        // The slider is logarithmic: a hundredth of a power of ten per step.
        QCOMPARE(users->value(), int(std::lround(std::log10(before) * 100)));
        const QString summaryBefore = summary->text();
        // One arrow-key step moves a few percent, not hundreds of users.
        users->setFocus();
        QTest::keyClick(users, Qt::Key_Right);
        m_fx->session()->flush();
        const int stepped = m_fx->session()->scenario().inference.concurrency;
        QVERIFY2(stepped >= before && stepped <= before * 1.05 + 1, qPrintable(QString::number(stepped)));
        QCOMPARE(box->value(), stepped);
        // Twenty times the users, typed: the request rate follows, so more replicas and a larger monthly cost.
        const auto type = [box](const QString &text) {
            box->setFocus();
            box->selectAll();
            QTest::keyClicks(box, text);
            QTest::keyClick(box, Qt::Key_Return);
        };
        type(QString::number(before * 20));
        m_fx->session()->flush();
        QCoreApplication::processEvents();
        QCOMPARE(m_fx->session()->scenario().inference.concurrency, before * 20);
        QVERIFY(std::abs(m_fx->session()->scenario().inference.requestsPerSecond - rpsBefore * 20)
                < 1e-9 * rpsBefore * 20);
        QVERIFY(summary->text() != summaryBefore);
        QCOMPARE(users->value(), int(std::lround(std::log10(before * 20) * 100)));
        // Beyond the slider's end, the box still takes the number and the slider rests at its end.
        type(QStringLiteral("50000"));
        m_fx->session()->flush();
        QCOMPARE(m_fx->session()->scenario().inference.concurrency, 50000);
        QCOMPARE(users->value(), users->maximum());
        // Back on the page that asks for them, the users and their request rate are the ones set here.
        REQUIRE(m_fx->back());
        REQUIRE(m_fx->back());
        REQUIRE(m_fx->back());
        auto *concurrency = m_fx->find<NumberField>(QStringLiteral("concurrencyField"));
        REQUIRE(concurrency);
        QVERIFY(concurrency->isVisible());
        QCOMPARE(concurrency->value(), std::optional<double>(50000));
        auto *rps = m_fx->find<NumberField>(QStringLiteral("rpsField"));
        REQUIRE(rps && rps->value());
        const double rate = m_fx->session()->scenario().inference.requestsPerSecond;
        QVERIFY2(std::abs(*rps->value() - rate) <= 0.01 * rate, qPrintable(rps->lineEdit()->text()));
    }

    void monthsSliderMakesATimelineAndTheTabsDrawIt()
    {
        m_fx = std::make_unique<WindowFixture>();
        REQUIRE(m_fx->launch());
        REQUIRE(m_fx->walkTo(ScenarioTemplates::InferenceApi, AdvisorWizard::ResultsPageId));
        QVERIFY(m_fx->session()->scenario().phases.empty());
        auto *tabs = m_fx->find<QTabWidget>(QStringLiteral("resultTabs"));
        REQUIRE(tabs);
        const int timelineTab = tabs->indexOf(m_fx->find<QWidget>(QStringLiteral("timelineTab")));
        REQUIRE(timelineTab >= 0);
        REQUIRE(WindowFixture::clickTab(tabs, timelineTab));
        m_fx->session()->flush();
        m_fx->results()->ensureUpToDate();
        auto *chart = m_fx->find<TimelineChart>(QStringLiteral("timelineChart"));
        // No phases yet: nothing to draw, a sentence says why, and no empty chart frame stands under it.
        QVERIFY(chart->chart()->series().isEmpty());
        QVERIFY(!chart->isVisible());
        QVERIFY(m_fx->find<QLabel>(QStringLiteral("timelineSummary"))->text().contains(QStringLiteral("one job")));
        // Twelve months: the scenario becomes a one-phase project and the chart has its lines.
        auto *months = m_fx->find<QSlider>(QStringLiteral("monthsSlider"));
        months->setValue(12);
        m_fx->session()->flush();
        QCoreApplication::processEvents();
        QCOMPARE(m_fx->session()->scenario().phases.size(), std::size_t(1));
        QCOMPARE(m_fx->session()->scenario().phases.front().months, 12);
        QVERIFY(chart->isVisible());
        QVERIFY(chart->chart()->series().size() >= 2);
        const QString summary = m_fx->find<QLabel>(QStringLiteral("timelineSummary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("12 months")), qPrintable(summary));
        // Steady load for a year: the yearly commitment pays off within it and is marked.
        QVERIFY(chart->breakEvenMarkers() >= 1);

        const int whatIfTab = tabs->indexOf(m_fx->find<QWidget>(QStringLiteral("whatIfTab")));
        REQUIRE(WindowFixture::clickTab(tabs, whatIfTab));
        m_fx->results()->ensureUpToDate();
        auto *tornado = m_fx->find<TornadoChart>(QStringLiteral("tornadoChart"));
        QVERIFY(tornado->isVisible());
        QVERIFY(tornado->drivers().size() >= 5);
        QVERIFY(tornado->drivers().contains(QStringLiteral("Concurrent users")));

        // The built-in catalog again, with the What-if tab showing: the window redraws on catalogChanged,
        // possibly before this view has let go of its engine made for the old catalog (found by tst_monkey,
        // a use after free under ASan).
        const quint64 revision = m_fx->session()->catalogRevision();
        REQUIRE(m_fx->trigger(QStringLiteral("builtInCatalogAction")));
        QCOMPARE(m_fx->session()->catalogRevision(), revision + 1);
        m_fx->session()->flush();
        m_fx->results()->ensureUpToDate();
        QVERIFY(tornado->drivers().size() >= 5);
    }

    void reportGetsATimelinePageOnlyWithPhases()
    {
        m_fx = std::make_unique<WindowFixture>();
        REQUIRE(m_fx->launch());
        REQUIRE(m_fx->walkTo(ScenarioTemplates::InferenceApi, AdvisorWizard::ResultsPageId));
        const Evaluation &e = m_fx->session()->evaluation();
        ReportBuilder::Input input = ReportBuilder::inputFor(e, m_fx->session()->catalog());
        ReportData data = ReportBuilder::build(input);
        PdfReportWriter::Options options;
        options.catalog = &m_fx->session()->catalog();
        PdfReportWriter without(options);
        QBuffer first;
        first.open(QIODevice::WriteOnly);
        QVERIFY(without.write(data, &first));
        // Twelve months of steady serving: one more page, saying the project's total.
        const Evaluator evaluator(m_fx->session()->catalog(), m_fx->session()->presets(), nullptr);
        TimelineCalculator calculator(evaluator);
        const Scenario project = TimelineCalculator::withProjectLength(m_fx->session()->scenario(), 12);
        data.timeline = calculator.compute(project);
        QCOMPARE(data.timeline->months, 12);
        PdfReportWriter with(options);
        QBuffer second;
        second.open(QIODevice::WriteOnly);
        QVERIFY(with.write(data, &second));
        QCOMPARE(with.pageCount(), without.pageCount() + 1);
        const QString html = TimelinePage::html(data, options.catalog);
        QVERIFY2(html.contains(QStringLiteral("Project total over 12 months")), qPrintable(html));
        const TimelineLine *cheapest = data.timeline->line(data.timeline->cheapestBilling);
        QVERIFY(html.contains(data.money.format(cheapest->total).toHtmlEscaped()));
    }

private:
    std::unique_ptr<WindowFixture> m_fx;
};

QTEST_MAIN(TestProjectViews)
#include "tst_projectviews.moc"
