// SPDX-License-Identifier: Apache-2.0
// The yardstick for start-up: a bare Qt Widgets window timed exactly like `gpu-advisor --smoke`
// (clock started first thing in main, stopped at the first paint of the central widget, then exit).
// tools/benchmarks/bench_startup.sh runs both in the same session.
#include <cstdio>

#include <QApplication>
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
    QMainWindow window;
    auto *label = new QLabel(QStringLiteral("Hello"), &window);
    window.setCentralWidget(label);
    label->installEventFilter(new FirstPaintProbe(startup, &window));
    window.resize(1024, 700);
    window.show();
    return app.exec();
}
