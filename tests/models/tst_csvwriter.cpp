// SPDX-License-Identifier: Apache-2.0
#include "models/io/csvwriter.h"

#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/itemmodels/displaytext.h"
#include "models/report/reportdata.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"
#include "models/text/moneyformatter.h"
#include "tests/testutils.h"

#include <cmath>

#include <QTest>

using namespace Advisor;

namespace {
/** A number written to the cent, as the CSV rounds it. */
QString cents(double value)
{
    return QString::number(value, 'f', 2);
}
} // namespace

class TestCsvWriter : public QObject
{
    Q_OBJECT

private slots:
    void quotingFollowsRfc4180()
    {
        const QByteArray csv = CsvWriter::toCsv({{QStringLiteral("a,b"), QStringLiteral("say \"hi\""),
                                                  QStringLiteral("line\nbreak"), QStringLiteral("plain")}});
        QCOMPARE(csv, QByteArray("\"a,b\",\"say \"\"hi\"\"\",\"line\nbreak\",plain\r\n"));
    }

    void injectionPrefixesAreNeutralised_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::newRow("equals") << "=1+1";
        QTest::newRow("plus") << "+cmd";
        QTest::newRow("minus") << "-2+3";
        QTest::newRow("at") << "@SUM(A1)";
        QTest::newRow("tab") << "\tx";
        QTest::newRow("carriage return") << "\rx";
    }

    void injectionPrefixesAreNeutralised()
    {
        QFETCH(QString, cell);
        const QString written = CsvWriter::escapeCell(cell);
        const QString unquoted = written.startsWith(QLatin1Char('"')) ? written.mid(1) : written;
        QVERIFY2(unquoted.startsWith(QLatin1Char('\'')), qPrintable(written));
    }

    void negativeNumbersStayNumbers()
    {
        QCOMPARE(CsvWriter::escapeCell(QStringLiteral("-12.5")), QStringLiteral("-12.5"));
    }

    void byteOrderMarkIsOptional()
    {
        CsvWriter::Options withBom;
        withBom.byteOrderMark = true;
        QVERIFY(CsvWriter::toCsv({{QStringLiteral("中文")}}, withBom).startsWith("\xEF\xBB\xBF"));
        QVERIFY(!CsvWriter::toCsv({{QStringLiteral("中文")}}).startsWith("\xEF\xBB\xBF"));
    }

    void roundTrip()
    {
        const QList<QStringList> rows{{QStringLiteral("实例"), QStringLiteral("a,\"b\"")},
                                      {QStringLiteral("x\r\ny"), QString()},
                                      {QStringLiteral("9.74"), QStringLiteral("-1")}};
        CsvWriter::Options options;
        options.byteOrderMark = true;
        QCOMPARE(CsvWriter::parse(CsvWriter::toCsv(rows, options)), rows);
    }

    void leadingZeroWidthNoBreakSpaceSurvives()
    {
        // U+FEFF at the start of the first cell is data, not the file's byte order mark.
        const QList<QStringList> rows{{QString(QChar(0xFEFF)) + QStringLiteral("gn7i"), QStringLiteral("x")}};
        for (const bool bom : {false, true}) {
            CsvWriter::Options options;
            options.byteOrderMark = bom;
            QCOMPARE(CsvWriter::parse(CsvWriter::toCsv(rows, options)), rows);
        }
    }

    void unterminatedQuoteIsAnError()
    {
        QString error;
        QVERIFY(CsvWriter::parse("a,\"b\n", &error).isEmpty());
        QVERIFY(!error.isEmpty());
    }

    /**
     * The results CSV carries each cost's band after the columns it had, so a reader of those by position
     * reads the same ones: the cost's band as every surface shows it, then each billing's.
     */
    void theResultsCsvAppendsTheCostBands()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const Catalog catalog = *CatalogLoader::embedded().catalog;
        const ModelPresetLibrary presets = *PresetLoader::embedded().library;
        const ScenarioLoadResult loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        const Recommendation r = SizingEngine(catalog, presets).recommend(*loaded.scenario);
        QVERIFY(!r.ranked.empty());
        const ReportTable table =
            ReportTable::defaultView(r, nullptr, catalog, MoneyFormatter(catalog.currency, catalog.currency, 1), true);
        const QList<QStringList> rows = CsvWriter::parse(table.toCsv(false));
        QVERIFY(rows.size() >= 2);
        const QStringList &header = rows.first();
        const qsizetype source = header.indexOf(QStringLiteral("Price source"));
        const qsizetype point = header.indexOf(QStringLiteral("Job cost (CNY)"));
        const qsizetype low = header.indexOf(QStringLiteral("Job cost, low end (CNY)"));
        const qsizetype high = header.indexOf(QStringLiteral("Job cost, high end (CNY)"));
        const QString spotName = DisplayText::billingName(QStringLiteral("spot"), &catalog);
        const qsizetype spotLow = header.indexOf(spotName + QStringLiteral(", low end of the price (CNY per job)"));
        const qsizetype spotHigh = header.indexOf(spotName + QStringLiteral(", high end of the price (CNY per job)"));
        QVERIFY2(source >= 0 && point >= 0 && spotLow >= 0 && spotHigh >= 0, qPrintable(header.join(QLatin1Char('|'))));
        // Appended: the band columns follow the provenance, which ended the row before.
        QCOMPARE(low, source + 1);
        QCOMPARE(high, source + 2);
        QVERIFY(spotLow > high && spotHigh == spotLow + 1);
        const Configuration &best = r.ranked.front();
        const QStringList &first = rows.at(1);
        QCOMPARE(first.value(1), best.layout.instanceType);
        QCOMPARE(first.value(point), cents(best.pricing.jobCost));
        QCOMPARE(first.value(low), cents(best.pricing.jobCostBand.low));
        QCOMPARE(first.value(high), cents(best.pricing.jobCostBand.high));
        QVERIFY(first.value(low).toDouble() < first.value(point).toDouble());
        QVERIFY(first.value(high).toDouble() > first.value(point).toDouble());
        // Each billing's band: its price's ends over the hours billed, as the report's cost lines show it.
        const BillingCost *spot = best.cost(QStringLiteral("spot"));
        QVERIFY(spot && spot->available());
        const double hours = spot->total / spot->hourly;
        QCOMPARE(first.value(spotLow), cents(spot->hourlyLow * hours));
        QCOMPARE(first.value(spotHigh), cents(spot->hourlyHigh * hours));
        // Every row has as many cells as the header.
        for (const QStringList &row : rows)
            QCOMPARE(row.size(), header.size());
    }
};

QTEST_GUILESS_MAIN(TestCsvWriter)
#include "tst_csvwriter.moc"
