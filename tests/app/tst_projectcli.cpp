// SPDX-License-Identifier: Apache-2.0
// The timeline and what-if commands, and the timeline carried in the estimate and recommend JSON.
#include "tests/clirun.h"
#include "tests/testutils.h"

#include <nlohmann/json.hpp>

#include <QTemporaryDir>
#include <QTest>

class TestProjectCli : public QObject
{
    Q_OBJECT

    static QString example(const char *file)
    {
        return sourcePath(QStringLiteral("resources/scenarios/") + QLatin1String(file));
    }

private slots:
    void timelineJsonAddsUp()
    {
        const CliRun r = runCli(
            {QStringLiteral("timeline"), example("finetune-then-serve-7b.gpuadvisor.json"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const auto doc = nlohmann::json::parse(r.out.toStdString());
        const auto &t = doc.at("timeline");
        QCOMPARE(t.at("months").get<int>(), 13);
        double cheapest = -1;
        for (const auto &line : t.at("billing")) {
            double sum = 0;
            for (const auto &v : line.at("monthly"))
                sum += v.get<double>();
            // Total = the sum of the months = the cumulative line's end.
            QVERIFY(std::abs(sum - line.at("total").get<double>()) < 1e-6 * std::max(1.0, sum));
            QVERIFY(std::abs(line.at("cumulative").back().get<double>() - sum) < 1e-6 * std::max(1.0, sum));
            if (cheapest < 0 || sum < cheapest)
                cheapest = sum;
        }
        QCOMPARE(t.at("projectTotal").get<double>(), cheapest);
        QVERIFY(!t.at("breakEven").empty());
        // Training by the hour and serving on a commitment together cost less than any one billing model.
        QVERIFY(t.at("cheapestPerPhase").at("total").get<double>() <= cheapest);
    }

    void timelineTableAndMonths()
    {
        const CliRun r =
            runCli({QStringLiteral("timeline"), QStringLiteral("--scenario"), example("serve-bert-api.gpuadvisor.json"),
                    QStringLiteral("--months"), QStringLiteral("6")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("Serving, months 1–6")));
        QVERIFY(r.out.contains(QStringLiteral("730 hours")));
    }

    void timelineSaysWhatItCostsAndWhenItCannot()
    {
        // The recommended desktop slice has no price: the timeline names the priced type it costs instead.
        const QStringList args{QStringLiteral("timeline"), example("cloud-gaming.gpuadvisor.json"),
                               QStringLiteral("--months"), QStringLiteral("3")};
        CliRun r = runCli(args + QStringList{QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        auto t = nlohmann::json::parse(r.out.toStdString()).at("timeline");
        const auto &costed = t.at("costedOn").at(0);
        QVERIFY(costed.at("instanceType").is_string());
        QVERIFY(costed.at("unpricedRecommendation").is_string());
        QVERIFY(t.at("projectTotal").get<double>() > 0);
        QCOMPARE(t.at("notes").size(), std::size_t(1));
        r = runCli(args);
        QVERIFY2(r.out.contains(QString::fromStdString(costed.at("instanceType").get<std::string>()))
                     && r.out.contains(QStringLiteral("Cost by month")),
                 qPrintable(r.out));

        // A catalog without prices: no table of zeros, no total, and a sentence saying why.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto catalog = nlohmann::json::parse(readAll(sourcePath(QStringLiteral("catalog/catalog.json"))).toStdString());
        catalog["prices"] = nlohmann::json::array();
        const QString unpriced = dir.filePath(QStringLiteral("unpriced.json"));
        QVERIFY(writeAll(unpriced, QByteArray::fromStdString(catalog.dump())));
        const QStringList withCatalog = args + QStringList{QStringLiteral("--catalog"), unpriced};
        r = runCli(withCatalog);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("cannot be costed")) && !r.out.contains(QStringLiteral("Cost by month"))
                     && !r.out.contains(QStringLiteral("Project total")),
                 qPrintable(r.out));
        r = runCli(withCatalog + QStringList{QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        t = nlohmann::json::parse(r.out.toStdString()).at("timeline");
        QVERIFY(t.at("billing").empty());
        QVERIFY(t.at("projectTotal").is_null());
        QVERIFY(t.at("costedOn").at(0).at("instanceType").is_null());
    }

    void timelineRefusesBadInputWithExitTwo()
    {
        // No phases and no --months: nothing to lay out, said on stderr.
        CliRun r = runCli({QStringLiteral("timeline"), example("serve-bert-api.gpuadvisor.json")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("no project phases")));
        r = runCli({QStringLiteral("timeline"), example("serve-bert-api.gpuadvisor.json"), QStringLiteral("--months"),
                    QStringLiteral("-4")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("--months")));
        r = runCli({QStringLiteral("timeline"), QStringLiteral("/nonexistent/x.gpuadvisor.json")});
        QCOMPARE(r.code, 2);
        r = runCli({QStringLiteral("whatif"), example("serve-bert-api.gpuadvisor.json"), QStringLiteral("--scenario"),
                    example("serve-70b.gpuadvisor.json")});
        QCOMPARE(r.code, 2);
    }

    void whatIfJsonIsSortedBySwing()
    {
        const CliRun r =
            runCli({QStringLiteral("whatif"), example("serve-70b.gpuadvisor.json"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const auto w = nlohmann::json::parse(r.out.toStdString()).at("whatIf");
        QVERIFY(w.at("drivers").size() >= 5);
        double previous = 1e300;
        for (const auto &d : w.at("drivers")) {
            QVERIFY(d.at("costSwing").get<double>() <= previous);
            previous = d.at("costSwing").get<double>();
        }
        QVERIFY(!w.at("base").at("instanceType").get<std::string>().empty());
        const CliRun table = runCli({QStringLiteral("whatif"), example("finetune-7b-lora.gpuadvisor.json")});
        QCOMPARE(table.code, 0);
        QVERIFY(table.out.contains(QStringLiteral("Training data")));
    }

    void recommendJsonCarriesTheTimelineOnlyWithPhases()
    {
        CliRun r = runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"),
                           example("finetune-then-serve-7b.gpuadvisor.json"), QStringLiteral("--format"),
                           QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        QVERIFY(nlohmann::json::parse(r.out.toStdString()).contains("timeline"));
        r = runCli({QStringLiteral("estimate"), QStringLiteral("--scenario"), example("serve-70b.gpuadvisor.json"),
                    QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        QVERIFY(!nlohmann::json::parse(r.out.toStdString()).contains("timeline"));
    }
};

QTEST_GUILESS_MAIN(TestProjectCli)
#include "tst_projectcli.moc"
