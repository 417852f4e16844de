// SPDX-License-Identifier: Apache-2.0
#include "tests/models/advicecases.h"

#include <QSet>
#include <QTest>

using namespace Advisor;

// The rules, each just past and just inside its threshold (the cases are in advicecases_*.cpp). The decision
// path, checklist, output formats and one-click fixes are in tst_adviceoutput.cpp.

namespace {
const std::vector<AdviceCase> &cases()
{
    static const std::vector<AdviceCase> all = [] {
        std::vector<AdviceCase> v = balanceCases();
        v.insert(v.end(), planCases().begin(), planCases().end());
        return v;
    }();
    return all;
}
} // namespace

class TestAdvice
    : public QObject
    , private AdviceTestBase
{
    Q_OBJECT

private slots:
    void initTestCase() { loadEmbedded(); }

    void balancedConfigurationHasNoWarnings()
    {
        Fixture f = balanced();
        const AdviceReport report = f.run(m_rules);
        QStringList ids;
        for (const Warning &w : report.warnings)
            ids << w.id;
        QVERIFY2(report.warnings.empty(), qPrintable(ids.join(QStringLiteral(", "))));
        QVERIFY(!report.decisionPath.isEmpty());
        QVERIFY(!report.checklist.isEmpty());
    }

    void ruleFiresJustPastItsThreshold_data()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < cases().size(); ++i)
            QTest::newRow(cases()[i].name) << int(i);
    }

    void ruleFiresJustPastItsThreshold()
    {
        QFETCH(int, index);
        const AdviceCase &c = cases()[std::size_t(index)];
        Fixture f = balanced();
        c.setup(f);
        const AdviceReport report = f.run(m_rules);
        const Warning *w = report.warning(QString::fromLatin1(c.rule));
        if (!c.fires) {
            QVERIFY2(!w, w ? qPrintable(w->message) : "");
            return;
        }
        QVERIFY2(w, c.rule);
        QCOMPARE(toString(w->severity), toString(m_rules.rule(QString::fromLatin1(c.rule))->severity));
        QVERIFY(!w->title.isEmpty());
        QVERIFY(!w->fix.isEmpty());
        QCOMPARE(w->source, f.catalog.citations(m_rules.rule(QString::fromLatin1(c.rule))->sourceKeys));
        for (const QString &fragment : c.fragments)
            QVERIFY2(w->message.contains(fragment) || w->fix.contains(fragment),
                     qPrintable(QStringLiteral("expected \"%1\" in:\n%2\n%3").arg(fragment, w->message, w->fix)));
    }

    void everyWarningRuleIsCovered()
    {
        // Each rule that produces warnings has a firing and a silent case above.
        QSet<QString> fires;
        QSet<QString> silent;
        for (const AdviceCase &c : cases())
            (c.fires ? fires : silent).insert(QString::fromLatin1(c.rule));
        for (const QString &id : RulesLoader::knownRuleIds()) {
            if (id == QLatin1String("decision-tree") || id == QLatin1String("operations-checklist"))
                continue;
            QVERIFY2(fires.contains(id), qPrintable(id));
            QVERIFY2(silent.contains(id), qPrintable(id));
        }
    }

    void ruleSourcesAreCitedInTheLanguageShown()
    {
        // Issue 47: the rules load once, in the language the program started in. After a switch to Chinese every
        // rule cites its sources by their Chinese titles: from the catalog, or from what the rule kept at load
        // when the catalog lacks them (the English citations made at load stayed English).
        QSet<QString> fires;
        QSet<QString> checked;
        for (const bool catalogHasTheSources : {true, false}) {
            for (const AdviceCase &c : cases()) {
                if (!c.fires)
                    continue;
                fires.insert(QString::fromLatin1(c.rule));
                Fixture f = balanced();
                c.setup(f);
                if (!catalogHasTheSources)
                    f.catalog.sources.clear();
                QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
                const AdviceReport report = f.run(m_rules);
                QLocale::setDefault(QLocale::c());
                const Warning *w = report.warning(QString::fromLatin1(c.rule));
                QVERIFY2(w, c.rule);
                const Rule *rule = m_rules.rule(w->id);
                QVERIFY(rule && !rule->sourceKeys.isEmpty());
                for (const QString &key : rule->sourceKeys) {
                    const SourceRef ref = m_catalog.sources.value(key);
                    QVERIFY2(!ref.titleZh.isEmpty() && w->source.contains(ref.titleZh),
                             qPrintable(key + QStringLiteral(": ") + w->source));
                    QVERIFY2(ref.titleZh.contains(ref.title) || !w->source.contains(ref.title), qPrintable(w->source));
                }
                checked.insert(w->id);
            }
        }
        QVERIFY(!checked.isEmpty());
        QCOMPARE(checked, fires);
    }

    void thresholdsComeFromTheRulesFile()
    {
        RuleSet rules = m_rules;
        Fixture f = balanced();
        f.setGpus(2);
        f.type().vcpu = 15;
        f.type().memoryGiB = 480;
        QVERIFY(f.run(rules).warning(QStringLiteral("cpu-per-gpu-training")));
        rules.rule(QStringLiteral("cpu-per-gpu-training"))->thresholds[QStringLiteral("minVcpuPerGpu")] = 7.5;
        Fixture g = balanced();
        g.setGpus(2);
        g.type().vcpu = 15;
        g.type().memoryGiB = 480;
        QVERIFY(!g.run(rules).warning(QStringLiteral("cpu-per-gpu-training")));
        rules.rule(QStringLiteral("cpu-per-gpu-training"))->severity = AdviceSeverity::Blocker;
        rules.rule(QStringLiteral("cpu-per-gpu-training"))->thresholds[QStringLiteral("minVcpuPerGpu")] = 8;
        Fixture h = balanced();
        h.setGpus(2);
        h.type().vcpu = 15;
        h.type().memoryGiB = 480;
        QCOMPARE(toString(h.run(rules).warning(QStringLiteral("cpu-per-gpu-training"))->severity),
                 QStringLiteral("blocker"));
    }

    void disabledRuleIsSilent()
    {
        RuleSet rules = m_rules;
        rules.rule(QStringLiteral("storage-local-disk"))->enabled = false;
        Fixture f = balanced();
        f.scenario.data.storage = QStringLiteral("local");
        QVERIFY(!f.run(rules).warning(QStringLiteral("storage-local-disk")));
    }

    void blockersComeFirst()
    {
        Fixture f = balanced();
        f.type().vcpu = 4;
        f.scenario.data.storage = QStringLiteral("local");
        f.setBilling(QStringLiteral("spot"), 3);
        f.scenario.constraints.checkpointing = false;
        const AdviceReport report = f.run(m_rules);
        QVERIFY(report.warnings.size() >= 3);
        QCOMPARE(report.warnings.front().id, QStringLiteral("billing-spot-without-checkpoints"));
        QVERIFY(report.hasBlocker());
        for (std::size_t i = 1; i < report.warnings.size(); ++i)
            QVERIFY(int(report.warnings[i - 1].severity) >= int(report.warnings[i].severity));
    }
};

QTEST_GUILESS_MAIN(TestAdvice)
#include "tst_advice.moc"
