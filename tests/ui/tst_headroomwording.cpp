// SPDX-License-Identifier: Apache-2.0
// Issue 47, item 22: an LLM serving engine fills the memory it reserves with the KV cache by design, so its
// rows are never called "tight" for a low headroom; they say what the cache holds. Training keeps the wording.
#include "models/application/evaluation.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/scenario/scenarioio.h"
#include "models/text/findingtext.h"
#include "tests/embeddeddata.h"
#include "tests/testutils.h"
#include "ui/results/detailhtml.h"

#include <utility>

#include <QLocale>
#include <QTextDocument>
#include <QtTest>

using namespace Advisor;
using namespace Advisor::Ui;

class TestHeadroomWording : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;

    Evaluation evaluate(const QString &file, const std::function<void(Scenario &)> &change) const
    {
        ScenarioLoadResult loaded = ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/") + file));
        if (!loaded.scenario)
            qFatal("%s did not load", qPrintable(file));
        change(*loaded.scenario);
        return Evaluator(m_catalog, m_presets, nullptr).evaluate(*loaded.scenario);
    }

    QString detailText(const Evaluation &e, const Configuration &c) const
    {
        DetailHtml::Input in;
        in.configuration = &c;
        in.recommendation = &e.recommendation;
        in.catalog = &m_catalog;
        in.scenario = &e.scenario;
        in.training = e.scenario.isTraining();
        QTextDocument doc;
        doc.setHtml(DetailHtml::configuration(in));
        return doc.toPlainText();
    }

    QString headroomTip(const Evaluation &e, const Configuration &c) const
    {
        RecommendationTableModel model;
        model.setRecommendation(e.recommendation, &m_catalog, e.scenario.isTraining());
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.configuration(row) == nullptr
                || model.configuration(row)->layout.instanceType != c.layout.instanceType)
                continue;
            return model.index(row, RecommendationTableModel::HeadroomColumn).data(Qt::ToolTipRole).toString();
        }
        return {};
    }

    static QString marginValue(const Evaluation &e)
    {
        for (const AssumptionLine &a : FindingText::assumptions(e.recommendation.profile.assumptions, nullptr)) {
            if (a.id == QLatin1String("memory-margin"))
                return a.value;
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        loadEmbeddedData(m_catalog, m_presets);
        QLocale::setDefault(QLocale::c());
    }

    void llmServingRowsSayWhatTheirKvCacheHolds()
    {
        // Loads long enough that some rows' caches hold little more than their share: sizing marks those
        // Fit::Tight, and they must still not read as "tight".
        int rows = 0;
        int little = 0;
        for (const auto &[users, context] : {std::pair{16, 4096}, std::pair{16, 32768}, std::pair{64, 32768}}) {
            const Evaluation e = evaluate(QStringLiteral("serve-70b.gpuadvisor.json"), [users, context](Scenario &s) {
                s.inference.concurrency = users;
                s.inference.contextLength = context;
            });
            QVERIFY(!e.recommendation.ranked.empty());
            std::vector<Configuration> all = e.recommendation.ranked;
            all.insert(all.end(), e.recommendation.rejected.begin(), e.recommendation.rejected.end());
            for (const Configuration &c : all) {
                // A row that does not fit says by how much, in its headroom.
                if (c.memory.fit == Fit::Insufficient)
                    continue;
                ++rows;
                const QString detail = detailText(e, c);
                const QString tip = headroomTip(e, c);
                QVERIFY2(!detail.contains(QStringLiteral("tight"), Qt::CaseInsensitive), qPrintable(detail));
                QVERIFY2(!tip.isEmpty() && !tip.contains(QStringLiteral("tight"), Qt::CaseInsensitive),
                         qPrintable(tip));
                const QString holds =
                    QStringLiteral("%1 full request").arg(QLocale().toString(c.speed.maxConcurrencyPerReplica));
                QVERIFY2(detail.contains(QStringLiteral("KV cache holds")) && detail.contains(holds),
                         qPrintable(detail));
                QVERIFY2(tip.contains(holds), qPrintable(tip));
                if (c.memory.fit == Fit::Tight) {
                    ++little;
                    QVERIFY2(detail.contains(QStringLiteral("little more than its share of your users")),
                             qPrintable(detail));
                }
            }
            const QString margin = marginValue(e);
            QVERIFY2(!margin.isEmpty() && !margin.contains(QStringLiteral("tight")), qPrintable(margin));
        }
        QVERIFY(rows > 0);
        QVERIFY2(little > 0, "no row of these loads holds little more than its share: the test checks less");
    }

    void trainingRowsKeepTheHeadroomWording()
    {
        // A margin the user asks for: a row under it is "tight", and says so.
        const Evaluation e = evaluate(QStringLiteral("finetune-7b-lora.gpuadvisor.json"),
                                      [](Scenario &s) { s.constraints.memoryMarginPercent = 60; });
        const Configuration *tight = nullptr;
        for (const Configuration &c : e.recommendation.ranked) {
            if (c.memory.fit == Fit::Tight && c.memory.headroomPercent < 60)
                tight = &c;
        }
        QVERIFY2(tight, "no training row is tight under a 60 % margin");
        const QString detail = detailText(e, *tight);
        QVERIFY2(detail.contains(QStringLiteral("Headroom")) && detail.contains(QStringLiteral("tight")),
                 qPrintable(detail));
        QVERIFY(!detail.contains(QStringLiteral("KV cache holds")));
        QVERIFY(headroomTip(e, *tight).contains(QStringLiteral("tight")));
        QVERIFY2(marginValue(e).contains(QStringLiteral("tight")), qPrintable(marginValue(e)));
    }
};

QTEST_MAIN(TestHeadroomWording)
#include "tst_headroomwording.moc"
