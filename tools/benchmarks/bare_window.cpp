// SPDX-License-Identifier: Apache-2.0
// The yardstick for start-up: a bare Qt Widgets + Charts window timed exactly like `gpu-advisor --smoke`
// (clock started first thing in main, stopped at the first paint of the central widget, then exit).
// It loads the same Qt libraries as the program (Qt Charts too, though it draws no chart, as the
// program's first page draws none). With --zh its label is Chinese, so the fonts that text needs
// (found through fontconfig) are part of the yardstick for the Chinese start.
// tools/benchmarks/bench_startup.sh runs both in the same session.
#include <cstdio>

#include <QApplication>
#include <QChart>
#include <QElapsedTimer>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QTimer>

namespace {
class FirstPaintProbe final : public QObject
{
public:
    explicit FirstPaintProbe(const QElapsedTimer &clock, QObject *parent)
        : QObject(parent)
        , m_clock(clock)
    { }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
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
} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer startup;
    startup.start();
    QApplication app(argc, argv);
    const bool chinese = QCoreApplication::arguments().contains(QStringLiteral("--zh"));
    // Keeps Qt Charts loaded (the linker drops a library nothing refers to), as in the program.
    const void *volatile charts = &QChart::staticMetaObject;
    (void)charts;
    QMainWindow window;
    auto *label = new QLabel(chinese ? QStringLiteral("GPU 实例选型助手：选择工作负载")
                                     : QStringLiteral("GPU Instance Advisor: choose a workload"),
                             &window);
    window.setCentralWidget(label);
    label->installEventFilter(new FirstPaintProbe(startup, &window));
    window.resize(1024, 700);
    window.show();
    return app.exec();
}
