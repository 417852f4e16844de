// SPDX-License-Identifier: Apache-2.0
#include "models/application/advisorsession.h"
#include "models/io/pricefile.h"
#include "models/pricing/pricebook.h"
#include "tests/fakealiyun.h"
#include "tests/testutils.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/fetchpricesdialog.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/scenariotemplates.h"

#include <memory>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {
const QString fakeAliyun = FakeAliyun::program();
const QString region = QStringLiteral("cn-hangzhou");
} // namespace

/** File › Update prices from Alibaba Cloud, driven through its dialog against the fake `aliyun` client. */
class TestFetchPrices : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void fetchedPricesGoThroughThePreviewAndCanBeUndone();
    void aClientThatCannotSignInChangesNothing();
    void cancelKeepsWhatWasFetchedAndSaysSo();
    void theTimeLimitTypedStopsAHangingCall();
    void detailListsTheRegionsImportedPricesCover();

private:
    /** Fills the dialog in: the region, the gn8is family only, the fake client, the test's folder. */
    bool fillIn(QDialog *dialog);
    const ResolvedPrice price(const QString &type, const QString &billing) const
    {
        return PriceBook(m_fx->session()->catalog()).price(type, billing, region);
    }
    /** What the budget page's region list says of the region. */
    QString regionEntry() const
    {
        auto *combo = m_fx->find<QComboBox>(QStringLiteral("regionCombo"));
        const int index = combo ? combo->findData(region) : -1;
        return index < 0 ? QString() : combo->itemText(index);
    }
    int callsMade() const { return readAll(m_fx->filePath(QStringLiteral("count"))).trimmed().toInt(); }

    std::unique_ptr<WindowFixture> m_fx;
    QStringList m_previews; // every price import preview the fetch led to
};

void TestFetchPrices::init()
{
    m_fx = std::make_unique<WindowFixture>();
    m_previews.clear();
    // The price import's preview is accepted: the fetched prices apply.
    m_fx->onDialog = [this](QDialog *dialog) {
        m_previews << dialog->objectName();
        return int(QDialog::Accepted);
    };
    REQUIRE(m_fx->launch());
    FakeAliyun::reset(m_fx->folder());
}

void TestFetchPrices::cleanup()
{
    m_fx.reset();
}

bool TestFetchPrices::fillIn(QDialog *dialog)
{
    auto *fetch = qobject_cast<FetchPricesDialog *>(dialog);
    if (!fetch)
        return WindowFixture::fail(QStringLiteral("%1 is not the fetch dialog").arg(dialog->objectName()));
    fetch->setPacing(0, 20000, 10);
    auto *regions = WindowFixture::find<QComboBox>(dialog, QStringLiteral("fetchRegionCombo"));
    auto *some = WindowFixture::find<QRadioButton>(dialog, QStringLiteral("fetchSomeFamilies"));
    auto *families = WindowFixture::find<QListWidget>(dialog, QStringLiteral("fetchFamilyList"));
    if (!regions || !some || !families || !WindowFixture::choose(regions, region)
        || !WindowFixture::setChecked(some, true))
        return false;
    bool ticked = false;
    for (int i = 0; i < families->count(); ++i) {
        if (families->item(i)->data(Qt::UserRole).toString() == QLatin1String("gn8is")) {
            families->item(i)->setCheckState(Qt::Checked);
            ticked = true;
        }
    }
    if (!ticked)
        return WindowFixture::fail(QStringLiteral("no gn8is in the family list"));
    return WindowFixture::typeInto(dialog, QStringLiteral("fetchAliyunEdit"), fakeAliyun)
        && WindowFixture::typeInto(dialog, QStringLiteral("fetchFolderEdit"),
                                   m_fx->filePath(QStringLiteral("fetched")));
}

void TestFetchPrices::fetchedPricesGoThroughThePreviewAndCanBeUndone()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::BudgetPageId));
    const QString entryBefore = regionEntry();
    QVERIFY(!entryBefore.isEmpty());
    QVERIFY2(!entryBefore.contains(QStringLiteral("today")), qPrintable(entryBefore));
    auto *undo = m_fx->find<QAction>(QStringLiteral("undoPricesAction"));
    REQUIRE(undo);
    const QByteArray before = PriceFile::exportCsv(m_fx->session()->catalog());
    QVERIFY(price(QStringLiteral("ecs.gn8is.2xlarge"), QStringLiteral("spot")).origin == PriceOrigin::Derived
            || !price(QStringLiteral("ecs.gn8is.2xlarge"), QStringLiteral("spot")).available());
    QString saved;
    bool wasResponsive = false;
    m_fx->onNextDialog([&](QDialog *dialog) {
        REQUIRE(fillIn(dialog));
        auto *fetch = qobject_cast<FetchPricesDialog *>(dialog);
        auto *progress = WindowFixture::find<QProgressBar>(dialog, QStringLiteral("fetchProgress"));
        REQUIRE(progress);
        REQUIRE(WindowFixture::click(WindowFixture::find<QPushButton>(dialog, QStringLiteral("fetchButton"))));
        // The window keeps handling events while the calls run: the progress bar moves.
        QTRY_VERIFY_WITH_TIMEOUT(progress->value() > 0 || !fetch->isFetching(), 10000);
        wasResponsive = true;
        QTRY_VERIFY_WITH_TIMEOUT(!fetch->isFetching(), 30000);
        saved = fetch->savedFile();
        QCOMPARE(progress->value(), progress->maximum());
    });
    REQUIRE(m_fx->trigger(QStringLiteral("fetchPricesAction")));
    QVERIFY(wasResponsive);
    QCOMPARE(m_previews, QStringList{QStringLiteral("priceImportPreview")});
    QCOMPARE(callsMade(), 1 + 5 * 3 + 1); // stock, the five gn8is types' three calls, the spot advice
    QVERIFY2(saved.endsWith(QStringLiteral(".csv")) && !saved.contains(QStringLiteral("incomplete")),
             qPrintable(saved));
    QVERIFY(QFile::exists(saved.chopped(4) + QStringLiteral(".log.json")));
    // The fake's list prices, spot from its advice (25 % of PAYG, the zone with the lowest band) ...
    const ResolvedPrice payg = price(QStringLiteral("ecs.gn8is.2xlarge"), QStringLiteral("payg"));
    QVERIFY(payg.origin == PriceOrigin::Listed);
    QCOMPARE(payg.hourly, 14.63);
    const ResolvedPrice spot = price(QStringLiteral("ecs.gn8is.2xlarge"), QStringLiteral("spot"));
    QVERIFY(spot.origin == PriceOrigin::Listed);
    QVERIFY(qAbs(spot.hourly - 14.63 * 0.25) < 1e-9);
    QCOMPARE(spot.interruption, QStringLiteral("0-3%"));
    // ... and a type without advice keeps the ratio.
    QVERIFY(price(QStringLiteral("ecs.gn8is-8x.32xlarge"), QStringLiteral("spot")).origin == PriceOrigin::Derived);
    // The budget page's region list counts the fetched prices and says they are from today.
    const QString entryAfter = regionEntry();
    QVERIFY2(entryAfter != entryBefore && entryAfter.contains(QStringLiteral("today")), qPrintable(entryAfter));
    QVERIFY(undo->isEnabled());
    REQUIRE(m_fx->trigger(QStringLiteral("undoPricesAction")));
    QCOMPARE(PriceFile::exportCsv(m_fx->session()->catalog()), before);
    QCOMPARE(regionEntry(), entryBefore);
}

void TestFetchPrices::aClientThatCannotSignInChangesNothing()
{
    qputenv("FAKE_ALIYUN_MODE", "notconfigured");
    const QByteArray before = PriceFile::exportCsv(m_fx->session()->catalog());
    QString status;
    bool importable = true;
    m_fx->onNextDialog([&](QDialog *dialog) {
        REQUIRE(fillIn(dialog));
        auto *fetch = qobject_cast<FetchPricesDialog *>(dialog);
        REQUIRE(WindowFixture::click(WindowFixture::find<QPushButton>(dialog, QStringLiteral("fetchButton"))));
        QTRY_VERIFY_WITH_TIMEOUT(!fetch->isFetching(), 10000);
        status = WindowFixture::find<QLabel>(dialog, QStringLiteral("fetchStatus"))->text();
        importable = WindowFixture::find<QPushButton>(dialog, QStringLiteral("fetchImportButton"))->isEnabled();
        QVERIFY(dialog->isVisible()); // the user reads why, and may fix it and fetch again
        // A client path that is no program is refused before any call.
        REQUIRE(WindowFixture::typeInto(dialog, QStringLiteral("fetchAliyunEdit"),
                                        m_fx->filePath(QStringLiteral("no-such-aliyun"))));
        const int calls = callsMade();
        REQUIRE(WindowFixture::click(WindowFixture::find<QPushButton>(dialog, QStringLiteral("fetchButton"))));
        QVERIFY(!fetch->isFetching());
        QCOMPARE(callsMade(), calls);
        const QString refused = WindowFixture::find<QLabel>(dialog, QStringLiteral("fetchStatus"))->text();
        QVERIFY2(refused.contains(QStringLiteral("not an executable program")), qPrintable(refused));
        REQUIRE(WindowFixture::click(WindowFixture::find<QPushButton>(dialog, QStringLiteral("fetchCloseButton"))));
    });
    REQUIRE(m_fx->trigger(QStringLiteral("fetchPricesAction")));
    QVERIFY2(status.contains(QStringLiteral("No price was fetched"))
                 && status.contains(QStringLiteral("aliyun configure")),
             qPrintable(status));
    QVERIFY(!importable);
    QVERIFY(m_previews.isEmpty());
    QCOMPARE(callsMade(), 1); // it stopped at the first refusal
    QCOMPARE(PriceFile::exportCsv(m_fx->session()->catalog()), before);
}

void TestFetchPrices::cancelKeepsWhatWasFetchedAndSaysSo()
{
    qputenv("FAKE_ALIYUN_MODE", "slow");
    qputenv("FAKE_ALIYUN_FAIL_AFTER", "4"); // stock, the first type's PAYG, month and spot; then it hangs
    QString status;
    QString saved;
    m_fx->onNextDialog([&](QDialog *dialog) {
        REQUIRE(fillIn(dialog));
        auto *fetch = qobject_cast<FetchPricesDialog *>(dialog);
        auto *close = WindowFixture::find<QPushButton>(dialog, QStringLiteral("fetchCloseButton"));
        REQUIRE(close);
        REQUIRE(WindowFixture::click(WindowFixture::find<QPushButton>(dialog, QStringLiteral("fetchButton"))));
        QTRY_VERIFY_WITH_TIMEOUT(callsMade() >= 5, 10000);
        QVERIFY(fetch->isFetching());
        QCOMPARE(close->text(), QStringLiteral("&Cancel"));
        REQUIRE(WindowFixture::click(close));
        QTRY_VERIFY_WITH_TIMEOUT(!fetch->isFetching(), 5000);
        QVERIFY(dialog->isVisible()); // cancelling the fetch is not closing the dialog
        status = WindowFixture::find<QLabel>(dialog, QStringLiteral("fetchStatus"))->text();
        saved = fetch->savedFile();
        QVERIFY(m_previews.isEmpty()); // an incomplete fetch is never imported unasked
        REQUIRE(WindowFixture::click(WindowFixture::find<QPushButton>(dialog, QStringLiteral("fetchImportButton"))));
    });
    REQUIRE(m_fx->trigger(QStringLiteral("fetchPricesAction")));
    QVERIFY2(status.contains(QStringLiteral("INCOMPLETE")) && status.contains(QStringLiteral("cancelled")),
             qPrintable(status));
    QVERIFY2(saved.contains(QStringLiteral("incomplete")), qPrintable(saved));
    QVERIFY2(status.contains(saved), qPrintable(status));
    QCOMPARE(m_previews, QStringList{QStringLiteral("priceImportPreview")});
    QCOMPARE(price(QStringLiteral("ecs.gn8is.2xlarge"), QStringLiteral("subscription-1m")).hourly, 7019.25 / 730);
    // The preview and the import saw the two prices fetched, no more.
    QCOMPARE(int(PriceFile::parseFile(saved, m_fx->session()->catalog()).rows.size()), 2);
}

void TestFetchPrices::theTimeLimitTypedStopsAHangingCall()
{
    qputenv("FAKE_ALIYUN_MODE", "slow");
    qputenv("FAKE_ALIYUN_FAIL_AFTER", "4"); // the fifth call hangs until it is stopped
    QString status;
    QElapsedTimer clock;
    m_fx->onNextDialog([&](QDialog *dialog) {
        REQUIRE(fillIn(dialog)); // a 20 s limit
        auto *fetch = qobject_cast<FetchPricesDialog *>(dialog);
        auto *limit = WindowFixture::find<QSpinBox>(dialog, QStringLiteral("fetchTimeoutSpin"));
        REQUIRE(limit);
        QCOMPARE(limit->value(), 20);
        // Typed as a user does: the field's text selected, "1" typed over it, Tab to leave.
        limit->setFocus();
        limit->selectAll();
        QTest::keyClicks(limit, QStringLiteral("1"));
        QTest::keyClick(limit, Qt::Key_Tab);
        QCOMPARE(limit->value(), 1);
        // Tab walks the form in the order it shows: the folder is the row below.
        QCOMPARE(QApplication::focusWidget(),
                 WindowFixture::find<QLineEdit>(dialog, QStringLiteral("fetchFolderEdit")));
        clock.start();
        REQUIRE(WindowFixture::click(WindowFixture::find<QPushButton>(dialog, QStringLiteral("fetchButton"))));
        QTRY_VERIFY_WITH_TIMEOUT(!fetch->isFetching(), 15000);
        status = WindowFixture::find<QLabel>(dialog, QStringLiteral("fetchStatus"))->text();
        REQUIRE(WindowFixture::click(WindowFixture::find<QPushButton>(dialog, QStringLiteral("fetchCloseButton"))));
    });
    REQUIRE(m_fx->trigger(QStringLiteral("fetchPricesAction")));
    QVERIFY2(status.contains(QStringLiteral("did not answer within 1 s")), qPrintable(status));
    // Stopped at the typed limit, not at the 20 s it started with.
    QVERIFY2(clock.elapsed() < 15000, qPrintable(QString::number(clock.elapsed())));
}

void TestFetchPrices::detailListsTheRegionsImportedPricesCover()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    auto *detailPanel = m_fx->find<QTextBrowser>(QStringLiteral("detailPanel"));
    REQUIRE(view && detailPanel);
    const Catalog &catalog = m_fx->session()->catalog();
    const QString best = m_fx->session()->recommendation().ranked.front().layout.instanceType;
    const QString ranking = m_fx->session()->recommendation().region;
    QStringList others;
    for (const Region &r : catalog.regions) {
        if (r.id != ranking && others.size() < 2)
            others << r.id;
    }
    REQUIRE(others.size() == 2);
    // Before: the row is priced in one region at most, and the detail says there is nothing to compare.
    REQUIRE(WindowFixture::clickRow(view, 0));
    QVERIFY2(!detailPanel->toPlainText().contains(others[0]), qPrintable(detailPanel->toPlainText()));
    // The second region far dearer than the first, so the order is known whatever the catalog's own price.
    const QString path = m_fx->filePath(QStringLiteral("regions.csv"));
    QVERIFY(writeAll(path,
                     QStringLiteral("instanceType,region,billing,price,currency,date,source\n"
                                    "%1,%2,payg,5.00,%4,2026-10-01,Partner quote\n"
                                    "%1,%3,payg,500.00,%4,2026-09-15,Partner quote\n")
                         .arg(best, others[0], others[1], catalog.currency)
                         .toUtf8()));
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("importPricesAction")));
    m_fx->session()->flush();
    QCoreApplication::processEvents();
    QCOMPARE(m_fx->session()->recommendation().ranked.front().layout.instanceType, best);
    REQUIRE(WindowFixture::clickRow(view, 0));
    const QString detail = detailPanel->toPlainText();
    const qsizetype heading = detail.indexOf(QStringLiteral("Cheapest regions"));
    const qsizetype cheap = detail.indexOf(QStringLiteral("(%1)").arg(others[0]), heading);
    const qsizetype dear = detail.indexOf(QStringLiteral("(%1)").arg(others[1]), heading);
    QVERIFY2(heading >= 0 && cheap > heading && dear > cheap, qPrintable(detail.mid(heading)));
    QVERIFY2(detail.indexOf(QStringLiteral("2026-10-01"), cheap) < dear, qPrintable(detail.mid(heading)));
    // A row below the compared ones says why it has no comparison rather than nothing.
    REQUIRE(view->model()->rowCount() > regionComparisonCount);
    REQUIRE(WindowFixture::clickRow(view, view->model()->rowCount() - 1));
    const QString lower = detailPanel->toPlainText();
    QVERIFY2(lower.contains(QStringLiteral("Regions are compared for the top 3 configurations")), qPrintable(lower));
}

QTEST_MAIN(TestFetchPrices)
#include "tst_fetchprices.moc"
