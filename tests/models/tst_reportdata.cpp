// SPDX-License-Identifier: Apache-2.0
// Report data: what goes into the PDF and the CSV, built from the engine's result and the on-screen view.
#include "models/advice/advice.h"
#include "models/advice/rules.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/io/csvwriter.h"
#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/economicstext.h"
#include "models/itemmodels/recommendationfiltermodel.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/report/reportdata.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"
#include "tests/testutils.h"

#include <algorithm>
#include <cmath>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Advisor;

class TestReportData : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;
    RuleSet m_rules;

    Scenario scenario(const QString &name) const
    {
        const ScenarioLoadResult loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/") + name));
        if (!loaded.scenario)
            qFatal("%s", qPrintable(loaded.diagnostics.toStringList().join(QLatin1Char('\n'))));
        return *loaded.scenario;
    }

    ReportBuilder::Input input(const Scenario &s, const Recommendation &r, const AdviceReport *advice) const
    {
        ReportBuilder::Input in;
        in.scenario = &s;
        in.recommendation = &r;
        in.advice = advice;
        in.catalog = &m_catalog;
        in.money = MoneyFormatter(m_catalog.currency, m_catalog.currency, 1);
        return in;
    }

    static QStringList proxyRow(const QAbstractItemModel &model, int row)
    {
        QStringList cells;
        for (int c = 0; c < model.columnCount(); ++c)
            cells << model.index(row, c).data().toString();
        return cells;
    }

    static QString figure(const std::vector<ReportLine> &lines, const QString &label)
    {
        for (const ReportLine &line : lines) {
            if (line.label == label)
                return line.value;
        }
        return {};
    }

    static QStringList columnHeaders(const ReportData &d)
    {
        QStringList headers;
        for (const ReportDataTable::Column &column : d.table.data.columns)
            headers << column.header;
        return headers;
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        m_catalog = *CatalogLoader::embedded().catalog;
        m_presets = *PresetLoader::embedded().library;
        m_rules = *RulesLoader::embedded().rules;
    }

    void reportHoldsEverySection()
    {
        const Scenario s = scenario(QStringLiteral("finetune-7b-lora.gpuadvisor.json"));
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        const AdviceReport advice = advise(s, r, &r.ranked.front(), m_catalog, m_rules);
        ReportBuilder::Input in;
        in.scenario = &s;
        in.recommendation = &r;
        in.advice = &advice;
        in.catalog = &m_catalog;
        in.money = MoneyFormatter(m_catalog.currency, m_catalog.currency, 1);
        in.meta.customer = QStringLiteral("ACME 有限公司");
        in.meta.preparedBy = QStringLiteral("Pre-sales");
        const ReportData d = ReportBuilder::build(in);

        QCOMPARE(d.customer, QStringLiteral("ACME 有限公司"));
        QCOMPARE(d.priceDate, m_catalog.priceDate);
        QVERIFY(d.catalogLine.contains(m_catalog.version));
        QVERIFY(d.workloadSummary.contains(QStringLiteral("LoRA")));
        QVERIFY(d.workloadSummary.contains(QStringLiteral("48"))); // the deadline
        QVERIFY(!d.workloadDetails.empty());
        QVERIFY(d.hasRecommendation);
        QVERIFY(d.recommendationHeadline.contains(r.ranked.front().layout.instanceType));
        QCOMPARE(d.reasons, FindingText::texts(r.ranked.front().ranking.reasons, &m_catalog));
        QCOMPARE(d.warnings.size(), advice.warnings.size());
        QCOMPARE(d.decisionPath, advice.decisionPath);
        QCOMPARE(d.checklist, advice.checklist);
        QCOMPARE(d.assumptions.size(), r.profile.assumptions.size());
        QCOMPARE(d.assumptions.front().value, FindingText::assumption(r.profile.assumptions.front(), &m_catalog).value);
        QVERIFY(!d.memoryBreakdown.empty());
        QCOMPARE(d.charts.size(), std::size_t(2));
        QCOMPARE(d.charts[0].categories.value(0), r.ranked.front().layout.instanceType);
        QVERIFY(!d.charts[0].series.empty());
        QVERIFY(!d.sources.empty());
        bool dated = false;
        for (const ReportSource &src : d.sources)
            dated = dated || !src.date.isEmpty();
        QVERIFY(dated);
        QVERIFY(d.disclaimer.contains(m_catalog.priceDate));
        QVERIFY(d.disclaimer.contains(QStringLiteral("reference prices")));

        // Without a view, the table is the results page's default view: fitting rows in rank order.
        QVERIFY(!d.table.rows.isEmpty());
        QVERIFY(d.table.lastColumnIsProvenance);
        QCOMPARE(d.table.rows.first().value(RecommendationTableModel::InstanceTypeColumn),
                 r.ranked.front().layout.instanceType);
        for (const QStringList &row : d.table.rows)
            QCOMPARE(row.size(), d.table.header.size());
    }

    // What the CLI, the wizard and the PDF show comes from these: public citations only, for every example.
    void noInternalNoteReachesUsers_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : exampleScenarioFiles())
            QTest::newRow(qPrintable(file)) << file;
    }

    void noInternalNoteReachesUsers()
    {
        QFETCH(QString, file);
        const Scenario s = scenario(file);
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        const AdviceReport advice = advise(s, r, r.ranked.empty() ? nullptr : &r.ranked.front(), m_catalog, m_rules);
        ReportBuilder::Input in;
        in.scenario = &s;
        in.recommendation = &r;
        in.advice = &advice;
        in.catalog = &m_catalog;
        in.money = MoneyFormatter(m_catalog.currency, m_catalog.currency, 1);
        const ReportData d = ReportBuilder::build(in);

        const auto check = [](const QString &where, const QString &text) {
            const QString found = internalNoteIn(text);
            return found.isEmpty() ? QString()
                                   : where + QStringLiteral(": \"") + found + QStringLiteral("\" in ") + text;
        };
        QStringList problems;
        for (const AssumptionLine &a : d.assumptions)
            problems << check(QStringLiteral("assumption ") + a.id, a.label + a.value + a.source);
        for (const Warning &w : d.warnings) {
            problems << check(QStringLiteral("warning ") + w.id, w.title + w.message + w.fix + w.source);
            QVERIFY2(!w.source.isEmpty(), qPrintable(w.id));
        }
        for (const ReportSource &src : d.sources)
            problems << check(QStringLiteral("source"), src.title);
        problems << check(QStringLiteral("decision path"), d.decisionPath.join(QLatin1Char('\n')))
                 << check(QStringLiteral("checklist"), d.checklist.join(QLatin1Char('\n')))
                 << check(QStringLiteral("advice text"), adviceToText(advice))
                 << check(QStringLiteral("advice JSON"), QString::fromStdString(adviceToJson(advice).dump()));
        problems.removeAll(QString());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        // A studio's remote desktops run no model: the workload names no precision for them.
        const bool precisionLine =
            std::any_of(d.workloadDetails.begin(), d.workloadDetails.end(),
                        [](const ReportLine &l) { return l.label == QLatin1String("Precision"); });
        QCOMPARE(precisionLine, s.task != Task::Graphics || s.isTraining());
    }

    void nothingFitsStillExplains()
    {
        Scenario s = scenario(QStringLiteral("serve-70b.gpuadvisor.json"));
        s.constraints.maxNodes = 1;
        s.constraints.billing = {QStringLiteral("payg")};
        s.model = QStringLiteral("deepseek-v3");
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        if (!r.ranked.empty())
            QSKIP("the catalog now fits DeepSeek-V3 on one node; nothing to test here");
        ReportBuilder::Input in;
        in.scenario = &s;
        in.recommendation = &r;
        in.catalog = &m_catalog;
        const ReportData d = ReportBuilder::build(in);
        QVERIFY(!d.hasRecommendation);
        QVERIFY(!d.recommendationHeadline.isEmpty());
        QCOMPARE(d.nothingFitsAdvice, FindingText::texts(r.nothingFitsAdvice, &m_catalog));
        QVERIFY(!d.memoryBreakdown.empty());
        // The default table then lists the rejected configurations rather than nothing.
        QVERIFY(!d.table.rows.isEmpty());
        QCOMPARE(d.table.rows.first().value(RecommendationTableModel::InstanceTypeColumn),
                 r.rejected.front().layout.instanceType);
        const QString notes = d.table.notes.join(QLatin1Char(' '));
        QVERIFY2(!notes.contains(QStringLiteral("only configurations that fit")), qPrintable(notes));
        QVERIFY2(notes.contains(QStringLiteral("best-ranked size of each family")), qPrintable(notes));
    }

    void tableFollowsSortFilterAndBilling()
    {
        const Scenario s = scenario(QStringLiteral("finetune-7b-lora.gpuadvisor.json"));
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        RecommendationTableModel model;
        model.setRecommendation(r, &m_catalog, true);
        RecommendationFilterModel proxy;
        proxy.setSourceModel(&model);
        proxy.setFitsOnly(false);
        proxy.setBilling(QStringLiteral("spot"));
        proxy.sort(RecommendationTableModel::JobCostColumn, Qt::DescendingOrder);
        QVERIFY(proxy.rowCount() > 1);

        // A user-chosen column order: instance type first, family hidden.
        QList<int> columns;
        columns << RecommendationTableModel::InstanceTypeColumn << RecommendationTableModel::JobCostColumn
                << RecommendationTableModel::RankColumn;
        const ReportTable t = ReportTable::fromResults(proxy, &m_catalog, 12.5, columns);
        QCOMPARE(t.rows.size(), qsizetype(proxy.rowCount()));
        QCOMPARE(t.header.mid(0, 3),
                 (QStringList{proxy.headerData(columns[0], Qt::Horizontal).toString(),
                              proxy.headerData(columns[1], Qt::Horizontal).toString(),
                              proxy.headerData(columns[2], Qt::Horizontal).toString()}));
        for (int row = 0; row < proxy.rowCount(); ++row) {
            const QStringList shown = proxyRow(proxy, row);
            QCOMPARE(t.rows[row].mid(0, 3), (QStringList{shown[columns[0]], shown[columns[1]], shown[columns[2]]}));
        }
        QVERIFY(t.notes.join(QLatin1Char(' ')).contains(QStringLiteral("descending")));
        QVERIFY(t.notes.join(QLatin1Char(' ')).contains(DisplayText::billingName(QStringLiteral("spot"), &m_catalog)));

        // The CSV holds exactly that table (header first), whatever the view did.
        const QList<QStringList> back = CsvWriter::parse(t.toCsv(true));
        QCOMPARE(back, t.csvRows());
        // The discount the amounts are after, last (readers by position keep their columns), on every row.
        QCOMPARE(back.first().last(), QStringLiteral("Customer discount (%)"));
        for (const QStringList &row : back.mid(1))
            QCOMPARE(row.last(), QStringLiteral("12.50"));

        // All columns: same as the view cell for cell.
        const ReportTable full = ReportTable::fromModel(proxy);
        for (int row = 0; row < proxy.rowCount(); ++row)
            QCOMPARE(full.rows[row], proxyRow(proxy, row));
    }

    void csvQuotingAndInjection_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("expected");
        QTest::newRow("equals") << QStringLiteral("=1+1") << QStringLiteral("'=1+1");
        QTest::newRow("plus") << QStringLiteral("+1 555") << QStringLiteral("'+1 555");
        QTest::newRow("minus") << QStringLiteral("-x") << QStringLiteral("'-x");
        QTest::newRow("at") << QStringLiteral("@SUM(A1)") << QStringLiteral("'@SUM(A1)");
        QTest::newRow("tab") << QStringLiteral("\tcmd") << QStringLiteral("'\tcmd");
        QTest::newRow("carriage return") << QStringLiteral("\rcmd") << QStringLiteral("'\rcmd");
        QTest::newRow("negative number stays a number") << QStringLiteral("-5.25") << QStringLiteral("-5.25");
        QTest::newRow("comma") << QStringLiteral("a,b") << QStringLiteral("a,b");
        QTest::newRow("quote") << QStringLiteral("say \"hi\"") << QStringLiteral("say \"hi\"");
        QTest::newRow("newline") << QStringLiteral("two\nlines") << QStringLiteral("two\nlines");
        QTest::newRow("chinese") << QStringLiteral("按量付费") << QStringLiteral("按量付费");
    }

    void csvQuotingAndInjection()
    {
        QFETCH(QString, cell);
        QFETCH(QString, expected);
        ReportTable t;
        t.header = {QStringLiteral("A"), QStringLiteral("B")};
        t.rows = {{cell, QStringLiteral("end")}};
        const QByteArray csv = t.toCsv(true);
        QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
        QVERIFY(csv.endsWith("\r\n"));
        const QList<QStringList> back = CsvWriter::parse(csv);
        QCOMPARE(back.size(), 2);
        QCOMPARE(back[1], (QStringList{expected, QStringLiteral("end")}));
        QVERIFY(!t.toCsv(false).startsWith("\xEF\xBB\xBF"));
    }

    void csvWriteFailureKeepsOldFile()
    {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("report"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("old");
        file.close();
        ReportTable t;
        t.header = {QStringLiteral("A")};
        QString error;
        QVERIFY(!t.writeCsv(blocker + QStringLiteral("/table.csv"), true, &error));
        QVERIFY2(error.contains(QStringLiteral("not a folder")), qPrintable(error));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("old"));
        file.close();
        QVERIFY(!t.writeCsv(QStringLiteral("/proc/gpuadvisor-table.csv"), true, &error));
        QVERIFY(!error.isEmpty());
        // A successful write replaces the old content in one step.
        const QString ok = dir.filePath(QStringLiteral("table.csv"));
        QVERIFY(t.writeCsv(ok, false, &error));
        QFile written(ok);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), QByteArray("A\r\n"));
    }

    void truncatedOrForeignScenarioIsRejected_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("fragment");
        const QByteArray good = readSourceFile(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json"));
        QVERIFY(good.size() > 100);
        QTest::newRow("truncated") << good.left(good.size() / 2) << QStringLiteral("syntax");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("syntax");
        QTest::newRow("catalog instead of scenario")
            << readSourceFile(QStringLiteral("catalog/rules.json")) << QStringLiteral("required field is missing");
        QTest::newRow("json array") << QByteArray("[1,2,3]") << QStringLiteral("object");
        QTest::newRow("png") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << QStringLiteral("syntax");
    }

    void truncatedOrForeignScenarioIsRejected()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, fragment);
        const ScenarioLoadResult loaded = ScenarioIo::fromJson(content);
        QVERIFY(!loaded.scenario);
        const QString all = loaded.diagnostics.toStringList().join(QLatin1Char('\n'));
        QVERIFY2(all.contains(fragment, Qt::CaseInsensitive), qPrintable(all));
    }
    void csvCellsAreData()
    {
        using Kind = ReportDataTable::Kind;
        // Rounded to the column's decimals, '.' as the decimal point, no grouping: a program reads it back.
        QCOMPARE(ReportDataTable::csvCell({QString(), Kind::Number, 2}, 1234567.891), QStringLiteral("1234567.89"));
        QCOMPARE(ReportDataTable::csvCell({QString(), Kind::Number, 1}, -0.04), QStringLiteral("0.0"));
        QCOMPARE(ReportDataTable::csvCell({QString(), Kind::Integer, 0}, 12), QStringLiteral("12"));
        QCOMPARE(ReportDataTable::csvCell({QString(), Kind::Date, 0}, QStringLiteral("2026-11-03")),
                 QStringLiteral("2026-11-03"));
        QCOMPARE(ReportDataTable::csvCell({QString(), Kind::Number, 2}, QVariant()), QString());
        // Even where the screen groups thousands and uses a decimal comma.
        QLocale::setDefault(QLocale(QLocale::German));
        QCOMPARE(ReportDataTable::csvCell({QString(), Kind::Number, 2}, 1234.5), QStringLiteral("1234.50"));
        QLocale::setDefault(QLocale::c());
    }

    void csvIsDataInOneUnitPerColumn_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("training") << QStringLiteral("finetune-7b-lora.gpuadvisor.json");
        QTest::newRow("serving") << QStringLiteral("serve-70b.gpuadvisor.json");
    }

    void csvIsDataInOneUnitPerColumn()
    {
        QFETCH(QString, file);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // the screen groups: 1,234.50
        const Scenario s = scenario(file);
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        const ReportTable t = ReportTable::defaultView(
            r, nullptr, m_catalog, MoneyFormatter(m_catalog.currency, m_catalog.currency, 1), s.isTraining());
        const QList<QStringList> rows = CsvWriter::parse(t.toCsv(false));
        QCOMPARE(rows.size(), t.rows.size() + 1);
        const QRegularExpression unit(QStringLiteral("\\([^()]+\\)$"));
        const QRegularExpression plainNumber(QStringLiteral("^-?\\d+(\\.\\d+)?$"));
        const QRegularExpression isoDate(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        int costColumn = -1;
        for (qsizetype c = 0; c < rows[0].size(); ++c) {
            const ReportDataTable::Column &column = t.data.columns[size_t(c)];
            const bool numeric = column.kind == ReportDataTable::Kind::Number;
            if (numeric)
                QVERIFY2(unit.match(rows[0][c]).hasMatch(), qPrintable(rows[0][c]));
            if (rows[0][c]
                == QStringLiteral("%1 (%2)").arg(
                    s.isTraining() ? QStringLiteral("Job cost") : QStringLiteral("Monthly cost"), m_catalog.currency))
                costColumn = int(c);
            for (qsizetype row = 1; row < rows.size(); ++row) {
                const QString &cell = rows[row][c];
                QVERIFY2(!cell.startsWith(QLatin1Char('~')), qPrintable(cell));
                if (cell.isEmpty())
                    continue;
                if (numeric || column.kind == ReportDataTable::Kind::Integer)
                    QVERIFY2(plainNumber.match(cell).hasMatch(), qPrintable(rows[0][c] + QStringLiteral(": ") + cell));
                if (column.kind == ReportDataTable::Kind::Date)
                    QVERIFY2(isoDate.match(cell).hasMatch(), qPrintable(cell));
            }
        }
        // The recommended row's cost is the engine's figure, to the cent.
        QVERIFY(costColumn >= 0);
        QCOMPARE(rows[1][1], r.ranked.front().layout.instanceType);
        QCOMPARE(rows[1][costColumn].toDouble(), std::round(r.ranked.front().pricing.jobCost * 100) / 100);
        QLocale::setDefault(QLocale::c());
    }

    void costModelRecomputesTheEngineTotals()
    {
        Scenario s = scenario(QStringLiteral("serve-70b.gpuadvisor.json"));
        s.constraints.customerDiscountPercent = 20;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        ReportBuilder::Input in = input(s, r, nullptr);
        const ReportCostModel m = ReportBuilder::costModel(in);
        QCOMPARE(m.discountPercent, 20.0);
        QCOMPARE(m.hoursPerMonth, 730.0);
        QVERIFY(!m.lines.empty());
        QCOMPARE(m.lines.front().instanceType, r.ranked.front().layout.instanceType); // the recommended one first
        int recommended = 0;
        for (const ReportCostLine &line : m.lines) {
            if (!line.recommended)
                continue;
            ++recommended;
            QCOMPARE(line.instanceType, r.ranked.front().layout.instanceType);
            QCOMPARE(line.billingId, r.ranked.front().pricing.primaryBilling);
            QCOMPARE(line.total, r.ranked.front().pricing.jobCost);
        }
        QCOMPARE(recommended, 1);
        for (const ReportCostLine &line : m.lines) {
            // Serving bills a month: total = price × instances × (1 − 20 %) × 730 h.
            QCOMPARE(line.billedHours, 730.0);
            const double recomputed = line.pricePerInstanceHour * line.instances * (1 - 0.20) * 730;
            QVERIFY2(qAbs(recomputed - line.total) < 1e-6 * line.total, qPrintable(line.instanceType));
        }
    }

    void theDisclaimerOwnsUpToTheUsersQuotes()
    {
        // Without a quote no price is one; with the user's quote on a ranked row, saying so would be untrue.
        Scenario s = scenario(QStringLiteral("serve-70b.gpuadvisor.json"));
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation listed = engine.recommend(s);
        QVERIFY(!listed.ranked.empty());
        const QString plain = ReportBuilder::build(input(s, listed, nullptr)).disclaimer;
        QVERIFY2(plain.contains(QStringLiteral("None of them is a quote")), qPrintable(plain));
        QVERIFY(!plain.contains(QStringLiteral("‡")));
        s.constraints.quotes.push_back(
            {listed.ranked.front().layout.instanceType, listed.ranked.front().pricing.primaryBilling,
             listed.ranked.front().pricing.costs.front().price->hourly * 0.9, QStringLiteral("2026-11-30")});
        const Recommendation quoted = engine.recommend(s);
        const QString withQuote = ReportBuilder::build(input(s, quoted, nullptr)).disclaimer;
        QVERIFY2(withQuote.contains(QStringLiteral("‡ are your own quotes")), qPrintable(withQuote));
        QVERIFY(!withQuote.contains(QStringLiteral("None of them is a quote")));
    }

    void theCostReadsAlikeOnTheCoverPageTwoAndTheTable()
    {
        // One figure per number: the cover, the recommendation's page and the table give the recommended
        // row's cost as the same amount; a band is shown where it is wider than 1 % of it, in the same form.
        const MoneyFormatter money(m_catalog.currency, m_catalog.currency, 1);
        const QDir folder(sourcePath(QStringLiteral("resources/scenarios")));
        int compared = 0;
        int banded = 0;
        for (const QString &name : folder.entryList({QStringLiteral("*.gpuadvisor.json")}, QDir::Files)) {
            const Scenario s = scenario(name);
            const SizingEngine engine(m_catalog, m_presets);
            const Recommendation r = engine.recommend(s);
            if (r.ranked.empty() || !r.ranked.front().pricing.priced)
                continue;
            const Configuration &best = r.ranked.front();
            const ReportData d = ReportBuilder::build(input(s, r, nullptr));
            const QString label = s.isTraining() ? QStringLiteral("Job cost") : QStringLiteral("Monthly cost");
            const QString coverLabel = s.isTraining() ? QStringLiteral("Project cost") : QStringLiteral("Monthly cost");
            const auto valueOf = [](const std::vector<ReportLine> &lines, const QString &wanted) {
                for (const ReportLine &line : lines) {
                    if (line.label == wanted)
                        return line.value;
                }
                return QString();
            };
            const QString cover = valueOf(d.summary.figures, coverLabel);
            const QString page2 = valueOf(d.recommendationFigures, label);
            RecommendationTableModel table;
            table.setMoneyFormatter(money);
            table.setRecommendation(r, &m_catalog, s.isTraining());
            const QString cell =
                table.data(table.index(0, RecommendationTableModel::JobCostColumn), Qt::DisplayRole).toString();
            const QString shown = DisplayText::primaryCost(best, money);
            QCOMPARE(cell, shown);
            const QString withBand = DisplayText::priceMark(best.cost(best.pricing.primaryBilling)->price->origin)
                + DisplayText::moneyRange(best.pricing.jobCostBand, best.pricing.jobCost, money);
            QVERIFY2(cover.startsWith(withBand),
                     qPrintable(name + QStringLiteral(": ") + cover + QStringLiteral(" vs ") + withBand));
            QCOMPARE(page2, withBand);
            QVERIFY2(withBand.startsWith(shown), qPrintable(name));
            const bool wide = best.pricing.jobCostBand.valid()
                && best.pricing.jobCostBand.high - best.pricing.jobCostBand.low >= 0.01 * best.pricing.jobCost;
            QCOMPARE(withBand.contains(u'('), wide);
            banded += wide ? 1 : 0;
            ++compared;
        }
        QVERIFY(compared >= 8);
        QVERIFY(banded >= 1); // a training job's time band widens its cost
    }

    void summaryAnswersOnPageOne()
    {
        const Scenario s = scenario(QStringLiteral("finetune-7b-lora.gpuadvisor.json"));
        const SizingEngine engine(m_catalog, m_presets);
        Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        const AdviceReport advice = advise(s, r, &r.ranked.front(), m_catalog, m_rules);
        const ReportData d = ReportBuilder::build(input(s, r, &advice));
        const ReportSummary &sum = d.summary;
        QCOMPARE(sum.recommendation, d.recommendationHeadline);
        const Configuration &best = r.ranked.front();
        const MoneyFormatter money(m_catalog.currency, m_catalog.currency, 1);
        const auto figure = [&sum](const QString &label) {
            for (const ReportLine &line : sum.figures) {
                if (line.label == label)
                    return line.value;
            }
            return QString();
        };
        QVERIFY2(figure(QStringLiteral("Project cost")).contains(money.format(best.pricing.jobCost)),
                 qPrintable(figure(QStringLiteral("Project cost"))));
        QCOMPARE(figure(QStringLiteral("Time")), DisplayText::hoursRange(best.speed.hoursBand, best.speed.hours));
        QVERIFY(best.speed.hoursBand.low < best.speed.hours && best.speed.hoursBand.high > best.speed.hours);
        // The two most severe warnings, with their fixes.
        QCOMPARE(sum.risks.size(), std::min<size_t>(2, advice.warnings.size()));
        for (size_t i = 0; i < sum.risks.size(); ++i) {
            QCOMPARE(sum.risks[i].title, advice.warnings[i].title);
            QCOMPARE(sum.risks[i].fix, advice.warnings[i].fix);
        }

        // The cover shows the job's band (the price's range times the time's band): hand-set 2,000 – 5,000.
        Configuration &moved = r.ranked.front();
        moved.pricing.jobCostBand = {2000.0, 5000.0};
        const ReportData banded = ReportBuilder::build(input(s, r, &advice));
        const QString value = banded.summary.figures.front().value;
        QVERIFY2(value.contains(money.format(2000.0)) && value.contains(money.format(5000.0)), qPrintable(value));
    }

    void projectTotalTakesTheFirstYearsPlaceOnTheCover()
    {
        const Scenario s = scenario(QStringLiteral("serve-70b.gpuadvisor.json"));
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        ReportData d = ReportBuilder::build(input(s, r, nullptr));
        const auto labels = [&d] {
            QStringList l;
            for (const ReportLine &line : d.summary.figures)
                l << line.label;
            return l;
        };
        QVERIFY(labels().contains(QStringLiteral("First year")));
        // Hand-made: pay-as-you-go 100 + 200 + 300 = 600; a subscription 250 × 3 = 750; the cover names the cheaper.
        Timeline t;
        t.months = 3;
        t.currency = m_catalog.currency;
        t.lines.push_back({QStringLiteral("payg"), 0, true, {100, 200, 300}, {100, 300, 600}, 600});
        t.lines.push_back({QStringLiteral("subscription-1m"), 1, true, {250, 250, 250}, {250, 500, 750}, 750});
        ReportBuilder::setTimeline(d, t, &m_catalog);
        QVERIFY(!labels().contains(QStringLiteral("First year")));
        const qsizetype at = labels().indexOf(QStringLiteral("Project total"));
        QVERIFY(at >= 0);
        const QString value = d.summary.figures[size_t(at)].value;
        const MoneyFormatter money(m_catalog.currency, m_catalog.currency, 1);
        QVERIFY2(value.contains(money.format(600)) && value.contains(QStringLiteral("3 months")), qPrintable(value));
        QVERIFY2(value.contains(DisplayText::billingName(QStringLiteral("payg"), &m_catalog)), qPrintable(value));
        QVERIFY(d.timeline.has_value());
        QVERIFY(!labels().contains(QStringLiteral("Project cost")));
        QCOMPARE(d.timelineBillingNames.value(QStringLiteral("subscription-1m")),
                 DisplayText::billingName(QStringLiteral("subscription-1m"), &m_catalog));
    }

    // A served model's words follow what it serves: a classifier answers requests, a decoder writes tokens.
    void encoderReportSpeaksOfRequestsNotTokens_data()
    {
        QTest::addColumn<double>("target");
        QTest::newRow("the example's 100 ms") << 100.0;
        QTest::newRow("the issue's 20 ms") << 20.0;
    }

    // Replicas of a whole model are not a split: "split across 1 GPU, 8 replicas" read as nonsense in Chinese.
    void wholeCopiesAreNotCalledASplit()
    {
        Scenario s = scenario(QStringLiteral("serve-bert-api.gpuadvisor.json"));
        s.inference.requestsPerSecond = 20000; // more than one card answers
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        const Configuration &best = r.ranked.front();
        QVERIFY(best.layout.dataParallel > 1 && best.layout.tensorParallel == 1);
        const AdviceReport advice = advise(s, r, &best, m_catalog, m_rules);
        const ReportData d = ReportBuilder::build(input(s, r, &advice));
        const QString split = figure(d.recommendationFigures, QStringLiteral("Split"));
        QVERIFY2(split.startsWith(QStringLiteral("not split: each GPU holds a whole copy")), qPrintable(split));
        QVERIFY2(split.contains(QString::number(best.layout.dataParallel)), qPrintable(split));
    }

    void encoderReportSpeaksOfRequestsNotTokens()
    {
        // BERT classifies a request in one pass. Its report spoke of "0 output tokens", "ms per generated token"
        // and throughput in samples/s, and never set a request's time against the latency target.
        QFETCH(double, target);
        Scenario s = scenario(QStringLiteral("serve-bert-api.gpuadvisor.json"));
        s.inference.latencyMsTarget = target;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        QCOMPARE(toString(r.profile.kind), toString(WorkloadKind::Encoder));
        const Configuration &best = r.ranked.front();
        const AdviceReport advice = advise(s, r, &best, m_catalog, m_rules);
        const ReportData d = ReportBuilder::build(input(s, r, &advice));

        QStringList words{d.workloadSummary, d.recommendationHeadline};
        for (const auto *lines : {&d.recommendationFigures, &d.summary.figures}) {
            for (const ReportLine &line : *lines)
                words << line.label + QStringLiteral(": ") + line.value;
        }
        words << d.reasons << d.decisionPath << d.table.header << d.table.notes << columnHeaders(d);
        for (const QStringList &row : d.table.rows)
            words << row;
        for (const Warning &w : d.warnings)
            words << w.title << w.message << w.fix;
        // Nor does it rest on a split over instances "per token": its copies each fit one instance.
        for (const AssumptionLine &a : d.assumptions)
            words << a.label + QStringLiteral(": ") + a.value + QStringLiteral(" (") + a.source + QLatin1Char(')');
        // A CPU tokenises BERT's input too; a token as what is generated, or what time is counted in, is gone.
        static const QRegularExpression token(QStringLiteral("\\btokens?\\b"),
                                              QRegularExpression::CaseInsensitiveOption);
        for (const QString &text : std::as_const(words))
            QVERIFY2(!token.match(text).hasMatch(), qPrintable(text));

        // The request's time against the target, on the cover, in the figures and in the reasons.
        QVERIFY(best.speed.tpotMs > 0 && best.speed.tpotMs <= target);
        const QString latency = QStringLiteral("%1 ms per request, within your %2 ms target")
                                    .arg(QLocale().toString(best.speed.tpotMs, 'f', best.speed.tpotMs >= 10 ? 0 : 1),
                                         QLocale().toString(target, 'g', 4));
        QCOMPARE(figure(d.summary.figures, QStringLiteral("Latency")), latency);
        QCOMPARE(figure(d.recommendationFigures, QStringLiteral("Latency")), latency + QLatin1Char('.'));
        QVERIFY2(d.reasons.join(QLatin1Char('\n')).contains(QStringLiteral("requests/s in total, ") + latency),
                 qPrintable(d.reasons.join(QLatin1Char('\n'))));
        QVERIFY2(d.workloadSummary.contains(
                     QStringLiteral("Target: at most %1 ms per request.").arg(QLocale().toString(target, 'g', 4))),
                 qPrintable(d.workloadSummary));
        QVERIFY2(figure(d.recommendationFigures, QStringLiteral("Throughput")).endsWith(QStringLiteral(" requests/s")),
                 qPrintable(figure(d.recommendationFigures, QStringLiteral("Throughput"))));
        // The data table: requests/s and the time of each, the engine's figure.
        const QStringList headers = columnHeaders(d);
        QVERIFY2(headers.contains(QStringLiteral("Throughput (requests/s)")),
                 qPrintable(headers.join(QLatin1Char('|'))));
        const qsizetype column = headers.indexOf(QStringLiteral("Latency per request (ms)"));
        QVERIFY2(column >= 0, qPrintable(headers.join(QLatin1Char('|'))));
        QCOMPARE(d.table.data.rows.first().value(column).toDouble(), best.speed.tpotMs);
    }

    void anImageClassifierIsWordedPerImage()
    {
        // A CNN answers one image per request: its figures read per image, as a vision buyer counts them.
        const Scenario s = scenario(QStringLiteral("serve-image-classifier.gpuadvisor.json"));
        QVERIFY(s.task == Task::Cv);
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        const Configuration &best = r.ranked.front();
        QVERIFY(best.pricing.economics->applies && best.pricing.economics->images);
        const ReportData d = ReportBuilder::build(input(s, r, nullptr));
        const auto figure = [](const std::vector<ReportLine> &lines, const QString &label) {
            for (const ReportLine &line : lines) {
                if (line.label == label)
                    return line.value;
            }
            return QString();
        };
        QVERIFY2(figure(d.recommendationFigures, QStringLiteral("Throughput")).endsWith(QStringLiteral(" images/s")),
                 qPrintable(figure(d.recommendationFigures, QStringLiteral("Throughput"))));
        const QString reasons = d.reasons.join(QLatin1Char('\n'));
        QVERIFY2(reasons.contains(QStringLiteral("images/s in total"))
                     && reasons.contains(QStringLiteral("ms per image")),
                 qPrintable(reasons));
        const MoneyFormatter money(m_catalog.currency, m_catalog.currency, 1);
        const QString economics = EconomicsText::serving(best, money, &m_catalog).join(QLatin1Char('\n'));
        QVERIFY2(economics.contains(QStringLiteral("Cost per 1M images"))
                     && !economics.contains(QStringLiteral("request")),
                 qPrintable(economics));
        QVERIFY(columnHeaders(d).contains(QStringLiteral("Throughput (images/s)")));
    }

    void aSpeechModelIsWordedInAudio()
    {
        // Whisper is bought by the audio it transcribes: its figures read in audio hours, windows and cost per
        // audio hour, converted from the token estimate by the rule its assumption states.
        Scenario s;
        s.task = Task::Other;
        s.stage = Stage::Inference;
        s.model = QStringLiteral("whisper-large-v3");
        s.precision = Precision::Fp16;
        s.inference.contextLength = 1500;
        s.inference.outputTokens = 448;
        s.inference.concurrency = 8;
        s.inference.requestsPerSecond = 2;
        s.constraints.maxNodes = 1;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        const Configuration &best = r.ranked.front();
        const ServingEconomics &e = *best.pricing.economics;
        QVERIFY(e.audio && best.speed.tokensPerSecond > 0);
        const auto rule = std::find_if(r.profile.assumptions.begin(), r.profile.assumptions.end(),
                                       [](const Assumption &a) { return a.id == AssumptionId::SpeechAudio; });
        QVERIFY(rule != r.profile.assumptions.end());
        const double windowSeconds = rule->numbers.value(0);
        const double tokensPerWindow = rule->numbers.value(1);
        QVERIFY(windowSeconds > 0 && tokensPerWindow > 0);
        const double tokensPerAudioHour = tokensPerWindow * 3600 / windowSeconds;
        QCOMPARE(rule->numbers.value(2), tokensPerAudioHour);
        QVERIFY(qFuzzyCompare(e.capacityAudioHoursPerHour, best.speed.tokensPerSecond * 3600 / tokensPerAudioHour));
        QVERIFY(qFuzzyCompare(e.secondsPerWindow, (best.speed.ttftMs + tokensPerWindow * best.speed.tpotMs) / 1000));
        QVERIFY(e.costPerAudioHourFullLoad > 0);
        QVERIFY(
            qFuzzyCompare(e.costPerAudioHourFullLoad, e.costPerMillionOutputTokensFullLoad * tokensPerAudioHour / 1e6));
        // The load is the windows asked for, each a window of audio.
        QVERIFY(qFuzzyCompare(e.loadAudioHoursPerHour, s.inference.requestsPerSecond * windowSeconds));

        const ReportData d = ReportBuilder::build(input(s, r, nullptr));
        const QString throughput = figure(d.recommendationFigures, QStringLiteral("Throughput"));
        QVERIFY2(throughput.contains(QStringLiteral("audio hours per hour"))
                     && !throughput.contains(QStringLiteral("token")),
                 qPrintable(throughput));
        const QString latency = figure(d.recommendationFigures, QStringLiteral("Latency"));
        QVERIFY2(latency.contains(QStringLiteral("audio window")) && !latency.contains(QStringLiteral("token")),
                 qPrintable(latency));
        // One window time, with its band, as the table and the detail state it: not a point figure beside it.
        QCOMPARE(std::count_if(d.recommendationFigures.begin(), d.recommendationFigures.end(),
                               [](const ReportLine &l) { return l.label == QStringLiteral("Latency"); }),
                 1);
        QVERIFY2(latency.contains(DisplayText::numberRange(e.secondsPerWindowBand.low, e.secondsPerWindowBand.high)),
                 qPrintable(latency));
        const MoneyFormatter money(m_catalog.currency, m_catalog.currency, 1);
        const QString economics = EconomicsText::serving(best, money, &m_catalog).join(QLatin1Char('\n'));
        QVERIFY2(economics.contains(QStringLiteral("Cost per audio hour"))
                     && economics.contains(QStringLiteral("per 1,000 audio hours"))
                     && !economics.contains(QStringLiteral("token")),
                 qPrintable(economics));
        // The cost line's full-load figure is the token cost converted by the rule.
        QVERIFY2(economics.contains(money.format(e.costPerMillionOutputTokensFullLoad * tokensPerAudioHour / 1e6)),
                 qPrintable(economics));
        const QString reasons = d.reasons.join(QLatin1Char('\n'));
        QVERIFY2(reasons.contains(QStringLiteral("audio hours transcribed per hour")), qPrintable(reasons));
        // The ranking's reason states the economics' figures themselves, so the two cannot drift apart.
        const auto speed = std::find_if(best.ranking.reasons.begin(), best.ranking.reasons.end(),
                                        [](const Finding &f) { return f.kind == Finding::Kind::ServingSpeed; });
        QVERIFY(speed != best.ranking.reasons.end());
        QCOMPARE(speed->numbers, (Finding::Numbers{e.capacityAudioHoursPerHour, e.secondsPerWindow, windowSeconds}));
        const QStringList headers = columnHeaders(d);
        QVERIFY2(
            headers.contains(QStringLiteral("Throughput (audio hours per hour)"))
                && headers.contains(
                    QStringLiteral("Cost per audio hour (%1)").arg(MoneyFormatter::currencyUnit(m_catalog.currency)))
                && !headers.contains(QStringLiteral("Throughput (tokens/s)")),
            qPrintable(headers.join(QLatin1Char('|'))));
        const qsizetype column = headers.indexOf(QStringLiteral("Throughput (audio hours per hour)"));
        QCOMPARE(d.table.data.rows.first().value(column).toDouble(), e.capacityAudioHoursPerHour);
        QVERIFY(DisplayText::speed(best, false).contains(QStringLiteral("audio hours per hour")));

        // The scenario's load in audio: 2 windows of 30 s a second are 60 audio hours per hour.
        QVERIFY2(d.workloadSummary.contains(QStringLiteral("It transcribes %1 audio hours per hour")
                                                .arg(QLocale().toString(2 * windowSeconds, 'g', 4)))
                     && !d.workloadSummary.contains(QStringLiteral("It serves")),
                 qPrintable(d.workloadSummary));
        // The windows the engine decodes at once (faster-whisper: one), and the windows whose caches the memory
        // holds, each its encoder output and its transcript.
        const QString capacity = figure(d.recommendationFigures, QStringLiteral("Capacity"));
        QCOMPARE(best.speed.runningSequencesPerReplica, 1);
        QVERIFY(best.speed.maxConcurrencyPerReplica > 1);
        QVERIFY2(capacity.startsWith(QStringLiteral("each copy decodes 1 audio window"))
                     && capacity.contains(
                         QStringLiteral("memory holds the caches of %1:").arg(best.speed.maxConcurrencyPerReplica))
                     && capacity.contains(QStringLiteral("1500 encoder frames and up to 448 transcript tokens"))
                     && !capacity.contains(QStringLiteral("KV cache"))
                     && !capacity.contains(QStringLiteral("longest request")),
                 qPrintable(capacity));
        // Beam search keeps a cache per hypothesis: the line says how many when there is more than one.
        QCOMPARE(capacity.contains(QStringLiteral("beam hypotheses")), r.profile.sequencesPerRequest > 1);
    }

    void aSpeechLoadWithoutARateOrWithATarget()
    {
        // Without a request rate the load is the windows at once; a latency target holds each transcript token.
        Scenario s;
        s.task = Task::Other;
        s.stage = Stage::Inference;
        s.model = QStringLiteral("whisper-large-v3");
        s.inference.contextLength = 1500;
        s.inference.outputTokens = 448;
        s.inference.concurrency = 1;
        s.inference.requestsPerSecond = 0;
        s.inference.latencyMsTarget = 50;
        const SizingEngine engine(m_catalog, m_presets);
        const QString summary = ReportBuilder::workloadSummary(s, engine.profile(s));
        // (the English plural form comes from gpuadvisor_en.ts, which this test does not load)
        QVERIFY2(summary.contains(QStringLiteral("It transcribes up to 1 audio window"))
                     && summary.contains(QStringLiteral(" of 30 s at once."))
                     && summary.contains(QStringLiteral("Target: at most 50 ms per transcript token."))
                     && !summary.contains(QStringLiteral("per request")),
                 qPrintable(summary));
        // A language model's sentence is as it was.
        Scenario llm = scenario(QStringLiteral("serve-70b.gpuadvisor.json"));
        QVERIFY(!ReportBuilder::workloadSummary(llm, engine.profile(llm)).contains(QStringLiteral("audio")));
    }

    void missedRequestTargetIsWordedPerRequest()
    {
        // A row the target rules out says so in a request's time: "ms per token" was said of BERT's rows.
        Scenario s = scenario(QStringLiteral("serve-bert-api.gpuadvisor.json"));
        s.inference.latencyMsTarget = 0.5;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        int missed = 0;
        for (const Configuration &c : r.rejected) {
            for (const Finding &f : c.problems) {
                if (f.kind != Finding::Kind::MissesLatency)
                    continue;
                ++missed;
                const QString text = FindingText::text(f, &m_catalog);
                QVERIFY2(text.endsWith(QStringLiteral(" ms per request against a 0.5 ms target")), qPrintable(text));
            }
        }
        QVERIFY(missed > 0);
        // A decoder's words are as they were, and so are a finding's that names no kind.
        const Finding decoder{Finding::Kind::MissesLatency, {130, 100}, {toString(WorkloadKind::DecoderLlm)}};
        QCOMPARE(FindingText::text(decoder), QStringLiteral("130.0 ms per token against a 100 ms target"));
        QCOMPARE(FindingText::text({Finding::Kind::MissesLatency, {130, 100}, {}}),
                 QStringLiteral("130.0 ms per token against a 100 ms target"));
        QCOMPARE(FindingText::text({Finding::Kind::MissesLatency, {4200, 3000}, {toString(WorkloadKind::Diffusion)}}),
                 QStringLiteral("4200 ms per image against a 3000 ms target"));
    }

    void lateFirstTokenIsNotAPlainFit()
    {
        // Llama 2 70B in INT4: without a first-token target of the scenario's, rows rank by cost, and the
        // cheapest reads a lone prompt for longer than MLPerf's 2 s. It was a plain "fits" and the cheapest
        // bar of the cover's chart while it serves no user in time.
        const Scenario s = scenario(QStringLiteral("serve-70b-int4.gpuadvisor.json"));
        QVERIFY(!s.inference.ttftMsTarget);
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        const Configuration &best = r.ranked.front();
        QVERIFY2(best.speed.ttftMs > best.pricing.economics->ttftTargetMs,
                 qPrintable(QString::number(best.speed.ttftMs)));
        QVERIFY(DisplayText::firstTokenLate(best));
        const auto byType = [&r](const QString &type) -> const Configuration * {
            for (const Configuration &c : r.ranked) {
                if (c.layout.instanceType == type)
                    return &c;
            }
            return nullptr;
        };
        const ReportData d = ReportBuilder::build(input(s, r, nullptr));

        // The table (screen, PDF, command line) and the data (CSV, workbook) say the same of every row.
        const qsizetype fitData = columnHeaders(d).indexOf(QStringLiteral("Fit"));
        QVERIFY(fitData >= 0);
        QCOMPARE(d.table.rows.size(), d.table.data.rows.size());
        int late = 0;
        int plain = 0;
        for (qsizetype i = 0; i < d.table.rows.size(); ++i) {
            const Configuration *c = byType(d.table.rows[i].value(RecommendationTableModel::InstanceTypeColumn));
            QVERIFY(c);
            const QString shown = d.table.rows[i].value(RecommendationTableModel::FitColumn);
            QCOMPARE(d.table.data.rows[i].value(fitData).toString(), shown);
            if (DisplayText::firstTokenLate(*c)) {
                ++late;
                QCOMPARE(shown, DisplayText::fit(c->memory.fit) + QStringLiteral(", first token late"));
            } else {
                ++plain;
                QCOMPARE(shown, DisplayText::fit(c->memory.fit));
            }
        }
        QVERIFY(late > 0 && plain > 0);

        // The recommendation's own figure says why, and that the target was assumed.
        const QString fit = figure(d.recommendationFigures, QStringLiteral("Fit"));
        QVERIFY2(fit.startsWith(QStringLiteral("fits, first token late: A lone request waits "))
                     && fit.contains(QStringLiteral("MLPerf"))
                     && fit.endsWith(QStringLiteral("no user is served in time.")),
                 qPrintable(fit));

        // The cost chart's data marks the same configurations, the cheapest among them.
        const ReportChartData &cost = d.charts.front();
        QCOMPARE(cost.late.size(), cost.categories.size());
        QCOMPARE(cost.categories.value(0), best.layout.instanceType);
        QVERIFY(cost.late.value(0));
        for (qsizetype i = 0; i < cost.categories.size(); ++i) {
            const Configuration *c = byType(cost.categories[i]);
            QVERIFY(c);
            QCOMPARE(cost.late[i], DisplayText::firstTokenLate(*c));
        }
        QVERIFY(cost.late.contains(false));
    }

    void lateFirstTokenAgainstAStatedTarget()
    {
        // The scenario's own target: its rows that miss it rank after those that meet it, and say it is
        // the user's target. A wait and a target that round alike get a second decimal.
        Scenario s = scenario(QStringLiteral("serve-70b.gpuadvisor.json"));
        s.inference.ttftMsTarget = 1000;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        QVERIFY(!DisplayText::firstTokenLate(r.ranked.front()));
        QVERIFY(DisplayText::fitDetail(r.ranked.front()).isEmpty());
        static const QRegularExpression sentence(QStringLiteral(
            "^A lone request waits ([0-9.]+) s for its first token, longer than your ([0-9.]+) s target: no user "
            "is served in time\\.$"));
        int late = 0;
        for (const Configuration &c : r.ranked) {
            const QString detail = DisplayText::fitDetail(c);
            QCOMPARE(DisplayText::firstTokenLate(c), c.speed.ttftMs > 1000);
            if (!DisplayText::firstTokenLate(c)) {
                QVERIFY2(detail.isEmpty(), qPrintable(detail));
                continue;
            }
            ++late;
            const QRegularExpressionMatch m = sentence.match(detail);
            QVERIFY2(m.hasMatch(), qPrintable(detail));
            QVERIFY2(m.captured(1) != m.captured(2) && m.captured(1).toDouble() > m.captured(2).toDouble(),
                     qPrintable(detail));
            QCOMPARE(DisplayText::fitWithDetail(c), DisplayText::fit(c) + QStringLiteral(": ") + detail);
        }
        QVERIFY(late > 0);
    }

    void throughputCountsEveryGpuTheRowBillsFor()
    {
        // BERT answers a request with one copy on one GPU, so an 8-GPU instance runs eight copies. The
        // comparison gave 8 × V100 the throughput of one V100.
        const Scenario s = scenario(QStringLiteral("serve-bert-api.gpuadvisor.json"));
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        const auto byType = [&r](const QString &type) -> const Configuration * {
            for (const Configuration &c : r.ranked) {
                if (c.layout.instanceType == type)
                    return &c;
            }
            return nullptr;
        };
        const Configuration *one = byType(QStringLiteral("ecs.gn6v-c8g1.2xlarge"));
        const Configuration *eight = byType(QStringLiteral("ecs.ebmgn6v.24xlarge"));
        QVERIFY(one && eight);
        QCOMPARE(one->layout.gpu, eight->layout.gpu);
        QCOMPARE(one->layout.totalGpus, 1.0);
        QCOMPARE(eight->layout.totalGpus, 8.0);
        QCOMPARE(eight->layout.instances, 1);
        QCOMPARE(eight->layout.tensorParallel, 1);
        QCOMPARE(eight->layout.dataParallel, 8);
        QVERIFY2(
            std::abs(eight->speed.samplesPerSecond - 8 * one->speed.samplesPerSecond)
                <= 1e-9 * eight->speed.samplesPerSecond,
            qPrintable(
                QStringLiteral("%1 against %2").arg(eight->speed.samplesPerSecond).arg(one->speed.samplesPerSecond)));

        // The same figure in the comparison's data and in its words.
        const ReportTable t = ReportTable::defaultView(
            r, nullptr, m_catalog, MoneyFormatter(m_catalog.currency, m_catalog.currency, 1), false);
        qsizetype column = -1;
        for (size_t c = 0; c < t.data.columns.size(); ++c) {
            if (t.data.columns[c].header == QStringLiteral("Throughput (requests/s)"))
                column = qsizetype(c);
        }
        QVERIFY(column >= 0);
        QStringList shown;
        for (qsizetype row = 0; row < t.rows.size(); ++row) {
            const QString type = t.rows[row].value(RecommendationTableModel::InstanceTypeColumn);
            if (type != one->layout.instanceType && type != eight->layout.instanceType)
                continue;
            const Configuration *c = type == one->layout.instanceType ? one : eight;
            QCOMPARE(t.data.rows[row].value(column).toDouble(), c->speed.samplesPerSecond);
            QCOMPARE(t.rows[row].value(RecommendationTableModel::SpeedColumn), DisplayText::speed(*c, false));
            shown << type;
        }
        QCOMPARE(shown.size(), 2);
        QVERIFY(DisplayText::speed(*eight, false)
                    .startsWith(DisplayText::numberRange(eight->speed.samplesPerSecondBand.low,
                                                         eight->speed.samplesPerSecondBand.high)));
    }

    void decoderReportStillSpeaksOfTokens()
    {
        const Scenario s = scenario(QStringLiteral("serve-70b.gpuadvisor.json"));
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        QCOMPARE(toString(r.profile.kind), toString(WorkloadKind::DecoderLlm));
        const ReportData d = ReportBuilder::build(input(s, r, nullptr));
        QVERIFY2(d.workloadSummary.contains(QStringLiteral("4096 prompt tokens and 512 output tokens")),
                 qPrintable(d.workloadSummary));
        QVERIFY2(d.workloadSummary.contains(QStringLiteral("Target: at most 100 ms per generated token.")),
                 qPrintable(d.workloadSummary));
        const QString latency = figure(d.recommendationFigures, QStringLiteral("Latency"));
        QVERIFY2(latency.contains(QStringLiteral("ms to the first token"))
                     && latency.contains(QStringLiteral("ms per further token")),
                 qPrintable(latency));
        QVERIFY2(d.reasons.join(QLatin1Char('\n')).contains(QStringLiteral("tokens/s in total")),
                 qPrintable(d.reasons.join(QLatin1Char('\n'))));
        const QStringList headers = columnHeaders(d);
        QVERIFY(headers.contains(QStringLiteral("Time per output token (ms)")));
        QVERIFY(!headers.contains(QStringLiteral("Latency per request (ms)")));
        QVERIFY(figure(d.summary.figures, QStringLiteral("Latency")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestReportData)
#include "tst_reportdata.moc"
