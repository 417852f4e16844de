// SPDX-License-Identifier: Apache-2.0
#include "ui/application/guimain.h"

#include "models/advice/rules.h"
#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "ui/application/appsettings.h"
#include "ui/application/chinesefont.h"
#include "ui/application/mainwindow.h"
#include "ui/application/translations.h"
#include "ui/common/appicon.h"
#include "ui/wizard/advisorwizard.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QScrollArea>
#include <QSet>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <cstdio>
#include <future>
#include <thread>

#if defined(Q_OS_LINUX)
#include <dlfcn.h>
#include <locale.h>
#endif

namespace Advisor::Ui {

namespace {
// GPUADVISOR_TRACE_STARTUP=1 prints the time of each step of the start to stderr: where a slower start
// went (BENCHMARKS.md). The clock starts at the top of guiMain.
QElapsedTimer traceClock;

bool tracing()
{
    static const bool on = qEnvironmentVariableIsSet("GPUADVISOR_TRACE_STARTUP");
    return on && traceClock.isValid();
}

void traceStep(const char *step)
{
    if (!tracing())
        return;
    // The resident set, as the peak-memory figure counts it, and its parts: heap and other private
    // memory, and pages of mapped files (libraries, and font files FreeType reads in place).
    long rss = 0, anon = 0, file = 0;
    if (FILE *status = std::fopen("/proc/self/status", "r")) {
        char line[256];
        while (std::fgets(line, sizeof line, status)) {
            std::sscanf(line, "VmRSS: %ld", &rss);
            std::sscanf(line, "RssAnon: %ld", &anon);
            std::sscanf(line, "RssFile: %ld", &file);
        }
        std::fclose(status);
    }
    std::fprintf(stderr, "startup %7.2f ms %6.1f MiB (private %5.1f, files %5.1f)  %s\n",
                 double(traceClock.nsecsElapsed()) / 1e6, double(rss) / 1024, double(anon) / 1024, double(file) / 1024,
                 step);
}

/**
 * Prints the font files the process has mapped, one line each. FreeType reads a face in place, so
 * every face the first page needs is a mapped file, and each (a bold CJK face above all) costs
 * megabytes of the peak memory: the trace names them and a test holds the first page to regular faces.
 */
void traceFontFiles()
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly | QIODevice::Text))
        return;
    QSet<QByteArray> seen;
    for (const QByteArray &line : maps.readAll().split('\n')) {
        const qsizetype slash = line.indexOf('/');
        if (slash < 0)
            continue;
        const QByteArray path = line.mid(slash);
        const QByteArray lower = path.toLower();
        if ((lower.endsWith(".ttf") || lower.endsWith(".ttc") || lower.endsWith(".otf") || lower.endsWith(".otc"))
            && !seen.contains(path)) {
            seen.insert(path);
            std::fprintf(stderr, "startup font file %s\n", path.constData());
        }
    }
}

/**
 * fontconfig's configuration and font cache, read on a second core while the main thread builds the
 * application and reads the embedded catalog. Qt reads them the first time a widget needs a font, on
 * the main thread, just after the catalog: about 29 M instructions, a tenth of the Chinese start
 * (BENCHMARKS.md). FcInit may be called from any thread, and once it has run, Qt's own call returns
 * the configuration it made. Looked up at run time: Qt links fontconfig on Linux; the program does not.
 */
class FontconfigWarmUp
{
public:
    ~FontconfigWarmUp() { finish(); }

    void start()
    {
#if defined(Q_OS_LINUX)
        using Init = int (*)();
        if (const auto init = reinterpret_cast<Init>(dlsym(RTLD_DEFAULT, "FcInit")); init && !m_thread.joinable())
            m_thread = std::thread(init);
#endif
    }

    /** Before the first widget: Qt must not start a second read while this one runs. */
    void finish()
    {
        if (m_thread.joinable())
            m_thread.join();
    }

private:
    std::thread m_thread;
};

FontconfigWarmUp fontconfigWarmUp;

/** Reports the first paint of the wizard's page: what the user waits for, not just "window created". */
class FirstPaintProbe final : public QObject
{
public:
    FirstPaintProbe(const QElapsedTimer &clock, QObject *parent)
        : QObject(parent)
        , m_clock(clock)
    { }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            traceStep("first paint begins");
            // Exit after this paint has completed, not inside it.
            QTimer::singleShot(0, qApp, [ms = m_clock.nsecsElapsed() / 1e6] {
                if (tracing())
                    traceFontFiles();
                std::printf("first paint after %.1f ms\n", ms);
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer &m_clock;
    bool m_done = false;
};

/**
 * readEmbeddedData() on a thread of its own, started before the QApplication is made: reading the
 * catalog and presets (about a sixth of the start) then overlaps making the application, the settings
 * and the translations (BENCHMARKS.md). QApplication sets the process's locale from the environment
 * meanwhile, and JSON numbers have a decimal point whatever the user's locale, so the thread reads in
 * a C locale of its own.
 */
EmbeddedData readEmbeddedDataOffThread()
{
#if defined(Q_OS_LINUX)
    const locale_t c = newlocale(LC_ALL_MASK, "C", locale_t(nullptr));
    const locale_t previous = c ? uselocale(c) : locale_t(nullptr);
    EmbeddedData data = readEmbeddedData();
    if (c) {
        uselocale(previous);
        freelocale(c);
    }
    return data;
#else
    return readEmbeddedData();
#endif
}

} // namespace

EmbeddedData readEmbeddedData()
{
    return {CatalogLoader::embedded(), PresetLoader::embedded()};
}

GuiComposition::GuiComposition(const std::function<EmbeddedData()> &embeddedData)
    : m_settings(std::make_unique<AppSettings>())
    , m_translations(std::make_unique<Translations>())
{
    traceStep("settings");
    m_translations->apply(m_settings->language());
    traceStep("translations");
    // Said at once on the terminal too: the window's own message comes only after the first paint.
    if (const QString problem = m_settings->fileProblem(); !problem.isEmpty())
        QTextStream(stderr)
            << QCoreApplication::translate("Advisor::Ui", "gpu-advisor: settings not kept: %1").arg(problem)
            << Qt::endl;
    EmbeddedData data = embeddedData();
    CatalogLoadResult &catalog = data.catalog;
    PresetLoadResult &presets = data.presets;
    traceStep("catalog and presets");
    fontconfigWarmUp.finish();
    traceStep("fontconfig read (on a second thread)");
    if (m_translations->current() == QLatin1String("zh_CN")) {
        const bool installed = ChineseFont::install(ChineseFont::Moment::BeforeAnyText);
        traceStep(installed ? "Chinese font subset installed" : "Chinese font subset NOT installed");
    }
    if (!catalog.catalog || !presets.library) {
        m_problems = (catalog.diagnostics.toStringList() + presets.diagnostics.toStringList()).join(QLatin1Char('\n'));
        return;
    }
    // Checked against the sources of the catalog just read, which is the embedded one: RulesLoader::embedded()
    // would read and parse that catalog a second time for its sources table.
    RulesLoadResult rules = RulesLoader::fromFile(RulesLoader::embeddedPath(), &catalog.catalog->sources);
    m_session = std::make_unique<AdvisorSession>(std::move(*catalog.catalog), std::move(*presets.library),
                                                 std::move(rules.rules));
    traceStep("rules and session");
    m_window = std::make_unique<MainWindow>(m_session.get(), m_settings.get(), m_translations.get());
    traceStep("main window");
}

// The window goes before the session and settings it points to.
GuiComposition::~GuiComposition()
{
    m_window.reset();
}

int guiMain(int argc, char *argv[], const QString &scenarioFile)
{
    QElapsedTimer startup;
    startup.start();
    traceClock.start();
    // Qt takes the first thread that asks for its thread data as the main thread. The data thread
    // makes QStrings and QObjects too: without this it sometimes won the race, QApplication then
    // warned it was "not created in the main() thread", and under X11 the window stayed black.
    (void)QThread::currentThread();
    fontconfigWarmUp.start();
    std::future<EmbeddedData> embedded = std::async(std::launch::async, readEmbeddedDataOffThread);
    QApplication app(argc, argv);
    traceStep("QApplication");
    QApplication::setWindowIcon(applicationIcon());
    // Wayland compositors and docks match windows to the installed launcher (its icon, its name) by this id.
    QGuiApplication::setDesktopFileName(QStringLiteral(GPUADVISOR_APP_ID));
    const bool smoke = QCoreApplication::arguments().contains(QStringLiteral("--smoke"));

    GuiComposition composition([&embedded] { return embedded.get(); });
    MainWindow *window = composition.window();
    if (!window) {
        QMessageBox::critical(nullptr, QCoreApplication::translate("Advisor::Ui", "GPU Instance Advisor"),
                              composition.problems());
        return 1;
    }
    if (smoke) {
        // The page's fields sit in a scroll area, whose content fills its own background and covers the page,
        // so the page itself is never painted: the first paint of either is the page's.
        QWizardPage *start = window->wizard()->page(AdvisorWizard::StartPageId);
        auto *probe = new FirstPaintProbe(startup, window);
        start->installEventFilter(probe);
        for (QScrollArea *area : start->findChildren<QScrollArea *>(Qt::FindDirectChildrenOnly)) {
            if (area->widget())
                area->widget()->installEventFilter(probe);
        }
    }
    window->show();
    traceStep("show");
    if (!smoke)
        window->startSession(); // after show(): the restore question needs a window to sit on
    // A file given on the command line (or by a double click) opens as File › Open would open it; a
    // file that cannot be read is said in a message and the wizard stays open.
    if (!scenarioFile.isEmpty())
        window->openScenario(scenarioFile);
    return app.exec();
}

} // namespace Advisor::Ui
