#include "app/cli/cli.h"
#include "tests/testutils.h"

#include <nlohmann/json.hpp>

#include <QTest>

using namespace Advisor;

namespace {
struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run runCli(const QStringList &args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = Cli::run(QStringList{QStringLiteral("gpu-advisor")} + args, out, err);
    out.flush();
    err.flush();
    return r;
}
} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void helpAndVersion()
    {
        const Run help = runCli({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains(QStringLiteral("catalog validate")));
        const Run version = runCli({QStringLiteral("--version")});
        QCOMPARE(version.code, 0);
        QVERIFY(version.out.startsWith(QStringLiteral("gpu-advisor ")));
    }

    void validateAcceptsTheShippedCatalog()
    {
        const Run r = runCli({QStringLiteral("catalog"), QStringLiteral("validate"), sourcePath(QStringLiteral("catalog/catalog.json"))});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        QVERIFY(r.out.contains(QStringLiteral("valid")));
    }

    void validateReportsEveryProblemOnStderr()
    {
        const Run r = runCli({QStringLiteral("catalog"), QStringLiteral("validate"),
                              sourcePath(QStringLiteral("tests/data/catalog/bad-unknown-family.json"))});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("/instanceTypes/1/family")));
        QVERIFY(r.out.isEmpty());
    }

    void listPrintsTheWholeCatalog_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("table") << "table";
        QTest::newRow("csv") << "csv";
        QTest::newRow("json") << "json";
    }

    void listPrintsTheWholeCatalog()
    {
        QFETCH(QString, format);
        const Run r = runCli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--format"), format});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("ecs.gn7i-c8g1.2xlarge")));
        QVERIFY(r.out.contains(QStringLiteral("ecs.ebmgn8v.48xlarge")));
        if (format == QLatin1String("json")) {
            const auto doc = nlohmann::json::parse(r.out.toStdString());
            QVERIFY(doc["instanceTypes"].size() >= 95);
            QCOMPARE(doc["catalog"]["currency"].get<std::string>(), std::string("CNY"));
        }
    }

    void badUsageExitsTwo()
    {
        QCOMPARE(runCli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("xml")}).code, 2);
        QCOMPARE(runCli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--bogus")}).code, 2);
        QCOMPARE(runCli({QStringLiteral("frobnicate")}).code, 2);
        const Run missing = runCli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--catalog"),
                                    QStringLiteral("/nonexistent.json")});
        QCOMPARE(missing.code, 1);
        QVERIFY(missing.err.contains(QStringLiteral("not found")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
