// SPDX-License-Identifier: Apache-2.0
#include "models/application/evaluation.h"
#include "models/catalog/catalogloader.h"
#include "models/itemmodels/comparisonmodel.h"
#include "models/itemmodels/decisiontree.h"
#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/recommendationfiltermodel.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/text/findingtext.h"
#include "models/text/moneyformatter.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QScopeGuard>
#include <QSet>
#include <QTest>

using namespace Advisor;

namespace {
BillingCost cost(const QString &billing, double total, PriceOrigin origin)
{
    BillingCost c;
    c.billing = billing;
    ResolvedPrice price;
    price.origin = origin;
    price.hourly = total / 10;
    price.date = QStringLiteral("2026-09-24");
    price.source = QStringLiteral("describe-price");
    c.price = price;
    c.hourly = total / 10;
    c.total = total;
    return c;
}

Configuration config(int rank, const QString &type, const QString &family, const QString &gpu, double jobCost,
                     Fit fit = Fit::Fits, bool withinBudget = true)
{
    Configuration c;
    c.ranking.rank = rank;
    c.layout.instanceType = type;
    c.layout.family = family;
    c.layout.gpu = gpu;
    c.layout.gpusPerInstance = 1;
    c.layout.totalGpus = 1;
    c.memory.perGpuMemoryGiB = 20;
    c.memory.usableGpuMemoryGiB = 22;
    c.memory.headroomPercent = 9;
    c.memory.fit = fit;
    c.speed.hours = 10;
    c.pricing.priced = true;
    c.pricing.jobCost = jobCost;
    c.pricing.costPerGpuHour = jobCost / 10;
    c.pricing.primaryBilling = QStringLiteral("payg");
    c.pricing.withinBudget = withinBudget;
    c.pricing.costs = {cost(QStringLiteral("payg"), jobCost, PriceOrigin::Listed)};
    return c;
}

/** Costs chosen so that display strings sort differently from the numbers ("1,000" < "200" as text). */
Recommendation fourConfigurations()
{
    Recommendation r;
    r.currency = QStringLiteral("CNY");
    r.ranked.push_back(
        config(1, QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("gn7i"), QStringLiteral("a10"), 200));
    r.ranked.push_back(
        config(2, QStringLiteral("ecs.gn7-c12g1.3xlarge"), QStringLiteral("gn7"), QStringLiteral("a100"), 1000));
    Configuration third = config(3, QStringLiteral("ecs.gn6i-c4g1.xlarge"), QStringLiteral("gn6i"),
                                 QStringLiteral("t4"), 30, Fit::Tight, false);
    third.pricing.costs.push_back(cost(QStringLiteral("spot"), 12, PriceOrigin::Derived));
    r.ranked.push_back(third);
    Configuration rejected = config(0, QStringLiteral("ecs.gn5-c4g1.xlarge"), QStringLiteral("gn5"),
                                    QStringLiteral("p100"), 25, Fit::Insufficient);
    rejected.problems.push_back({Finding::Kind::DoesNotFit, {}, {}});
    r.rejected.push_back(rejected);
    return r;
}

QStringList columnOrder(const QAbstractItemModel &model, int column, int role = Qt::DisplayRole)
{
    QStringList values;
    for (int row = 0; row < model.rowCount(); ++row)
        values << model.index(row, column).data(role).toString();
    return values;
}
} // namespace

class TestRecommendationModels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

    void tableModelPassesModelTester()
    {
        RecommendationTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRecommendation(fourConfigurations(), nullptr, true);
        QCOMPARE(model.rowCount(), 4);
        // payg and spot were priced: two billing columns after the fixed ones.
        QCOMPARE(model.columnCount(), RecommendationTableModel::FirstBillingColumn + 2);
        QCOMPARE(model.billingIds(), (QStringList{QStringLiteral("payg"), QStringLiteral("spot")}));
        model.setRecommendation({}, nullptr, false);
        QCOMPARE(model.rowCount(), 0);
    }

    void derivedPricesAreMarked()
    {
        RecommendationTableModel model;
        model.setRecommendation(fourConfigurations(), nullptr, true);
        const int spot = model.billingColumn(QStringLiteral("spot"));
        QVERIFY(spot > 0);
        const QModelIndex derived = model.index(2, spot);
        QVERIFY(derived.data().toString().startsWith(QLatin1Char('~')));
        QCOMPARE(derived.data(RecommendationTableModel::PriceOriginRole).toInt(), int(PriceOrigin::Derived));
        QVERIFY(derived.data(Qt::ToolTipRole).toString().contains(QStringLiteral("2026-09-24")));
        // A listed price has no mark, and a missing one shows a dash rather than zero.
        QVERIFY(!model.index(2, model.billingColumn(QStringLiteral("payg")))
                     .data()
                     .toString()
                     .startsWith(QLatin1Char('~')));
        QCOMPARE(model.index(0, spot).data().toString(), QStringLiteral("—"));
    }

    void convertedMoneyIsMarked()
    {
        RecommendationTableModel model;
        model.setRecommendation(fourConfigurations(), nullptr, true);
        model.setMoneyFormatter(MoneyFormatter(QStringLiteral("CNY"), QStringLiteral("USD"), 0.5));
        const QString shown = model.index(0, RecommendationTableModel::JobCostColumn).data().toString();
        QCOMPARE(shown, QStringLiteral("100.00 USD*"));
        QVERIFY(model.index(0, RecommendationTableModel::JobCostColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("converted")));
    }

    void sortsByRawValueNotText()
    {
        RecommendationTableModel model;
        RecommendationFilterModel proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        model.setRecommendation(fourConfigurations(), nullptr, true);
        proxy.setFitsOnly(false);
        proxy.sort(RecommendationTableModel::JobCostColumn, Qt::AscendingOrder);
        QCOMPARE(
            columnOrder(proxy, RecommendationTableModel::JobCostColumn, RecommendationTableModel::SortRole),
            (QStringList{QStringLiteral("25"), QStringLiteral("30"), QStringLiteral("200"), QStringLiteral("1000")}));
        proxy.sort(RecommendationTableModel::RankColumn, Qt::AscendingOrder);
        // Rejected rows (rank 0) sort after every ranked one, not first.
        QCOMPARE(columnOrder(proxy, RecommendationTableModel::InstanceTypeColumn).constLast(),
                 QStringLiteral("ecs.gn5-c4g1.xlarge"));
    }

    void sortsInstanceTypesByTheirNumbers()
    {
        // The collator is made on the first sort by text (not with the model): it still compares numbers
        // inside names as numbers, so c8 comes before c16 although "1" sorts before "8" as text. (The C
        // locale the other tests use compares code points, numbers or not: the window never runs in it.)
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const auto restore = qScopeGuard([] { QLocale::setDefault(QLocale::c()); });
        Recommendation r;
        r.currency = QStringLiteral("CNY");
        r.ranked.push_back(
            config(1, QStringLiteral("ecs.gn7i-c16g1.4xlarge"), QStringLiteral("gn7i"), QStringLiteral("a10"), 300));
        r.ranked.push_back(
            config(2, QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("gn7i"), QStringLiteral("a10"), 200));
        RecommendationTableModel model;
        RecommendationFilterModel proxy;
        proxy.setSourceModel(&model);
        model.setRecommendation(r, nullptr, true);
        proxy.setBestPerFamily(false);
        proxy.sort(RecommendationTableModel::InstanceTypeColumn, Qt::AscendingOrder);
        QCOMPARE(columnOrder(proxy, RecommendationTableModel::InstanceTypeColumn),
                 (QStringList{QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("ecs.gn7i-c16g1.4xlarge")}));
        proxy.sort(RecommendationTableModel::InstanceTypeColumn, Qt::DescendingOrder);
        QCOMPARE(columnOrder(proxy, RecommendationTableModel::InstanceTypeColumn).constFirst(),
                 QStringLiteral("ecs.gn7i-c16g1.4xlarge"));
    }

    void vgpuSliceReadsAsAShareOfACard()
    {
        // A 2 GB slice of a 24 GB A10 is 1/12 of the card: "× 0.0833" asked the reader to do the division.
        Recommendation r;
        r.currency = QStringLiteral("CNY");
        Configuration slice =
            config(1, QStringLiteral("ecs.sgn7i-vws-m2.xlarge"), QStringLiteral("sgn7i-vws"), QStringLiteral("a10"), 0);
        slice.layout.gpusPerInstance = 1.0 / 12;
        r.ranked.push_back(slice);
        const CatalogLoadResult loaded = CatalogLoader::embedded();
        QVERIFY(loaded.catalog);
        RecommendationTableModel model;
        model.setRecommendation(r, &*loaded.catalog, true);
        // The vendor costs width the count needs; the tooltip keeps the full name.
        QCOMPARE(model.index(0, RecommendationTableModel::GpuColumn).data().toString(), QStringLiteral("1/12 × A10"));
        QVERIFY(model.index(0, RecommendationTableModel::GpuColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("NVIDIA A10")));
        // Whole cards and shares that are no simple fraction stay numbers.
        QCOMPARE(FindingText::gpuCount(8), QStringLiteral("8"));
        QCOMPARE(FindingText::gpuCount(1.0 / 6), QStringLiteral("1/6"));
        QCOMPARE(FindingText::gpuCount(0.4), QStringLiteral("0.4"));
    }

    void gpuNamesInTheTableAreShortButKeepWhatTellsCardsApart()
    {
        QCOMPARE(DisplayText::shortGpuName(QStringLiteral("NVIDIA Tesla V100 SXM2 32GB")),
                 QStringLiteral("V100 SXM2 32GB"));
        QCOMPARE(DisplayText::shortGpuName(QStringLiteral("NVIDIA A100 SXM 80GB")), QStringLiteral("A100 SXM 80GB"));
        QCOMPARE(DisplayText::shortGpuName(QStringLiteral("NVIDIA Tesla P100 16GB (PCIe variant likely)")),
                 QStringLiteral("P100 16GB"));
        QCOMPARE(DisplayText::shortGpuName(QStringLiteral("NVIDIA Tesla P100 16GB（可能为 PCIe 版）")),
                 QStringLiteral("P100 16GB"));
        QCOMPARE(DisplayText::shortGpuName(QStringLiteral("Enflame accelerator (燧原)")),
                 QStringLiteral("Enflame accelerator"));
        QCOMPARE(DisplayText::shortGpuName(QStringLiteral("(unnamed)")), QStringLiteral("(unnamed)"));
        // Every GPU of the embedded catalog keeps a distinct short name, so no two rows read alike.
        const CatalogLoadResult loaded = CatalogLoader::embedded();
        QVERIFY(loaded.catalog);
        QSet<QString> seen;
        QSet<QString> seenZh;
        for (const GpuSpec &gpu : loaded.catalog->gpus) {
            for (const bool chinese : {false, true}) {
                const QString full = chinese && !gpu.nameZh.isEmpty() ? gpu.nameZh : gpu.name;
                const QString name = DisplayText::shortGpuName(full);
                QVERIFY2(!name.isEmpty() && name.size() <= 32 && !name.startsWith(QLatin1String("Tesla")),
                         qPrintable(name));
                QSet<QString> &names = chinese ? seenZh : seen;
                QVERIFY2(!names.contains(name), qPrintable(name));
                names.insert(name);
            }
        }
    }

    void filters_data()
    {
        QTest::addColumn<bool>("fitsOnly");
        QTest::addColumn<bool>("withinBudget");
        QTest::addColumn<QString>("family");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("billing");
        QTest::addColumn<int>("rows");
        QTest::newRow("everything") << false << false << QString() << QString() << QString() << 4;
        QTest::newRow("fits only hides rejected") << true << false << QString() << QString() << QString() << 3;
        QTest::newRow("within budget") << true << true << QString() << QString() << QString() << 2;
        QTest::newRow("family gn7") << false << false << QStringLiteral("gn7") << QString() << QString() << 1;
        QTest::newRow("gpu t4") << false << false << QString() << QStringLiteral("t4") << QString() << 1;
        QTest::newRow("billing spot") << false << false << QString() << QString() << QStringLiteral("spot") << 1;
        QTest::newRow("no match") << true << false << QStringLiteral("gn5") << QString() << QString() << 0;
    }

    void filters()
    {
        QFETCH(bool, fitsOnly);
        QFETCH(bool, withinBudget);
        QFETCH(QString, family);
        QFETCH(QString, gpu);
        QFETCH(QString, billing);
        QFETCH(int, rows);
        RecommendationTableModel model;
        RecommendationFilterModel proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        model.setRecommendation(fourConfigurations(), nullptr, true);
        proxy.setFitsOnly(fitsOnly);
        proxy.setWithinBudgetOnly(withinBudget);
        proxy.setFamily(family);
        proxy.setGpu(gpu);
        proxy.setBilling(billing);
        QCOMPARE(proxy.rowCount(), rows);
    }

    void bestPerFamilyKeepsTheTopSizeOfEachFamily()
    {
        Recommendation r = fourConfigurations();
        // Two more gn7i sizes, ranked after everything: the gn7i row shown must stay the rank-1 one.
        r.ranked.push_back(
            config(4, QStringLiteral("ecs.gn7i-c16g1.4xlarge"), QStringLiteral("gn7i"), QStringLiteral("a10"), 210));
        r.ranked.push_back(config(5, QStringLiteral("ecs.gn7i-c32g1.8xlarge"), QStringLiteral("gn7i"),
                                  QStringLiteral("a10"), 230, Fit::Fits, false));
        RecommendationTableModel model;
        RecommendationFilterModel proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        QVERIFY(proxy.bestPerFamily()); // the default view
        proxy.setSourceModel(&model);   // again: must keep following the model
        model.setRecommendation(r, nullptr, true);
        QCOMPARE(columnOrder(proxy, RecommendationTableModel::InstanceTypeColumn),
                 (QStringList{QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("ecs.gn7-c12g1.3xlarge"),
                              QStringLiteral("ecs.gn6i-c4g1.xlarge")}));
        proxy.setBestPerFamily(false);
        QCOMPARE(proxy.rowCount(), 5);
        proxy.setBestPerFamily(true);
        // The best row is chosen among those the other filters keep: hiding rank 1 by budget promotes rank 4.
        r.ranked[0].pricing.withinBudget = false;
        model.setRecommendation(r, nullptr, true);
        proxy.setWithinBudgetOnly(true);
        QCOMPARE(columnOrder(proxy, RecommendationTableModel::InstanceTypeColumn),
                 (QStringList{QStringLiteral("ecs.gn7-c12g1.3xlarge"), QStringLiteral("ecs.gn7i-c16g1.4xlarge")}));
        // A new recommendation is filtered afresh, not from the previous one's best rows.
        r.ranked.erase(r.ranked.begin() + 3); // drop gn7i-c16g1
        model.setRecommendation(r, nullptr, true);
        QCOMPARE(columnOrder(proxy, RecommendationTableModel::InstanceTypeColumn),
                 QStringList{QStringLiteral("ecs.gn7-c12g1.3xlarge")}); // gn7i-c32g1 is over budget too
    }

    void comparisonShowsDifferencesAndRelativeValues()
    {
        const Recommendation r = fourConfigurations();
        ComparisonModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setConfigurations({r.ranked[0], r.ranked[1]}, r.ranked[0], nullptr, true);
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.rowCount(), int(ComparisonModel::AttributeCount));
        QVERIFY(model.index(ComparisonModel::JobCostRow, 0).data(ComparisonModel::DiffersRole).toBool());
        QVERIFY(!model.index(ComparisonModel::InstancesRow, 0).data(ComparisonModel::DiffersRole).toBool());
        QCOMPARE(model.index(ComparisonModel::JobCostRow, 1).data(ComparisonModel::RelativeRole).toDouble(), 5.0);
        // Five times the cost is worse; the recommended column is the reference, neither better nor worse.
        QCOMPARE(model.index(ComparisonModel::JobCostRow, 1).data(ComparisonModel::BetterRole).toInt(), -1);
        QCOMPARE(model.index(ComparisonModel::JobCostRow, 0).data(ComparisonModel::BetterRole).toInt(), 0);
        QVERIFY(model.index(ComparisonModel::JobCostRow, 1).data().toString().contains(QStringLiteral("500 %")));
        QVERIFY(model.headerData(0, Qt::Horizontal).toString().contains(QStringLiteral("recommended")));
        model.setConfigurations({}, std::nullopt, nullptr, true);
        QCOMPARE(model.rowCount(), 0);
    }

    void moneyFormatterRejectsImpossibleRates()
    {
        const MoneyFormatter bad(QStringLiteral("CNY"), QStringLiteral("USD"), 0);
        QVERIFY(!bad.converted());
        QCOMPARE(bad.format(10), QStringLiteral("10.00 CNY"));
        const MoneyFormatter same(QStringLiteral("CNY"), QStringLiteral("CNY"), 2);
        QCOMPARE(same.convert(10), 10.0);
    }

    void decisionTreeBranchesBillingByWhatItDoes()
    {
        // A catalog's own billing models, named as the shipped ones are not: the branch follows what each
        // one does (reclaimed, or a term committing to spend or to instances), never its id.
        Catalog catalog;
        BillingModel payg;
        payg.id = QStringLiteral("payg");
        BillingModel preemptible;
        preemptible.id = QStringLiteral("preemptible");
        preemptible.interruptible = true;
        BillingModel reserved;
        reserved.id = QStringLiteral("reserved-2y");
        reserved.minimumHours = 17520;
        BillingModel commitment;
        commitment.id = QStringLiteral("spend-commitment");
        commitment.minimumHours = 8760;
        commitment.commitsSpend = true;
        catalog.billingModels = {payg, preemptible, reserved, commitment};
        const auto billingBranches = [&](const QStringList &billing) {
            Evaluation e;
            e.scenario.constraints.billing = billing;
            for (const DecisionLevel &level : DecisionTree::levels(e, catalog, nullptr)) {
                if (level.step == DecisionStep::Billing)
                    return level.chosen;
            }
            return QList<int>{-1};
        };
        QCOMPARE(billingBranches({QStringLiteral("preemptible")}), QList<int>{1});
        QCOMPARE(billingBranches({QStringLiteral("spend-commitment")}), QList<int>{3});
        QCOMPARE(billingBranches({QStringLiteral("payg"), QStringLiteral("reserved-2y")}), (QList<int>{0, 2}));
        // An id the catalog does not have takes no branch rather than a guessed one.
        QCOMPARE(billingBranches({QStringLiteral("spot")}), QList<int>{});
    }

    void aStudiosStageIsLiveSessions()
    {
        // Remote desktops are in use, not a model served: the stage's chosen branch says so.
        const auto chosenStage = [](Task task) {
            Evaluation e;
            e.scenario.task = task;
            e.scenario.stage = Stage::Inference;
            for (const DecisionLevel &level : DecisionTree::levels(e, Catalog{}, nullptr)) {
                if (level.step == DecisionStep::Stage && level.chosen.size() == 1)
                    return level.branches.value(level.chosen.front());
            }
            return QString();
        };
        QCOMPARE(chosenStage(Task::Graphics), QStringLiteral("live sessions"));
        QCOMPARE(chosenStage(Task::Llm), QStringLiteral("inference (serving)"));
    }
};

QTEST_GUILESS_MAIN(TestRecommendationModels)
#include "tst_recommendationmodels.moc"
