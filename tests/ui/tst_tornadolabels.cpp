// SPDX-License-Identifier: Apache-2.0
// The what-if tornado on a 1366×768 projector: every driver's row keeps its name, the largest swing's
// included, in either language and with presentation mode's larger font or without it. Qt hides a bar
// category's label that would touch its neighbour's, so a chart squeezed into a short tab lost most of them.
#include "models/application/advisorsession.h"
#include "tests/testutils.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/mainwindow.h"
#include "ui/charts/tornadochart.h"
#include "ui/results/resultspage.h"

#include <memory>

#include <QApplication>
#include <QChart>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QScreen>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {

const QSize projector(1366, 768);

/** The chart's text items that show: axis labels, axis titles, legend entries. */
QList<QGraphicsTextItem *> shownTexts(TornadoChart *tornado)
{
    QList<QGraphicsTextItem *> shown;
    for (QGraphicsItem *item : tornado->scene()->items()) {
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            shown << text;
    }
    return shown;
}

QString describe(const QRectF &r)
{
    return QStringLiteral("%1,%2 %3×%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

} // namespace

class TestTornadoLabels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_normalPointSize = QApplication::font().pointSizeF(); }

    void cleanup()
    {
        // The presentation font is the application's: the next case starts from the normal one.
        if (m_fx && m_fx->window() && m_fx->window()->isFullScreen())
            m_fx->press(Qt::Key_F11);
        m_fx.reset();
    }

    void everyBarKeepsItsLabel_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("presentation");
        for (const char *scenario : {"serve-bert-api", "serve-70b"}) {
            for (const char *language : {"en", "zh_CN"}) {
                for (const bool presentation : {true, false})
                    QTest::addRow("%s %s %s", scenario, language, presentation ? "presenting" : "window")
                        << QString::fromLatin1(scenario) << QString::fromLatin1(language) << presentation;
            }
        }
    }

    void everyBarKeepsItsLabel()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, language);
        QFETCH(bool, presentation);
        TornadoChart *tornado = showWhatIf(scenario, language, presentation);
        REQUIRE(tornado);
        QCOMPARE(m_fx->window()->screen()->size(), projector);
        // The premise: F11 gave the chart the larger font (once, a case left over from another kept it).
        QCOMPARE(tornado->font().pointSizeF() > m_normalPointSize + 0.5, presentation);
        const QStringList drivers = tornado->drivers();
        QVERIFY2(drivers.size() >= 5, qPrintable(drivers.join(QLatin1String(", "))));
        const QList<QGraphicsTextItem *> texts = shownTexts(tornado);
        const QRectF plot = tornado->chart()->mapToScene(tornado->chart()->plotArea()).boundingRect();
        const QRectF drawn = tornado->chart()->mapToScene(tornado->chart()->rect()).boundingRect();
        QList<QRectF> placed;
        for (const QString &driver : drivers) {
            QGraphicsTextItem *label = nullptr;
            for (QGraphicsTextItem *text : texts) {
                if (text->toPlainText() == driver)
                    label = text;
            }
            QVERIFY2(label,
                     qPrintable(QStringLiteral("no label shows \"%1\" (the plot is %2 px tall for %3 rows)")
                                    .arg(driver)
                                    .arg(plot.height())
                                    .arg(drivers.size())));
            const QRectF r = label->sceneBoundingRect();
            // Left of its bars, on the chart, beside its own row: not cut by the view's edge.
            QVERIFY2(
                drawn.contains(r) && r.right() <= plot.left() + 1,
                qPrintable(QStringLiteral("\"%1\" at %2, the plot at %3").arg(driver, describe(r), describe(plot))));
            QVERIFY2(r.center().y() > plot.top() && r.center().y() < plot.bottom(),
                     qPrintable(QStringLiteral("\"%1\" at %2 beside no row").arg(driver, describe(r))));
            for (const QRectF &other : placed)
                QVERIFY2(!other.adjusted(0, 1, 0, -1).intersects(r),
                         qPrintable(QStringLiteral("\"%1\" overlaps the label above").arg(driver)));
            placed << r;
        }
        // The scale's amounts and the legend are whole: no figure is cut to "…".
        for (QGraphicsTextItem *text : texts) {
            const QString shown = text->toPlainText();
            QVERIFY2(!shown.contains(QChar(0x2026)) && !shown.contains(QLatin1String("...")), qPrintable(shown));
        }
        // The chart is never squeezed below the room its rows asked for: the tab scrolls instead.
        QVERIFY2(tornado->height() >= tornado->minimumHeight(),
                 qPrintable(QStringLiteral("%1 px of %2").arg(tornado->height()).arg(tornado->minimumHeight())));
    }

private:
    TornadoChart *showWhatIf(const QString &scenario, const QString &language, bool presentation)
    {
        m_fx = std::make_unique<WindowFixture>();
        if (!m_fx->launch(language))
            return nullptr;
        if (presentation) {
            if (!m_fx->press(Qt::Key_F11))
                return nullptr;
            if (!QTest::qWaitFor([this] { return m_fx->window()->isFullScreen(); })) {
                WindowFixture::fail(QStringLiteral("F11 did not make the window full screen"));
                return nullptr;
            }
        } else {
            m_fx->window()->setGeometry(m_fx->window()->screen()->availableGeometry());
        }
        m_fx->answers << QMessageBox::Discard; // in case the window asks about the scenario it shows
        m_fx->window()->openScenario(
            sourcePath(QStringLiteral("resources/scenarios/%1.gpuadvisor.json").arg(scenario)));
        if (!m_fx->nextTo(AdvisorWizard::ResultsPageId))
            return nullptr;
        m_fx->session()->flush();
        auto *tabs = m_fx->find<QTabWidget>(QStringLiteral("resultTabs"));
        auto *tab = m_fx->find<QWidget>(QStringLiteral("whatIfTab"));
        if (!tabs || !tab || !WindowFixture::clickTab(tabs, tabs->indexOf(tab)))
            return nullptr;
        m_fx->results()->ensureUpToDate();
        // The chart lays itself out, asks for its rows' room, and is laid out again at that height.
        QTest::qWait(50);
        QCoreApplication::processEvents();
        return m_fx->find<TornadoChart>(QStringLiteral("tornadoChart"));
    }

    std::unique_ptr<WindowFixture> m_fx;
    double m_normalPointSize = 0;
};

int main(int argc, char **argv)
{
    // An offscreen screen of a projector's size, not the plugin's 800×600.
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("screen.json")));
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly))
        return 1;
    file.write(QStringLiteral("{\"screens\": [{\"name\": \"projector\", \"x\": 0, \"y\": 0, \"width\": %1, "
                              "\"height\": %2, \"logicalDpi\": 96, \"logicalBaseDpi\": 96, \"dpr\": 1}]}")
                   .arg(projector.width())
                   .arg(projector.height())
                   .toUtf8());
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + file.fileName().toLocal8Bit());
    QApplication app(argc, argv);
    TestTornadoLabels test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_tornadolabels.moc"
