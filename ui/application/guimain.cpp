#include "ui/application/guimain.h"

#include "models/advice/rules.h"
#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "ui/application/appsettings.h"
#include "ui/application/mainwindow.h"
#include "ui/application/screenshotrenderer.h"
#include "ui/application/translations.h"
#include "ui/wizard/advisorwizard.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>

namespace Advisor::Ui {

namespace {
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
            // Exit after this paint has completed, not inside it.
            QTimer::singleShot(0, qApp, [ms = m_clock.nsecsElapsed() / 1e6] {
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

QString argumentAfter(const QStringList &arguments, const QString &option)
{
    const qsizetype i = arguments.indexOf(option);
    return i >= 0 && i + 1 < arguments.size() ? arguments.at(i + 1) : QString();
}
} // namespace

int guiMain(int argc, char *argv[])
{
    QElapsedTimer startup;
    startup.start();
    QApplication app(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpu-advisor.svg")));
    // Wayland compositors and docks match windows to the installed launcher (its icon, its name) by this id.
    QGuiApplication::setDesktopFileName(QStringLiteral(GPUADVISOR_APP_ID));
    const QStringList arguments = QCoreApplication::arguments();
    const bool smoke = arguments.contains(QStringLiteral("--smoke"));
    const QString screenshotDir = argumentAfter(arguments, QStringLiteral("--screenshots"));

    AppSettings settings;
    Translations translations;
    translations.apply(settings.language());

    CatalogLoadResult catalog = CatalogLoader::embedded();
    PresetLoadResult presets = PresetLoader::embedded();
    if (!catalog.catalog || !presets.library) {
        QStringList problems = catalog.diagnostics.toStringList() + presets.diagnostics.toStringList();
        QMessageBox::critical(nullptr, QCoreApplication::translate("Advisor::Ui", "GPU Instance Advisor"),
                              problems.join(QLatin1Char('\n')));
        return 1;
    }
    RulesLoadResult rules = RulesLoader::embedded();
    AdvisorSession session(std::move(*catalog.catalog), std::move(*presets.library), std::move(rules.rules));
    MainWindow window(&session, &settings, &translations);
    if (smoke)
        window.wizard()->page(AdvisorWizard::StartPageId)->installEventFilter(new FirstPaintProbe(startup, &window));
    if (!screenshotDir.isEmpty()) {
        window.resize(1280, 860);
        window.show();
        const int written = ScreenshotRenderer(&window).renderAll(screenshotDir);
        std::printf("%d screenshots written to %s\n", written, qPrintable(screenshotDir));
        return written > 0 ? 0 : 1;
    }
    window.show();
    if (!smoke)
        window.startSession(); // after show(): the restore question needs a window to sit on
    return app.exec();
}

} // namespace Advisor::Ui
