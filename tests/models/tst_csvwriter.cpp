// SPDX-License-Identifier: Apache-2.0
#include "models/io/csvwriter.h"

#include <QTest>

using namespace Advisor;

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
};

QTEST_GUILESS_MAIN(TestCsvWriter)
#include "tst_csvwriter.moc"
