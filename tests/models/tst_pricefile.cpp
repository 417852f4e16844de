// SPDX-License-Identifier: Apache-2.0
// Price file import/export: row-by-row validation, all-or-nothing, preview, apply, undo, round trip.
#include "models/catalog/catalogloader.h"
#include "models/io/csvwriter.h"
#include "models/io/pricefile.h"
#include "models/io/safewrite.h"
#include "models/pricing/pricebook.h"
#include "tests/testutils.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>

using namespace Advisor;

class TestPriceFile : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    static QByteArray readAll(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        const CatalogLoadResult loaded = CatalogLoader::embedded();
        QVERIFY2(loaded.catalog, qPrintable(loaded.diagnostics.toStringList().join(QLatin1Char('\n'))));
        m_catalog = *loaded.catalog;
    }

    void badFileReportsEveryRowAndChangesNothing_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("expected");
        const auto expected =
            nlohmann::json::parse(readSourceFile(QStringLiteral("tests/data/prices/expected.json")).toStdString());
        QVERIFY(expected.size() >= 8);
        for (auto it = expected.begin(); it != expected.end(); ++it)
            QTest::newRow(it.key().c_str())
                << QString::fromStdString(it.key()) << QByteArray::fromStdString(it.value().dump());
    }

    void badFileReportsEveryRowAndChangesNothing()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, expected);
        const PriceImportResult result =
            PriceFile::parseFile(sourcePath(QStringLiteral("tests/data/prices/") + file), m_catalog);
        const QString all = result.messages().join(QLatin1Char('\n'));
        QVERIFY2(!result.ok(), qPrintable(all));
        QVERIFY2(result.rows.empty(), "a file with a bad row must yield no rows to apply");
        const auto messages = nlohmann::json::parse(expected.toStdString());
        QCOMPARE(result.issues.size(), qsizetype(messages.size()));
        for (const auto &m : messages) {
            const int row = m["row"].get<int>();
            const QString column = QString::fromStdString(m["column"].get<std::string>());
            const QString fragment = QString::fromStdString(m["contains"].get<std::string>());
            bool found = false;
            for (const PriceFileIssue &issue : result.issues)
                found = found || (issue.row == row && issue.column == column && issue.message.contains(fragment));
            QVERIFY2(found,
                     qPrintable(QStringLiteral("expected row %1 column \"%2\" \"%3\"; got:\n%4")
                                    .arg(row)
                                    .arg(column, fragment, all)));
        }
        // The message the user reads names the row and the column.
        if (messages.front()["row"].get<int>() > 0)
            QVERIFY(all.contains(QStringLiteral("row %1").arg(messages.front()["row"].get<int>())));
    }

    void blankLinesWithinTheByteLimitAreRefusedByRowCount()
    {
        // 4 MiB of line breaks is a legal size but 4 million rows (about 450 MB parsed); the row limit
        // refuses it before it is parsed into memory.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("blank.csv"));
        QVERIFY(writeAll(path,
                         PriceFile::header().join(QLatin1Char(',')).toUtf8() + "\n"
                             + QByteArray(PriceFile::maxFileBytes - 200, '\n')));
        const PriceImportResult result = PriceFile::parseFile(path, m_catalog);
        const QString all = result.messages().join(QLatin1Char('\n'));
        QVERIFY2(!result.ok(), qPrintable(all));
        QVERIFY(result.rows.empty());
        QVERIFY2(all.contains(QLocale().toString(qlonglong(PriceFile::maxRows))), qPrintable(all));

        QString error;
        QCOMPARE(CsvWriter::parse("a\nb\nc", &error, 3).size(), 3);
        QVERIFY(error.isEmpty());
        QVERIFY(CsvWriter::parse("a\nb\nc\n", &error, 2).isEmpty());
        QVERIFY(error.contains(QStringLiteral("2")));
    }

    void previewApplyAndUndo()
    {
        const PriceImportResult parsed =
            PriceFile::parseFile(sourcePath(QStringLiteral("tests/data/prices/valid-update.csv")), m_catalog);
        QVERIFY2(parsed.ok(), qPrintable(parsed.messages().join(QLatin1Char('\n'))));
        QCOMPARE(parsed.rows.size(), std::size_t(3));

        const std::vector<PriceChange> preview = PriceFile::preview(parsed.rows, m_catalog);
        QCOMPARE(preview.size(), std::size_t(3));
        QCOMPARE(toString(preview[0].kind), toString(PriceChange::Kind::Changed));
        QCOMPARE(preview[0].oldAmount.value_or(-1), 9.74);
        QCOMPARE(preview[0].newAmount, 9.50);
        QCOMPARE(preview[0].oldDate, QStringLiteral("2026-09-24"));
        QCOMPARE(preview[0].newDate, QStringLiteral("2026-10-01"));
        QCOMPARE(toString(preview[1].kind), toString(PriceChange::Kind::Added)); // no Beijing price in the catalog
        QVERIFY(!preview[1].oldAmount);
        QCOMPARE(toString(preview[2].kind), toString(PriceChange::Kind::Changed));
        QCOMPARE(preview[2].newSource, QStringLiteral("Sales quote, ref 42"));

        const QByteArray before = PriceFile::exportCsv(m_catalog);
        const PriceApplyResult applied =
            PriceFile::apply(parsed.rows, m_catalog, QStringLiteral("/tmp/valid-update.csv"));
        QCOMPARE(applied.catalog.prices.size(), m_catalog.prices.size() + 1);
        QCOMPARE(applied.catalog.priceDate, QStringLiteral("2026-10-01"));
        // The original catalog is untouched: apply works on a copy.
        QCOMPARE(PriceFile::exportCsv(m_catalog), before);

        // Imported prices carry their own date and source, and the price book uses them.
        const PriceBook book(applied.catalog);
        const ResolvedPrice shanghai =
            book.payg(QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("cn-shanghai"));
        QCOMPARE(toString(shanghai.origin), toString(PriceOrigin::Listed));
        QCOMPARE(shanghai.hourly, 9.50);
        QCOMPARE(shanghai.date, QStringLiteral("2026-10-01"));
        QVERIFY(shanghai.source.startsWith(QStringLiteral("IMPORT-2026-10-01")));
        const SourceRef source = applied.catalog.sources.value(shanghai.source);
        QCOMPARE(source.date, QStringLiteral("2026-10-01"));
        QVERIFY(source.title.contains(QStringLiteral("Console quote 2026-10-01")));
        QVERIFY(source.title.contains(QStringLiteral("valid-update.csv")));
        const ResolvedPrice beijing = book.payg(QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("cn-beijing"));
        QCOMPARE(beijing.hourly, 9.80);
        QCOMPARE(beijing.region, QStringLiteral("cn-beijing"));

        // Undo gives back exactly the previous price table, price date and sources.
        const Catalog restored = PriceFile::undo(applied.catalog, applied.undo);
        QCOMPARE(PriceFile::exportCsv(restored), before);
        QCOMPARE(restored.priceDate, m_catalog.priceDate);
        QCOMPARE(restored.sources.size(), m_catalog.sources.size());
        QCOMPARE(
            PriceBook(restored).payg(QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("cn-shanghai")).hourly,
            9.74);
    }

    void exportedTableImportsUnchanged()
    {
        const QByteArray csv = PriceFile::exportCsv(m_catalog, true);
        QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
        const QList<QStringList> rows = CsvWriter::parse(csv);
        QCOMPARE(rows.value(0), PriceFile::header());
        QCOMPARE(rows.size(), qsizetype(m_catalog.prices.size()) + 1);
        const PriceImportResult parsed = PriceFile::parse(csv, m_catalog);
        QVERIFY2(parsed.ok(), qPrintable(parsed.messages().join(QLatin1Char('\n'))));
        for (const PriceChange &change : PriceFile::preview(parsed.rows, m_catalog))
            QCOMPARE(toString(change.kind), toString(PriceChange::Kind::Unchanged));
    }

    void formulaLikeSourceSurvivesRoundTrip()
    {
        const QString evil = QStringLiteral("=HYPERLINK(\"http://x\",\"y\")");
        const QByteArray in =
            "instanceType,region,billing,price,currency,date,source\r\n"
            "ecs.gn7i-c8g1.2xlarge,cn-shanghai,payg,9.5,CNY,2026-10-01,\"=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"\r\n";
        const PriceImportResult parsed = PriceFile::parse(in, m_catalog);
        QVERIFY2(parsed.ok(), qPrintable(parsed.messages().join(QLatin1Char('\n'))));
        Catalog updated = PriceFile::apply(parsed.rows, m_catalog).catalog;
        // Exported with the source key, whose title holds the text; force the text itself into a cell.
        for (PriceRecord &p : updated.prices)
            if (p.date == QLatin1String("2026-10-01"))
                p.source = evil;
        const QByteArray out = PriceFile::exportCsv(updated);
        QVERIFY(!out.contains("\r\necs.gn7i-c8g1.2xlarge,cn-shanghai,payg,9.5,CNY,2026-10-01,=")); // neutralised
        QVERIFY(out.contains("'=HYPERLINK"));
        const PriceImportResult again = PriceFile::parse(out, m_catalog);
        bool found = false;
        for (const PriceFileRow &row : again.rows)
            found = found || row.source == evil;
        QVERIFY2(found, "the quote mark added on export is taken off on import");
    }

    void exportIntoImpossibleFolderKeepsNothingHalfWritten()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString notAFolder = dir.filePath(QStringLiteral("plain-file"));
        {
            QFile f(notAFolder);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("I am a file");
        }
        QString error;
        QVERIFY(!PriceFile::exportToFile(m_catalog, notAFolder + QStringLiteral("/prices.csv"), false, &error));
        QVERIFY2(error.contains(QStringLiteral("not a folder")), qPrintable(error));
        QCOMPARE(readAll(notAFolder), QByteArray("I am a file"));
    }

    void fullDiskLeavesOldFileIntact()
    {
        // Root ignores permissions, so simulate a full disk with a file-size limit: writes past it fail.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("prices.csv"));
        QVERIFY(SafeWrite::write(path, "old,content\r\n"));
        struct rlimit old
        { };
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
        const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit small = old;
        small.rlim_cur = 4096;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        QString error;
        const bool ok = SafeWrite::write(path, QByteArray(200 * 1024, 'x'), &error);
        setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, previousHandler);
        QVERIFY(!ok);
        QVERIFY2(error.contains(QStringLiteral("unchanged")), qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("old,content\r\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1); // no temporary file left behind
    }

    void procIsNotWritable()
    {
        QString error;
        QVERIFY(!SafeWrite::write(QStringLiteral("/proc/gpuadvisor-prices.csv"), "x", &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(QStringLiteral("/proc/gpuadvisor-prices.csv")));
    }

    void spotRowsImportWithTheirInterruptionBand()
    {
        // gn8is is sold as spot (its quota is listed); gn7i-c8g1.2xlarge gets no spot row.
        const QByteArray csv = "instanceType,region,billing,price,currency,date,source,interruption\n"
                               "ecs.gn8is.2xlarge,cn-hangzhou,payg,14.63,CNY,2026-11-30,Alibaba DescribePrice API,\n"
                               "ecs.gn8is.2xlarge,cn-hangzhou,spot,3.6575,CNY,2026-11-30,"
                               "\"Alibaba DescribeSpotAdvice API, 30-day average, cn-hangzhou-i\",0-3%\n"
                               "ecs.gn7i-c8g1.2xlarge,cn-hangzhou,payg,9.5,CNY,2026-11-30,Alibaba DescribePrice API,\n";
        const PriceImportResult parsed = PriceFile::parse(csv, m_catalog);
        QVERIFY2(parsed.ok(), qPrintable(parsed.messages().join(QLatin1Char('\n'))));
        QCOMPARE(parsed.rows.at(1).interruption, QStringLiteral("0-3%"));
        const Catalog updated = PriceFile::apply(parsed.rows, m_catalog).catalog;
        const PriceBook book(updated);
        const ResolvedPrice spot =
            book.price(QStringLiteral("ecs.gn8is.2xlarge"), QStringLiteral("spot"), QStringLiteral("cn-hangzhou"));
        QVERIFY(spot.origin == PriceOrigin::Listed);
        QCOMPARE(spot.hourly, 3.6575); // per hour, not divided as a monthly price would be
        QCOMPARE(spot.interruption, QStringLiteral("0-3%"));
        QVERIFY(spot.ratios.isEmpty());
        const QString basis = PriceText::basis(spot, &updated);
        QVERIFY2(basis.contains(QStringLiteral("30-day average")) && basis.contains(QStringLiteral("0-3%")),
                 qPrintable(basis));
        // Without a spot row, spot is still PAYG times the catalog's unverified ratio.
        const ResolvedPrice derived =
            book.price(QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("spot"), QStringLiteral("cn-hangzhou"));
        QVERIFY(derived.origin == PriceOrigin::Derived);
        QCOMPARE(derived.ratios.size(), 1);
        QVERIFY(!derived.ratios.first().verified);
        QVERIFY(derived.interruption.isEmpty());
        // The band survives export and import.
        const QByteArray exported = PriceFile::exportCsv(updated);
        QVERIFY(exported.startsWith("instanceType,region,billing,price,currency,date,source,interruption"));
        const PriceImportResult again = PriceFile::parse(exported, updated);
        QVERIFY2(again.ok(), qPrintable(again.messages().join(QLatin1Char('\n'))));
        const std::vector<PriceChange> changes = PriceFile::preview(again.rows, updated);
        QVERIFY(std::all_of(changes.begin(), changes.end(),
                            [](const PriceChange &c) { return c.kind == PriceChange::Kind::Unchanged; }));
    }

    void aBadInterruptionBandIsNamedWithItsRow()
    {
        const QByteArray csv = "instanceType,region,billing,price,currency,date,source,interruption\n"
                               "ecs.gn8is.2xlarge,cn-hangzhou,spot,3.5,CNY,2026-11-30,quote,often\n"
                               "ecs.gn8is.2xlarge,cn-hangzhou,payg,14.63,CNY,2026-11-30,quote,0-3%\n";
        const PriceImportResult parsed = PriceFile::parse(csv, m_catalog);
        QVERIFY(!parsed.ok());
        const QStringList messages = parsed.messages();
        QCOMPARE(messages.size(), 2);
        QVERIFY2(messages.at(0).startsWith(QStringLiteral("row 2, column interruption")), qPrintable(messages.at(0)));
        QVERIFY2(messages.at(0).contains(QStringLiteral("\"often\"")), qPrintable(messages.at(0)));
        QVERIFY2(messages.at(1).contains(QStringLiteral("only spot rows")), qPrintable(messages.at(1)));
    }

    void whichRowsAFileMayHoldIsCatalogData()
    {
        // A catalog whose own "preemptible" is listed per month and may be reclaimed, and whose "spot" may not.
        Catalog catalog = m_catalog;
        BillingModel preemptible = *catalog.billingModel(QStringLiteral("spot"));
        preemptible.id = QStringLiteral("preemptible");
        preemptible.listedPriceUnit = PriceUnit::Month;
        catalog.billingModels.push_back(preemptible);
        for (BillingModel &b : catalog.billingModels) {
            if (b.id == QLatin1String("spot"))
                b.interruptible = false;
        }
        const QByteArray csv = "instanceType,region,billing,price,currency,date,source,interruption\n"
                               "ecs.gn8is.2xlarge,cn-hangzhou,preemptible,2000,CNY,2026-11-30,quote,0-3%\n"
                               "ecs.gn8is.2xlarge,cn-hangzhou,spot,3.5,CNY,2026-11-30,quote,0-3%\n"
                               "ecs.gn8is.2xlarge,cn-hangzhou,subscription-1y,3000,CNY,2026-11-30,quote,\n";
        const QStringList messages = PriceFile::parse(csv, catalog).messages();
        QCOMPARE(messages.size(), 2);
        QCOMPARE(messages.at(0),
                 QStringLiteral("row 3, column interruption: only preemptible rows have an "
                                "interruption rate"));
        QCOMPARE(messages.at(1),
                 QStringLiteral("row 4, column billing: expected payg (price per hour), spot (price "
                                "per hour), subscription-1m (price per month) or preemptible (30-day "
                                "average price per month), found \"subscription-1y\""));

        // Its rows are read in its unit: 2000 a month is within the believable range and stays a month's price.
        const PriceImportResult parsed =
            PriceFile::parse("instanceType,region,billing,price,currency,date,source,interruption\n"
                             "ecs.gn8is.2xlarge,cn-hangzhou,preemptible,2000,CNY,2026-11-30,quote,0-3%\n",
                             catalog);
        QVERIFY2(parsed.ok(), qPrintable(parsed.messages().join(QLatin1Char('\n'))));
        const Catalog applied = PriceFile::apply(parsed.rows, catalog).catalog;
        QCOMPARE(applied.prices.back().billing, QStringLiteral("preemptible"));
        QVERIFY(applied.prices.back().unit == PriceUnit::Month);
        QCOMPARE(applied.prices.back().interruption, QStringLiteral("0-3%"));
    }

    void pricesOutsideBelievableBoundsAndAmbiguousSeparatorsAreRefused_data()
    {
        QTest::addColumn<QString>("price");
        QTest::addColumn<QString>("message");
        // A thousands separator or a decimal comma is never guessed at: 9500 or 9.5?
        QTest::newRow("9,500") << QStringLiteral("\"9,500\"") << QStringLiteral("is ambiguous");
        QTest::newRow("9,5") << QStringLiteral("\"9,5\"") << QStringLiteral("is ambiguous");
        // Too small to be a GPU-hour: it would rank first at 0.00.
        QTest::newRow("1e-320") << QStringLiteral("1e-320") << QStringLiteral("below 0.01 per GPU and hour");
        QTest::newRow("0.001 for an 8-GPU hour") << QStringLiteral("0.001") << QStringLiteral("below 0.01");
        QTest::newRow("99,999,999") << QStringLiteral("\"99,999,999\"") << QStringLiteral("is ambiguous");
        QTest::newRow("99999999") << QStringLiteral("99999999") << QStringLiteral("not a believable price for one");
    }

    void pricesOutsideBelievableBoundsAndAmbiguousSeparatorsAreRefused()
    {
        QFETCH(QString, price);
        QFETCH(QString, message);
        const QByteArray csv = "instanceType,region,billing,price,currency,date,source\n"
                               "ecs.gn8is-8x.32xlarge,cn-hangzhou,payg,"
            + price.toUtf8() + ",CNY,2026-11-30,quote\n";
        QVERIFY(m_catalog.instanceType(QStringLiteral("ecs.gn8is-8x.32xlarge")));
        const PriceImportResult parsed = PriceFile::parse(csv, m_catalog);
        QVERIFY(!parsed.ok());
        QVERIFY(parsed.rows.empty());
        const QString all = parsed.messages().join(QLatin1Char('\n'));
        QVERIFY2(all.contains(message), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("column price")), qPrintable(all));
    }

    void utf16PriceFilesAreNamed_data()
    {
        QTest::addColumn<bool>("bigEndian");
        QTest::addColumn<bool>("mark");
        QTest::newRow("PowerShell >, little-endian with a mark") << false << true;
        QTest::newRow("big-endian with a mark") << true << true;
        QTest::newRow("without a mark") << false << false;
    }

    void utf16PriceFilesAreNamed()
    {
        QFETCH(bool, bigEndian);
        QFETCH(bool, mark);
        const QByteArray utf8 = "instanceType,region,billing,price,currency,date,source\n"
                                "ecs.gn8is.2xlarge,cn-hangzhou,payg,14.63,CNY,2026-11-30,quote\n";
        QVERIFY(PriceFile::parse(utf8, m_catalog).ok()); // the same file as UTF-8 is a good one
        QByteArray wide;
        if (mark)
            wide += bigEndian ? QByteArray("\xFE\xFF") : QByteArray("\xFF\xFE");
        for (const char c : utf8)
            wide.append(bigEndian ? '\0' : c).append(bigEndian ? c : '\0');
        const PriceImportResult parsed = PriceFile::parse(wide, m_catalog);
        QCOMPARE(parsed.issues.size(), 1);
        const QString message = parsed.issues.front().toString();
        QVERIFY2(message.contains(QStringLiteral("UTF-16 text; save it as UTF-8 (PowerShell: Out-File -Encoding utf8")),
                 qPrintable(message));
    }

    void otherSeparatorsAreNamedNotGuessed_data()
    {
        QTest::addColumn<QString>("separator");
        QTest::addColumn<QString>("named");
        // A spreadsheet in a locale with a decimal comma saves ";"; a table copied as text has tabs.
        QTest::newRow(";") << QStringLiteral(";") << QStringLiteral("\";\"");
        QTest::newRow("tab") << QStringLiteral("\t") << QStringLiteral("tabs");
    }

    void otherSeparatorsAreNamedNotGuessed()
    {
        QFETCH(QString, separator);
        QFETCH(QString, named);
        const QString header = PriceFile::header().join(separator);
        const QString row = QStringList{QStringLiteral("ecs.gn8is.2xlarge"),
                                        QStringLiteral("cn-hangzhou"),
                                        QStringLiteral("payg"),
                                        QStringLiteral("14.63"),
                                        QStringLiteral("CNY"),
                                        QStringLiteral("2026-11-30"),
                                        QStringLiteral("quote")}
                                .join(separator);
        const PriceImportResult parsed = PriceFile::parse((header + u'\n' + row + u'\n').toUtf8(), m_catalog);
        QVERIFY(parsed.rows.empty());
        // One message that says what is wrong, not one unknown column and seven missing ones.
        QCOMPARE(parsed.issues.size(), 1);
        const QString message = parsed.issues.front().toString();
        QVERIFY2(message.startsWith(QStringLiteral("row 1: columns are separated by %1; use \",\"").arg(named)),
                 qPrintable(message));
        QVERIFY2(message.contains(header), qPrintable(message));
        // The separator inside a cell of a comma-separated file is just text.
        const QByteArray commas = "instanceType,region,billing,price,currency,date,source\n"
                                  "ecs.gn8is.2xlarge,cn-hangzhou,payg,14.63,CNY,2026-11-30,quote"
            + separator.toUtf8() + "phone\n";
        QVERIFY2(PriceFile::parse(commas, m_catalog).ok(),
                 qPrintable(PriceFile::parse(commas, m_catalog).messages().join(u'\n')));
    }

    void theLowestBelievablePriceIsPerGpu()
    {
        // 0.05 CNY an hour is below the floor for eight GPUs, not for one.
        const auto parse = [&](const char *type) {
            const QByteArray csv = QByteArray("instanceType,region,billing,price,currency,date,source\n") + type
                + ",cn-hangzhou,payg,0.05,CNY,2026-11-30,quote\n";
            return PriceFile::parse(csv, m_catalog);
        };
        QVERIFY(!parse("ecs.gn8is-8x.32xlarge").ok());
        QVERIFY2(parse("ecs.gn8is.2xlarge").ok(),
                 qPrintable(parse("ecs.gn8is.2xlarge").messages().join(QLatin1Char('\n'))));
    }

    void aQuoteRowIsTheUsersQuoteBesideTheListPrice()
    {
        // Issue 46: a partner's quote in a price file is the user's quote, as one entered with --quote. It
        // stands beside the list price, which the billing ratios keep scaling.
        const QString type = QStringLiteral("ecs.gn7i-c8g1.2xlarge");
        const QString region = QStringLiteral("cn-shanghai");
        const QByteArray csv = "instanceType,region,billing,price,currency,date,source,origin\n"
                               "ecs.gn7i-c8g1.2xlarge,cn-shanghai,payg,8.00,CNY,2026-11-01,Partner A quote,quote\n"
                               "ecs.gn8is.2xlarge,cn-shanghai,payg,14.00,CNY,2026-11-01,console,List\n";
        const PriceImportResult parsed = PriceFile::parse(csv, m_catalog);
        QVERIFY2(parsed.ok(), qPrintable(parsed.messages().join(u'\n')));
        QCOMPARE(parsed.rows.size(), std::size_t(2));
        QVERIFY(parsed.rows[0].quote);
        QVERIFY(!parsed.rows[1].quote);
        const PriceApplyResult applied = PriceFile::apply(parsed.rows, m_catalog);
        // The quote is new beside the list price of 9.74; the list row replaces the catalog's.
        QVERIFY(applied.changes[0].kind == PriceChange::Kind::Added);
        QVERIFY(applied.changes[1].kind == PriceChange::Kind::Changed);
        QCOMPARE(applied.catalog.prices.size(), m_catalog.prices.size() + 1);
        const PriceBook before(m_catalog);
        const PriceBook after(applied.catalog);
        const ResolvedPrice quoted = after.price(type, QStringLiteral("payg"), region);
        QVERIFY(quoted.isQuote());
        QCOMPARE(quoted.hourly, 8.0);
        QCOMPARE(quoted.date, QStringLiteral("2026-11-01"));
        QCOMPARE(PriceText::basis(quoted, &applied.catalog), QStringLiteral("your quote, entered 2026-11-01"));
        const ResolvedPrice listed = after.price(QStringLiteral("ecs.gn8is.2xlarge"), QStringLiteral("payg"), region);
        QVERIFY(listed.origin == PriceOrigin::Listed);
        QCOMPARE(listed.hourly, 14.0);
        // Spot is the list price times its ratio, as before the import: never a ratio of the offer.
        const ResolvedPrice spotBefore = before.price(type, QStringLiteral("spot"), region);
        const ResolvedPrice spotAfter = after.price(type, QStringLiteral("spot"), region);
        QVERIFY(spotBefore.available());
        QVERIFY(!spotAfter.isQuote());
        QCOMPARE(spotAfter.hourly, spotBefore.hourly);
        // Exported, the quote keeps its origin, and the file imports back to the same prices.
        const QByteArray exported = PriceFile::exportCsv(applied.catalog);
        QVERIFY2(exported.left(exported.indexOf('\n')).contains(",origin"), exported.left(200).constData());
        const PriceImportResult again = PriceFile::parse(exported, applied.catalog);
        QVERIFY2(again.ok(), qPrintable(again.messages().join(u'\n')));
        const auto quotes =
            std::count_if(again.rows.begin(), again.rows.end(), [](const PriceFileRow &r) { return r.quote; });
        QCOMPARE(quotes, 1);
        for (const PriceChange &change : PriceFile::preview(again.rows, applied.catalog))
            QVERIFY(change.kind == PriceChange::Kind::Unchanged);
    }

    void anUnknownOriginIsRefusedNamingFileRowAndColumn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("partner.csv"));
        QVERIFY(SafeWrite::write(path,
                                 "instanceType,region,billing,price,currency,date,source,origin\n"
                                 "ecs.gn8is.2xlarge,cn-shanghai,payg,14.00,CNY,2026-11-01,console,list\n"
                                 "ecs.gn7i-c8g1.2xlarge,cn-shanghai,payg,8.00,CNY,2026-11-01,Partner A,offer\n",
                                 nullptr));
        const PriceOverlayResult overlay = PriceFile::overlay(m_catalog, {path});
        QVERIFY(!overlay.catalog); // nothing imported, not even the good row
        QCOMPARE(overlay.problems,
                 QStringList({PriceFile::notImportedMessage(path),
                              path
                                  + QStringLiteral(": row 3, column origin: expected list (a list price you looked "
                                                   "up) or quote (a price offered to this customer), found "
                                                   "\"offer\"")}));
    }

    void aFileWithoutTheOriginColumnListsAsBefore()
    {
        const QByteArray csv = "instanceType,region,billing,price,currency,date,source\n"
                               "ecs.gn7i-c8g1.2xlarge,cn-shanghai,payg,8.00,CNY,2026-11-01,Partner A quote\n";
        const PriceImportResult parsed = PriceFile::parse(csv, m_catalog);
        QVERIFY2(parsed.ok(), qPrintable(parsed.messages().join(u'\n')));
        QVERIFY(!parsed.rows.front().quote);
        const PriceApplyResult applied = PriceFile::apply(parsed.rows, m_catalog);
        QVERIFY(applied.changes.front().kind == PriceChange::Kind::Changed); // replaces the catalog's price
        QCOMPARE(applied.catalog.prices.size(), m_catalog.prices.size());
        const ResolvedPrice price =
            PriceBook(applied.catalog)
                .price(QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("payg"), QStringLiteral("cn-shanghai"));
        QVERIFY(price.origin == PriceOrigin::Listed);
        QCOMPARE(price.hourly, 8.0);
        // Nor does its export grow an origin column.
        QVERIFY(!PriceFile::exportCsv(applied.catalog).contains("origin"));
    }
};

QTEST_GUILESS_MAIN(TestPriceFile)
#include "tst_pricefile.moc"
