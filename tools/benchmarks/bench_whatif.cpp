// SPDX-License-Identifier: Apache-2.0
// One what-if step through the real widgets, as in a live demo: the results page is shown with a
// chart tab open, a field of an earlier page changes (what a what-if slider will do), and the clock
// runs until the session has recomputed and the table, the summary (when its text changed) and the
// visible chart have been painted again. The catalog is the embedded one with a synthetic price set that prices every
// type in 8 regions (payg and monthly). Median of 31 steps, in English and in Chinese (--zh), offscreen; also the GUI
// thread's CPU time per step, which a loaded machine disturbs less than the wall clock. A benchmark, not a test: it
// prints figures. --discount changes the customer discount instead of the users: a change of price alone,
// which the session answers by pricing the previous rows again rather than sizing them.
//   GPUADVISOR_SOURCE_DIR=$PWD build/tools/bench_whatif [--zh] [--discount]
#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/pricing/pricebook.h"
#include "models/scenario/scenarioio.h"
#include "models/util/allocatorpolicy.h"
#include "tools/benchmarks/regionalprices.h"
#include "ui/application/appsettings.h"
#include "ui/application/chinesefont.h"
#include "ui/application/mainwindow.h"
#include "ui/application/translations.h"
#include "ui/results/resultspage.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/advisorwizard.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

#include <QAbstractItemView>
#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTemporaryDir>

using namespace Advisor;

namespace {

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/** Remembers when each watched widget was last painted. */
class PaintClock final : public QObject
{
public:
    explicit PaintClock(const QElapsedTimer &clock)
        : m_clock(clock)
    { }
    void watch(QWidget *w)
    {
        w->installEventFilter(this);
        m_last.push_back(-1);
        m_widgets.push_back(w);
    }
    QString painted() const
    {
        QStringList names;
        for (size_t i = 0; i < m_widgets.size(); ++i)
            names << m_widgets[i]->objectName() + QLatin1Char('/') + m_widgets[i]->metaObject()->className()
                    + (m_last[i] >= 0 ? QStringLiteral(" yes") : QStringLiteral(" no"));
        return names.join(QStringLiteral(", "));
    }
    void reset() { std::fill(m_last.begin(), m_last.end(), -1); }
    /** Every widget painted since reset(), but widget `optional` only when it had to be. */
    bool allPainted(int optional = -1, bool optionalNeeded = true) const
    {
        for (size_t i = 0; i < m_last.size(); ++i) {
            if (m_last[i] < 0 && (int(i) != optional || optionalNeeded))
                return false;
        }
        return true;
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            for (size_t i = 0; i < m_widgets.size(); ++i) {
                if (m_widgets[i] == watched)
                    m_last[i] = m_clock.nsecsElapsed();
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer &m_clock;
    std::vector<QWidget *> m_widgets;
    std::vector<qint64> m_last;
};
} // namespace

int main(int argc, char *argv[])
{
    Advisor::useRecomputeFriendlyAllocator(); // as the program does
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit()); // empty settings
    QApplication app(argc, argv);
    const QString language =
        QCoreApplication::arguments().contains(QStringLiteral("--zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    const QString sourceDir = qEnvironmentVariable("GPUADVISOR_SOURCE_DIR", QStringLiteral("."));
    Ui::AppSettings settings;
    settings.setLanguage(language);
    Ui::Translations translations;
    if (translations.apply(language) && language == QLatin1String("zh_CN"))
        Ui::ChineseFont::install(Ui::ChineseFont::Moment::BeforeAnyText); // as the program does

    auto catalog = CatalogLoader::embedded();
    auto presets = PresetLoader::embedded();
    if (!catalog.catalog || !presets.library) {
        std::fprintf(stderr, "embedded data failed to load\n");
        return 1;
    }
    Catalog priced = Bench::pricedInEightRegions(std::move(*catalog.catalog));
    const size_t types = priced.instanceTypes.size(), records = priced.prices.size();
    AdvisorSession session(std::move(priced), std::move(*presets.library), RulesLoader::embedded().rules);
    Ui::MainWindow window(&session, &settings, &translations);
    window.resize(1280, 800);
    window.show();

    const auto loaded =
        ScenarioIo::fromFile(sourceDir + QStringLiteral("/resources/scenarios/serve-70b.gpuadvisor.json"));
    if (!loaded.scenario) {
        std::fprintf(stderr, "cannot load serve-70b (set GPUADVISOR_SOURCE_DIR)\n");
        return 1;
    }
    Scenario scenario = *loaded.scenario;
    scenario.constraints.region = session.catalog().regions[3].id;
    session.setScenario(scenario, ScenarioChange::Loaded);
    Ui::AdvisorWizard *wizard = window.wizard();
    for (int i = 0; i < 8 && wizard->currentId() != Ui::AdvisorWizard::ResultsPageId; ++i) {
        wizard->next();
        QCoreApplication::processEvents();
    }
    if (wizard->currentId() != Ui::AdvisorWizard::ResultsPageId) {
        std::fprintf(stderr, "could not reach the results page\n");
        return 1;
    }
    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("resultTabs"));
    auto *view = window.findChild<QAbstractItemView *>(QStringLiteral("recommendationView"));
    auto *summary = window.findChild<QWidget *>(QStringLiteral("resultsSummary"));
    const bool discount = QCoreApplication::arguments().contains(QStringLiteral("--discount"));
    const QString fieldName = discount ? QStringLiteral("discountField") : QStringLiteral("concurrencyField");
    auto *field = window.findChild<Ui::NumberField *>(fieldName);
    if (!tabs || !view || !summary || !field) {
        std::fprintf(stderr, "a widget of the results page or the %s is missing\n", qPrintable(fieldName));
        return 1;
    }
    tabs->setCurrentIndex(2); // the cost chart: a chart is visible, as in the demo
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();

    QElapsedTimer clock;
    clock.start();
    PaintClock paints(clock);
    paints.watch(view->viewport());
    paints.watch(summary); // painted again only when its text changed
    auto *summaryLabel = qobject_cast<QLabel *>(summary);
    const QList<QWidget *> chartViews = tabs->currentWidget()->findChildren<QWidget *>();
    for (QWidget *w : chartViews) {
        if (w->inherits("QGraphicsView")) {
            paints.watch(static_cast<QAbstractScrollArea *>(w)->viewport());
            break;
        }
    }

    std::vector<double> steps, cpu;
    int failed = 0;
    const int stepsWanted = 31;
    for (int i = 0; i < stepsWanted + 1; ++i) { // the first step is dropped: it fills caches
        // Alternately smaller and larger: every step changes rows.
        const int value = discount ? 5 + (i % 2 ? 20 : 0) + i % 10 : 8 + (i % 2 ? 24 : 0) + i;
        const int before = session.computeCount();
        const QString summaryBefore = summaryLabel ? summaryLabel->text() : QString();
        const auto summaryNeeded = [&] { return !summaryLabel || summaryLabel->text() != summaryBefore; };
        paints.reset();
        const qint64 t0 = clock.nsecsElapsed();
        const double cpu0 = threadCpuMs();
        field->lineEdit()->setText(QString::number(value));
        emit field->lineEdit()->textEdited(field->lineEdit()->text()); // as a keystroke (or a slider) does
        QElapsedTimer timeout;
        timeout.start();
        while ((session.computeCount() == before || !paints.allPainted(1, summaryNeeded())) && timeout.elapsed() < 2000)
            QCoreApplication::processEvents(QEventLoop::AllEvents);
        if (session.computeCount() == before || !paints.allPainted(1, summaryNeeded())) {
            if (!failed)
                std::fprintf(stderr, "step %d: %s; painted: %s\n", i,
                             session.computeCount() == before ? "no recompute" : "recomputed",
                             qPrintable(paints.painted()));
            ++failed;
            continue;
        }
        // Read when the event loop returns from the last paint: the paint is then complete.
        if (i > 0) {
            steps.push_back(double(clock.nsecsElapsed() - t0) / 1e6);
            cpu.push_back(threadCpuMs() - cpu0);
        }
    }
    if (steps.empty()) {
        std::fprintf(stderr, "no step repainted the results (%d timed out)\n", failed);
        return 1;
    }
    std::sort(steps.begin(), steps.end());
    std::sort(cpu.begin(), cpu.end());
    std::printf("what-if step (%s): %s -> recompute -> table, summary and cost chart repainted\n", qPrintable(language),
                qPrintable(fieldName));
    std::printf("  catalog: %zu types, %zu price records in 8 regions; %zu steps, %d timed out\n", types, records,
                steps.size(), failed);
    std::printf("  wall: median %.2f ms, fastest %.2f ms, slowest %.2f ms (target < 16 ms)\n", steps[steps.size() / 2],
                steps.front(), steps.back());
    std::printf("  CPU time of the GUI thread: median %.2f ms, fastest %.2f ms\n", cpu[cpu.size() / 2], cpu.front());
    return 0;
}
