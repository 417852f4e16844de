// SPDX-License-Identifier: Apache-2.0
// The wizard's project plan, driven as a user would: phases added with the buttons and the keyboard,
// bad input keeping Next disabled and the session unchanged, the saved file round-tripping, and the
// Timeline tab showing what `gpu-advisor timeline FILE` prints for the same file.
#include "models/application/advisorsession.h"
#include "models/scenario/scenarioio.h"
#include "tests/clirun.h"
#include "tests/ui/windowfixture.h"
#include "ui/charts/timelinechart.h"
#include "ui/results/resultspage.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/phaseeditor.h"

#include <nlohmann/json.hpp>

#include <QAbstractButton>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSlider>
#include <QTabWidget>
#include <QTest>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {
ProjectPhase phase(ProjectPhase::Kind kind, int start, int months)
{
    ProjectPhase p;
    p.kind = kind;
    p.startMonth = start;
    p.months = months;
    return p;
}
} // namespace

class TestPhaseEditor : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_fx = std::make_unique<WindowFixture>();
        REQUIRE(m_fx->launch());
    }
    void cleanup() { m_fx.reset(); }

    void buttonsAndKeysAddAndRemovePhases()
    {
        REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId));
        auto *serving = m_fx->find<QGroupBox>(QStringLiteral("servingGroup"));
        auto *empty = m_fx->find<QLabel>(QStringLiteral("phasesEmptyNote"));
        REQUIRE(serving && empty);
        QVERIFY(empty->isVisible());
        QVERIFY(!serving->isVisible()); // a fine-tune alone reads no serving inputs
        REQUIRE(m_fx->click(QStringLiteral("addTrainingPhaseButton")));
        QVERIFY(!empty->isVisible());
        QCOMPARE(m_fx->session()->scenario().phases,
                 std::vector<ProjectPhase>{phase(ProjectPhase::Kind::Training, 1, 1)});
        // Alt+A adds serving after the last phase ends; its rates are the serving inputs, now shown.
        REQUIRE(m_fx->press(Qt::Key_A, Qt::AltModifier));
        // A mnemonic clicks as an animation: the release comes from a timer.
        QTRY_COMPARE(m_fx->session()->scenario().phases.size(), std::size_t(2));
        QCOMPARE(m_fx->session()->scenario().phases[1], phase(ProjectPhase::Kind::Serving, 2, 12));
        QVERIFY(serving->isVisible());
        QVERIFY(m_fx->find<NumberField>(QStringLiteral("rpsField"))->isVisible());
        // The new row has the focus: the user types its start month straight away.
        auto *start = m_fx->find<NumberField>(QStringLiteral("phase2Start"));
        REQUIRE(start);
        QCOMPARE(QApplication::focusWidget(), start->lineEdit());
        REQUIRE(m_fx->typeInto(QStringLiteral("phase2Start"), QStringLiteral("3")));
        REQUIRE(m_fx->typeInto(QStringLiteral("phase2Growth"), QStringLiteral("10")));
        // Training runs four times a quarter, chosen from the list with the keyboard.
        REQUIRE(m_fx->typeInto(QStringLiteral("phase1Runs"), QStringLiteral("4")));
        REQUIRE(WindowFixture::choose(m_fx->find<QComboBox>(QStringLiteral("phase1Per")), QStringLiteral("quarter")));
        ProjectPhase tune = phase(ProjectPhase::Kind::Training, 1, 1);
        tune.runs = 4;
        tune.per = ProjectPhase::Period::Quarter;
        ProjectPhase serve = phase(ProjectPhase::Kind::Serving, 3, 12);
        serve.monthlyGrowthPercent = 10;
        QCOMPARE(m_fx->session()->scenario().phases, (std::vector<ProjectPhase>{tune, serve}));
        // Tab walks a row from left to right, skips what does not apply, and goes on to the next row.
        m_fx->find<QComboBox>(QStringLiteral("phase1Per"))->setFocus(Qt::TabFocusReason);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), m_fx->find<QPushButton>(QStringLiteral("phase1Remove")));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), m_fx->find<QComboBox>(QStringLiteral("phase2Kind")));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), m_fx->find<NumberField>(QStringLiteral("phase2Start"))->lineEdit());
        // A serving row has no runs, a training row no growth: only what applies is shown.
        QVERIFY(!m_fx->find<NumberField>(QStringLiteral("phase2Runs"))->isVisible());
        QVERIFY(!m_fx->find<NumberField>(QStringLiteral("phase1Growth"))->isVisible());
        // Removing the first phase renumbers the second, and the serving inputs stay while it serves.
        REQUIRE(m_fx->click(QStringLiteral("phase1Remove")));
        QCOMPARE(m_fx->session()->scenario().phases, std::vector<ProjectPhase>{serve});
        QCOMPARE(m_fx->find<NumberField>(QStringLiteral("phase1Start"))->value(), std::optional<double>(3));
        QVERIFY(serving->isVisible());
        // Turned into a fine-tune, it needs no serving inputs any more.
        REQUIRE(WindowFixture::choose(m_fx->find<QComboBox>(QStringLiteral("phase1Kind")), QStringLiteral("training")));
        QCOMPARE(m_fx->session()->scenario().phases,
                 std::vector<ProjectPhase>{phase(ProjectPhase::Kind::Training, 3, 12)});
        QVERIFY(!serving->isVisible());
        REQUIRE(m_fx->click(QStringLiteral("phase1Remove")));
        QVERIFY(m_fx->session()->scenario().phases.empty());
        QVERIFY(empty->isVisible());
    }

    void invalidInputDisablesNextAndNeverReachesTheSession()
    {
        REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
        QAbstractButton *next = m_fx->wizard()->button(QWizard::NextButton);
        REQUIRE(m_fx->click(QStringLiteral("addServingPhaseButton")));
        const std::vector<ProjectPhase> good{phase(ProjectPhase::Kind::Serving, 1, 12)};
        QCOMPARE(m_fx->session()->scenario().phases, good);
        QVERIFY(next->isEnabled());
        auto *editor = m_fx->find<PhaseEditor>(QStringLiteral("phaseEditor"));
        auto *months = m_fx->find<NumberField>(QStringLiteral("phase1Months"));
        REQUIRE(editor && months);
        // Zero months: said at the field, Next waits, the session keeps the last valid plan.
        REQUIRE(m_fx->typeInto(QStringLiteral("phase1Months"), QStringLiteral("0")));
        QVERIFY(!months->isValid());
        QVERIFY(!next->isEnabled());
        QVERIFY2(editor->problems().join(QLatin1Char('\n')).contains(QStringLiteral("Phase 1, length")),
                 qPrintable(editor->problems().join(QLatin1Char('\n'))));
        QCOMPARE(m_fx->session()->scenario().phases, good);
        // Nor does a jump from the steps list leave the page with the plan half typed.
        m_fx->wizard()->goToPage(AdvisorWizard::ResultsPageId);
        QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::ScalePageId));
        // Each field valid, but together past month 120: said under the plan, naming the phase.
        REQUIRE(m_fx->typeInto(QStringLiteral("phase1Start"), QStringLiteral("115")));
        REQUIRE(m_fx->typeInto(QStringLiteral("phase1Months"), QStringLiteral("12")));
        auto *error = m_fx->find<QLabel>(QStringLiteral("phasesError"));
        QVERIFY(error->isVisible());
        QCOMPARE(error->text(), QStringLiteral("Phase 1 runs to month 126; a project may run to month 120 at most"));
        QVERIFY(!next->isEnabled());
        // Typing "12" passed through "1", a valid plan (months 115 to 115): the session has that, not 126.
        QCOMPARE(m_fx->session()->scenario().phases,
                 std::vector<ProjectPhase>{phase(ProjectPhase::Kind::Serving, 115, 1)});
        // Growth past the scenario file's limit.
        REQUIRE(m_fx->typeInto(QStringLiteral("phase1Months"), QStringLiteral("6")));
        QVERIFY(next->isEnabled());
        REQUIRE(m_fx->typeInto(QStringLiteral("phase1Growth"), QStringLiteral("150")));
        QVERIFY(!next->isEnabled());
        QCOMPARE(m_fx->find<NumberField>(QStringLiteral("phase1Growth"))->errorText(),
                 QStringLiteral("Must be at most 100 % a month"));
        REQUIRE(m_fx->typeInto(QStringLiteral("phase1Growth"), QStringLiteral("-5")));
        QVERIFY(next->isEnabled());
        ProjectPhase fixed = phase(ProjectPhase::Kind::Serving, 115, 6);
        fixed.monthlyGrowthPercent = -5;
        QCOMPARE(m_fx->session()->scenario().phases, std::vector<ProjectPhase>{fixed});
        // No more than the file allows: the add buttons stop at the limit.
        for (int i = 1; i < ProjectPhase::maxPhases; ++i)
            REQUIRE(m_fx->click(QStringLiteral("addTrainingPhaseButton")));
        QCOMPARE(editor->rowCount(), ProjectPhase::maxPhases);
        QVERIFY(!m_fx->find<QPushButton>(QStringLiteral("addTrainingPhaseButton"))->isEnabled());
        QVERIFY(!m_fx->find<QPushButton>(QStringLiteral("addServingPhaseButton"))->isEnabled());
    }

    void desktopsAreServedNotTrained()
    {
        REQUIRE(m_fx->walkTo(ScenarioTemplates::Rendering, AdvisorWizard::ScalePageId));
        QVERIFY(!m_fx->find<QPushButton>(QStringLiteral("addTrainingPhaseButton"))->isVisible());
        // The plan offers the studio sessions, not a model served around the clock.
        auto *addSessions = m_fx->find<QPushButton>(QStringLiteral("addServingPhaseButton"));
        QCOMPARE(addSessions->text(), QStringLiteral("&Add desktop sessions"));
        QVERIFY(!addSessions->toolTip().contains(QLatin1String("model")));
        // A draft file may still hold a training phase: it opens, and the plan says what to change.
        m_fx->session()->edit([](Scenario &s) {
            s.phases = {phase(ProjectPhase::Kind::Training, 1, 1), phase(ProjectPhase::Kind::Serving, 2, 6)};
        });
        REQUIRE(m_fx->back());
        REQUIRE(m_fx->next());
        QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::ScalePageId));
        auto *editor = m_fx->find<PhaseEditor>(QStringLiteral("phaseEditor"));
        QAbstractButton *next = m_fx->wizard()->button(QWizard::NextButton);
        REQUIRE(editor);
        QCOMPARE(editor->problems(),
                 QStringList{QStringLiteral("Phase 1: remote desktops are served, not trained; make it a desktop "
                                            "sessions phase or remove it")});
        QCOMPARE(m_fx->find<QComboBox>(QStringLiteral("phase1Kind"))->itemText(1), QStringLiteral("Desktop sessions"));
        QVERIFY(m_fx->find<QLabel>(QStringLiteral("phasesError"))->isVisible());
        QVERIFY(!next->isEnabled());
        // Made a serving phase with the keyboard: the plan is whole again and the session has it.
        REQUIRE(WindowFixture::choose(m_fx->find<QComboBox>(QStringLiteral("phase1Kind")), QStringLiteral("serving")));
        QVERIFY(editor->isValid());
        QVERIFY(next->isEnabled());
        QCOMPARE(m_fx->session()->scenario().phases,
                 (std::vector<ProjectPhase>{phase(ProjectPhase::Kind::Serving, 1, 1),
                                            phase(ProjectPhase::Kind::Serving, 2, 6)}));
        // The saved scenario is one the command line accepts.
        QVERIFY(ScenarioIo::fromJson(ScenarioIo::toJson(m_fx->session()->scenario())).scenario);
    }

    void presetSavesLoadsAndMatchesTheCliTimeline()
    {
        REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId));
        REQUIRE(m_fx->click(QStringLiteral("finetuneThenServeButton")));
        // The plan of the example file: fine-tune, serve a year growing 10 % a month, re-tune each quarter.
        const auto example =
            ScenarioIo::fromFile(QStringLiteral(GPUADVISOR_SOURCE_DIR)
                                 + QStringLiteral("/resources/scenarios/finetune-then-serve-7b.gpuadvisor.json"));
        REQUIRE(example.scenario);
        QCOMPARE(m_fx->session()->scenario().phases, example.scenario->phases);
        // The serving inputs the serving phase runs on, edited where the phase was added.
        REQUIRE(m_fx->typeInto(QStringLiteral("rpsField"), QStringLiteral("3")));
        QCOMPARE(m_fx->session()->scenario().inference.requestsPerSecond, 3.0);

        const QString path = m_fx->filePath(QStringLiteral("plan.gpuadvisor.json"));
        m_fx->nextFiles << path;
        REQUIRE(m_fx->trigger(QStringLiteral("saveAsAction")));
        const auto saved = ScenarioIo::fromFile(path);
        REQUIRE(saved.scenario);
        QCOMPARE(saved.scenario->phases, m_fx->session()->scenario().phases);
        QCOMPARE(ScenarioIo::toJson(*saved.scenario), ScenarioIo::toJson(m_fx->session()->scenario()));

        // Loaded back into a fresh wizard, the rows show the same plan.
        REQUIRE(m_fx->relaunch());
        m_fx->nextFiles << path;
        REQUIRE(m_fx->trigger(QStringLiteral("openAction")));
        QCOMPARE(m_fx->session()->scenario().phases, saved.scenario->phases);
        m_fx->wizard()->goToPage(AdvisorWizard::ScalePageId);
        auto *editor = m_fx->find<PhaseEditor>(QStringLiteral("phaseEditor"));
        REQUIRE(editor);
        QCOMPARE(editor->rowCount(), 3);
        QCOMPARE(m_fx->find<NumberField>(QStringLiteral("phase2Growth"))->value(), std::optional<double>(10));
        QCOMPARE(m_fx->find<QComboBox>(QStringLiteral("phase3Per"))->currentData().toString(),
                 QStringLiteral("quarter"));

        // What the command line prints for the file...
        const CliRun json = runCli({QStringLiteral("timeline"), path, QStringLiteral("--json")});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        const auto cli = nlohmann::json::parse(json.out.toStdString());
        const CliRun text = runCli({QStringLiteral("timeline"), path});
        QVERIFY2(text.code == 0, qPrintable(text.err));
        const QString tableText = text.out;
        const auto total =
            QRegularExpression(QStringLiteral("Project total, cheapest: (.+) with (.+)\n")).match(tableText);
        REQUIRE(total.hasMatch());

        // ...is what the Timeline tab shows: the same total and billing, the same bars month by month.
        REQUIRE(m_fx->nextTo(AdvisorWizard::ResultsPageId));
        auto *tabs = m_fx->find<QTabWidget>(QStringLiteral("resultTabs"));
        REQUIRE(tabs);
        REQUIRE(WindowFixture::clickTab(tabs, tabs->indexOf(m_fx->find<QWidget>(QStringLiteral("timelineTab")))));
        m_fx->session()->flush();
        m_fx->results()->ensureUpToDate();
        const QString summary = m_fx->find<QLabel>(QStringLiteral("timelineSummary"))->text();
        const int months = cli["timeline"]["months"].get<int>();
        QCOMPARE(months, 13); // serving from month 2 for 12 months
        QVERIFY2(summary.contains(QStringLiteral("Project total over %1 months: %2</b> with %3")
                                      .arg(months)
                                      .arg(total.captured(1), total.captured(2))),
                 qPrintable(summary + QLatin1Char('\n') + tableText));
        auto *chart = m_fx->find<TimelineChart>(QStringLiteral("timelineChart"));
        REQUIRE(chart);
        QBarSeries *bars = nullptr;
        for (QAbstractSeries *series : chart->chart()->series()) {
            if (auto *b = qobject_cast<QBarSeries *>(series))
                bars = b;
        }
        REQUIRE(bars);
        const auto &lines = cli["timeline"]["billing"];
        QCOMPARE(bars->count(), int(lines.size()));
        for (int i = 0; i < bars->count(); ++i) {
            const auto &monthly = lines[std::size_t(i)]["monthly"];
            QCOMPARE(bars->barSets()[i]->count(), int(monthly.size()));
            for (int m = 0; m < bars->barSets()[i]->count(); ++m)
                QCOMPARE(bars->barSets()[i]->at(m), monthly[std::size_t(m)].get<double>());
        }
    }

    void monthsSliderAndPlanAreOneSource()
    {
        // The results page's months slider writes one phase; the plan shows it when the user goes back.
        REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ResultsPageId));
        auto *slider = m_fx->find<QSlider>(QStringLiteral("monthsSlider"));
        REQUIRE(slider);
        slider->setValue(18);
        m_fx->session()->flush();
        QCOMPARE(m_fx->session()->scenario().phases,
                 std::vector<ProjectPhase>{phase(ProjectPhase::Kind::Serving, 1, 18)});
        REQUIRE(m_fx->back());
        REQUIRE(m_fx->back());
        REQUIRE(m_fx->back());
        QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::ScalePageId));
        QCOMPARE(m_fx->find<PhaseEditor>(QStringLiteral("phaseEditor"))->rowCount(), 1);
        QCOMPARE(m_fx->find<NumberField>(QStringLiteral("phase1Months"))->value(), std::optional<double>(18));
        // And an edit in the plan is what the slider then shows.
        REQUIRE(m_fx->typeInto(QStringLiteral("phase1Months"), QStringLiteral("24")));
        REQUIRE(m_fx->nextTo(AdvisorWizard::ResultsPageId));
        m_fx->session()->flush();
        QCOMPARE(slider->value(), 24);
    }

private:
    std::unique_ptr<WindowFixture> m_fx;
};

QTEST_MAIN(TestPhaseEditor)
#include "tst_phaseeditor.moc"
