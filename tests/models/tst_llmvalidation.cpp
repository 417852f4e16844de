// SPDX-License-Identifier: Apache-2.0
// The validation set: published LLM measurements from sources no constant was fitted on
// (tests/data/published/llm-validation.json). Each is estimated as the program would estimate it, and the
// accuracy (within the stated tolerance) and the coverage of the band the program shows are counted per
// mechanism. The figures are printed, and the ones README.md states must be the ones measured here: the
// stated accuracy cannot drift from the model's. The bands' widths are fitted on the calibration set
// (llm-calibration.json, tst_bandcalibration), estimated by the same code (ValidationCases::Llm::estimate).
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/sizing/confidence.h"
#include "models/sizing/measuredthroughput.h"
#include "models/sizing/sizingengine.h"
#include "models/sizing/sizingparameters.h"
#include "tests/models/publishedcases.h"
#include "tests/models/validationcases.h"
#include "tests/testutils.h"

#include <map>

#include <nlohmann/json.hpp>

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Advisor;
using nlohmann::json;
using ValidationCases::number;
using ValidationCases::Tally;
using ValidationCases::text;

using ValidationCases::Llm::Outcome;

class TestLlmValidation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(PublishedCases::loadEmbedded(m_catalog, m_presets));
        QFile file(sourceDir(QStringLiteral("tests/data/published")).filePath(QStringLiteral("llm-validation.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_doc = json::parse(file.readAll().toStdString());
        QVERIFY(m_doc["cases"].is_array());
    }

    // Every case says where it comes from, and is held back from fitting.
    void everyCaseIsSourcedAndHeldBack()
    {
        QStringList ids;
        for (const json &c : m_doc["cases"]) {
            const QString id = text(c, "id");
            QVERIFY2(!ids.contains(id), qPrintable(id));
            ids << id;
            QCOMPARE(text(c, "set"), QStringLiteral("validation"));
            QVERIFY2(!text(c, "quote").isEmpty() && !text(c, "source").isEmpty(), qPrintable(id));
            QVERIFY2(text(c, "url").startsWith(QStringLiteral("https://")), qPrintable(id));
            QVERIFY2(number(c, "published") > 0, qPrintable(id));
        }
        QVERIFY(ids.size() >= 25);
    }

    // Every engine a case names is one the scenario can choose, so no case falls back to the default.
    void everyNamedEngineIsKnown()
    {
        for (const json &c : m_doc["cases"]) {
            const QString engine = text(c, "engine");
            if (!engine.isEmpty())
                QVERIFY2(ValidationCases::Llm::engineNamed(engine) != LlmEngine::Default, qPrintable(engine));
        }
    }

    void accuracyAndBandCoverageAreTheOnesStated()
    {
        std::vector<Outcome> outcomes;
        for (const json &c : m_doc["cases"])
            outcomes.push_back(ValidationCases::Llm::estimate(c, m_doc["tolerance"], m_catalog, m_presets));

        std::map<QString, Tally> byMechanism;
        std::map<QString, Tally> byMetric;
        std::map<QString, Tally> byBand;
        Tally all;
        for (const Outcome &o : outcomes) {
            for (Tally *t : {&byMechanism[o.mechanism], &byMetric[o.metric], &all})
                t->count(o.estimatedAtAll, o.withinTolerance, o.bandHolds);
            if (o.estimatedAtAll)
                byBand[o.bandClass].count(true, o.withinTolerance, o.bandHolds);
            qInfo().noquote() << ValidationCases::Llm::describe(o)
                    + (o.estimatedAtAll ? QStringLiteral(" (%1 band, needs ±%2 %)")
                                              .arg(o.bandClass)
                                              .arg(o.neededWidth() * 100, 0, 'f', 1)
                                        : QString());
        }
        // Not in README.md: the same counts by metric and by the band each figure takes (the widths are
        // fitted per band on llm-calibration.json, tst_bandcalibration).
        qInfo().noquote() << QStringLiteral("By metric:\n")
                + ValidationCases::tableRows(byMetric).join(QLatin1Char('\n'));
        qInfo().noquote() << QStringLiteral("By band:\n") + ValidationCases::tableRows(byBand).join(QLatin1Char('\n'));
        const QStringList rows = ValidationCases::tableRows(byMechanism);
        const QString summary =
            QStringLiteral("Validation: %1 of %2 estimated cases within tolerance; the stated band holds %3 of %2.")
                .arg(all.within)
                .arg(all.estimated)
                .arg(all.bandHolds);
        qInfo().noquote() << summary;
        qInfo().noquote() << rows.join(QLatin1Char('\n'));

        // README.md states the same figures, and the table per mechanism, word for word.
        const QString missing = ValidationCases::missingFromReadme(summary, rows);
        QVERIFY2(missing.isEmpty(), qPrintable(missing));
        // Nothing is counted twice or lost: every case is estimated or says why not.
        QCOMPARE(all.cases, int(outcomes.size()));
        for (const Outcome &o : outcomes)
            QVERIFY2(o.estimatedAtAll || !o.why.isEmpty(), qPrintable(o.id));
    }

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;
    json m_doc;
};

QTEST_GUILESS_MAIN(TestLlmValidation)
#include "tst_llmvalidation.moc"
