// SPDX-License-Identifier: Apache-2.0
#include "tests/models/advicetestutils.h"

#include "models/application/evaluation.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"
#include "models/text/findingtext.h"
#include "tests/testutils.h"

#include <QTest>

using namespace Advisor;

// What the advice shows besides the rules' thresholds: one-click fixes, the decision path, the operations
// checklist, the JSON and text output, and advice on the sizing engine's own figures.

class TestAdviceOutput
    : public QObject
    , private AdviceTestBase
{
    Q_OBJECT

private slots:
    void initTestCase() { loadEmbedded(); }

    void chosenInstanceResolvesTheWarningItIsOfferedFor_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("model");
        for (const QString &file : exampleScenarioFiles()) {
            QTest::newRow(qPrintable(file)) << file << QString();
            // The sizes managers ask about most, on every LLM example.
            if (file.startsWith(QLatin1String("finetune")) || file.startsWith(QLatin1String("serve-70b"))) {
                for (const char *model : {"qwen2.5-14b", "qwen2.5-32b", "qwen2.5-72b", "llama-3.1-8b"})
                    QTest::addRow("%s %s", qPrintable(file), model) << file << QString::fromLatin1(model);
            }
        }
    }

    void chosenInstanceResolvesTheWarningItIsOfferedFor()
    {
        QFETCH(QString, file);
        QFETCH(QString, model);
        ScenarioLoadResult loaded = ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/") + file));
        QVERIFY(loaded.scenario);
        if (!model.isEmpty()) {
            QVERIFY(m_presets.preset(model));
            loaded.scenario->model = model;
            loaded.scenario->parameters.reset();
        }
        const Evaluator evaluator(m_catalog, m_presets, &m_rules);
        const Evaluation e = evaluator.evaluate(*loaded.scenario);
        const auto find = [&e](const QString &type) -> const Configuration * {
            for (const Configuration &c : e.recommendation.ranked) {
                if (c.layout.instanceType == type)
                    return &c;
            }
            return nullptr;
        };
        // "Apply this fix" selects another row; that row must not raise the same warning again, or the
        // user is sent back and forth between two rows.
        for (const Configuration &from : e.recommendation.ranked) {
            for (const Warning &w : evaluator.adviceFor(e, &from).warnings) {
                if (!w.action || w.action->kind != FixAction::Kind::ChooseInstance)
                    continue;
                const Configuration *to = find(w.action->value);
                QVERIFY2(to,
                         qPrintable(w.id + QLatin1String(": ") + w.action->value + QLatin1String(" is not ranked")));
                for (const Warning &again : evaluator.adviceFor(e, to).warnings) {
                    QVERIFY2(!again.action || again.action->kind != FixAction::Kind::ChooseInstance
                                 || again.action->value != from.layout.instanceType,
                             qPrintable(QStringLiteral("%1 -> %2 -> back (%3)")
                                            .arg(from.layout.instanceType, to->layout.instanceType, again.id)));
                    QVERIFY2(
                        again.id != w.id,
                        qPrintable(QStringLiteral("%1: %2 -> %3 raises it again (%4)")
                                       .arg(w.id, from.layout.instanceType, to->layout.instanceType, again.message)));
                }
            }
        }
    }

    void fitLabelAgreesWithTheKvCacheWarning_data()
    {
        QTest::addColumn<int>("concurrency");
        QTest::addColumn<int>("context");
        for (int concurrency : {16, 64, 128}) {
            for (int context : {4096, 32768})
                QTest::addRow("%d x %d", concurrency, context) << concurrency << context;
        }
    }

    void fitLabelAgreesWithTheKvCacheWarning()
    {
        QFETCH(int, concurrency);
        QFETCH(int, context);
        ScenarioLoadResult loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        loaded.scenario->inference.concurrency = concurrency;
        loaded.scenario->inference.contextLength = context;
        const Evaluator evaluator(m_catalog, m_presets, &m_rules);
        const Evaluation e = evaluator.evaluate(*loaded.scenario);
        QVERIFY(!e.recommendation.ranked.empty());
        // A row labelled "fits" carries no warning that its cache is too small, and a warned row is "tight".
        for (const Configuration &c : e.recommendation.ranked) {
            bool warned = false;
            for (const Warning &w : evaluator.adviceFor(e, &c).warnings)
                warned = warned || w.id == QLatin1String("serving-kv-cache");
            QVERIFY2(warned == (c.memory.fit == Fit::Tight),
                     qPrintable(QStringLiteral("%1: %2, %3 sequences per replica, %4 replicas")
                                    .arg(c.layout.instanceType,
                                         warned ? QStringLiteral("warned") : QStringLiteral("not warned"))
                                    .arg(c.speed.maxConcurrencyPerReplica)
                                    .arg(c.layout.dataParallel)));
        }
    }

    void networkWarningAgreesWithTheScalingEfficiency_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("stage");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<int>("epochs");
        QTest::addColumn<double>("deadlineHours");
        QTest::addColumn<bool>("expectWarned");
        QTest::addColumn<bool>("expectUnwarned");
        // LoRA exchanges only the adapters' gradients: spread over TCP it waits on nothing worth a dearer
        // family. A full fine-tune exchanges every weight's gradient, and over TCP that shows.
        QTest::newRow("7B LoRA") << "qwen2.5-7b" << int(Stage::FinetuneLora) << 60e6 << 3 << 24.0 << false << true;
        QTest::newRow("13B full fine-tune")
            << "llama-2-13b" << int(Stage::FinetuneFull) << 500e6 << 1 << 200.0 << true << false;
    }

    void networkWarningAgreesWithTheScalingEfficiency()
    {
        // A row shown at 100 % scaling efficiency must not be warned that its network costs it half the speed:
        // the warning stands exactly where the GPUs wait on the exchange for its share of the step or more.
        QFETCH(QString, model);
        QFETCH(int, stage);
        QFETCH(double, tokens);
        QFETCH(int, epochs);
        QFETCH(double, deadlineHours);
        QFETCH(bool, expectWarned);
        QFETCH(bool, expectUnwarned);
        Scenario s;
        s.task = Task::Llm;
        s.stage = Stage(stage);
        s.model = model;
        s.training.tokens = tokens;
        s.training.epochs = epochs;
        s.training.deadlineHours = deadlineHours;
        s.constraints.maxNodes = 4;
        s.constraints.billing = {QStringLiteral("payg")};
        s.data.datasetGiB = 2;
        const Rule *rule = m_rules.active(QStringLiteral("network-no-rdma"));
        QVERIFY(rule);
        const double minWaiting = rule->threshold(QStringLiteral("minStepShareWaiting"));
        QVERIFY(minWaiting > 0 && minWaiting < 1);
        const Evaluator evaluator(m_catalog, m_presets, &m_rules);
        const Evaluation e = evaluator.evaluate(s);
        int warnedRows = 0;
        int unwarnedRows = 0;
        for (const Configuration &c : e.recommendation.ranked) {
            const Family *family = m_catalog.family(c.layout.family);
            QVERIFY(family);
            if (c.layout.instances < 2 || family->rdma != RdmaType::None)
                continue;
            bool warned = false;
            for (const Warning &w : evaluator.adviceFor(e, &c).warnings)
                warned = warned || w.id == QLatin1String("network-no-rdma");
            QVERIFY2(warned == (c.speed.scalingEfficiency <= 1 - minWaiting + 1e-12),
                     qPrintable(QStringLiteral("%1 × %2: scaling efficiency %3, %4")
                                    .arg(c.layout.instances)
                                    .arg(c.layout.instanceType)
                                    .arg(c.speed.scalingEfficiency)
                                    .arg(warned ? QStringLiteral("warned") : QStringLiteral("not warned"))));
            (warned ? warnedRows : unwarnedRows)++;
        }
        if (expectWarned)
            QVERIFY2(warnedRows > 0, "no multi-node TCP row was warned");
        if (expectUnwarned)
            QVERIFY2(unwarnedRows > 0, "no multi-node TCP row went without the warning");
    }

    void encoderServingKeepsNoKvCache()
    {
        // BERT answers a request in one pass and generates nothing, so it keeps no KV cache to run short of,
        // whatever its attention layers would cache in a decoder. (The example's 16 concurrent requests were
        // warned as "16 sequences of 128 + 0 tokens" needing 19.2.)
        const ScenarioLoadResult loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/serve-bert-api.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        const Evaluator evaluator(m_catalog, m_presets, &m_rules);
        const Evaluation e = evaluator.evaluate(*loaded.scenario);
        QVERIFY(!e.recommendation.ranked.empty());
        QVERIFY(e.recommendation.profile.kvBytesPerToken > 0); // the case: the shape alone implies a cache
        for (const Configuration &c : e.recommendation.ranked) {
            for (const Warning &w : evaluator.adviceFor(e, &c).warnings)
                QVERIFY2(w.id != QLatin1String("serving-kv-cache"), qPrintable(c.layout.instanceType + w.message));
        }
    }

    void incompleteScenarioIsNotEstimated()
    {
        const Evaluator evaluator(m_catalog, m_presets, &m_rules);
        // A fresh scenario names no model and no data: an estimate would be infinitely fast and free.
        Scenario s;
        Evaluation e = evaluator.evaluate(s);
        QCOMPARE(e.missing, (std::vector<MissingInput>{MissingInput::Model, MissingInput::TrainingData}));
        QVERIFY(e.recommendation.ranked.empty());
        QVERIFY(e.recommendation.rejected.empty());
        QVERIFY(e.advice.warnings.empty());
        s.parameters = 7e9;
        QCOMPARE(evaluator.evaluate(s).missing, std::vector<MissingInput>{MissingInput::TrainingData});
        s.training.tokens = 1e8;
        e = evaluator.evaluate(s);
        QVERIFY(e.isComplete());
        QVERIFY(!e.recommendation.ranked.empty());
        // Serving needs no data size; graphics needs no model.
        Scenario serving;
        serving.stage = Stage::Inference;
        QCOMPARE(missingInputs(serving), std::vector<MissingInput>{MissingInput::Model});
        serving.task = Task::Graphics;
        QVERIFY(missingInputs(serving).empty());
    }

    void fixActions_data()
    {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("value");
        QTest::newRow("large dataset") << "storage-large-dataset"
                                       << "set-storage"
                                       << "cpfs-200";
        QTest::newRow("small files") << "storage-small-files"
                                     << "set-storage"
                                     << "cpfs-200";
        QTest::newRow("local disk") << "storage-local-disk"
                                    << "set-storage"
                                    << "essd-pl2";
        QTest::newRow("spot blocker") << "billing-spot-without-checkpoints"
                                      << "set-checkpointing"
                                      << "true";
        QTest::newRow("cpu") << "cpu-per-gpu-training"
                             << "choose-instance" << altType;
        QTest::newRow("tcp") << "network-no-rdma"
                             << "choose-instance" << altType;
        QTest::newRow("payg all month") << "billing-payg-break-even"
                                        << "set-billing"
                                        << "subscription-1m";
        QTest::newRow("storage class") << "storage-throughput"
                                       << "set-storage"
                                       << "essd-pl2";
    }

    void fixActions()
    {
        QFETCH(QString, rule);
        QFETCH(QString, kind);
        QFETCH(QString, value);
        Fixture f = balanced();
        if (rule == QLatin1String("storage-large-dataset")) {
            f.scenario.data.datasetGiB = 5000;
        } else if (rule == QLatin1String("storage-small-files")) {
            f.scenario.data.smallFiles = true;
        } else if (rule == QLatin1String("storage-local-disk")) {
            f.scenario.data.storage = QStringLiteral("local");
        } else if (rule == QLatin1String("billing-spot-without-checkpoints")) {
            f.setBilling(QStringLiteral("spot"), 3);
            f.scenario.constraints.checkpointing = false;
        } else if (rule == QLatin1String("cpu-per-gpu-training")) {
            f.type().vcpu = 4;
            addAlternative(f, QStringLiteral("gn7i"), 32, 240, 1);
        } else if (rule == QLatin1String("network-no-rdma")) {
            f.setGpus(1, 2);
            addAlternative(f, QStringLiteral("gn8is"), 32, 240, 1);
        } else if (rule == QLatin1String("billing-payg-break-even")) {
            // Serving runs all 730 h, past the 480 h break-even.
            f.scenario.stage = Stage::Inference;
            f.setBilling(QStringLiteral("payg"), 10);
            f.setBilling(QStringLiteral("subscription-1m"), 6.58);
            f.cfg.pricing.primaryBilling = QStringLiteral("payg");
        } else if (rule == QLatin1String("storage-throughput")) {
            // 400 MB/s needed at 80 %: PL1 tops out at 350 MB/s, a larger PL2 reaches 500.
            f.scenario.data.datasetGiB = 100;
            f.scenario.training.tokens = 100.0 * 1024 * 1024 * 1024 / 4;
            f.cfg.speed.tokensPerSecond = 100e6;
        }
        const AdviceReport report = f.run(m_rules);
        const Warning *w = report.warning(rule);
        QVERIFY2(w, qPrintable(rule));
        QVERIFY2(w->action, qPrintable(w->fix));
        QCOMPARE(FixAction::kindName(w->action->kind), kind);
        QCOMPARE(w->action->value, value);
    }

    void storageFixNamesTheCapacity()
    {
        Fixture f = balanced();
        f.scenario.data.datasetGiB = 100;
        f.scenario.training.tokens = 100.0 * 1024 * 1024 * 1024 / 4;
        f.cfg.speed.tokensPerSecond = 100e6;        // 400 MB/s; at 80 % the disk must give 500 MB/s
        const AdviceReport report = f.run(m_rules); // kept alive: warning() points into it
        const Warning *w = report.warning(QStringLiteral("storage-throughput"));
        QVERIFY(w);
        // 120 + 0.5 × 760 = 500 MB/s
        QVERIFY2(w->fix.contains(QStringLiteral("Provision 760 GiB of ESSD PL2")), qPrintable(w->fix));
        QVERIFY2(w->fix.contains(QStringLiteral("500 MB/s needed at 80 %")), qPrintable(w->fix));
    }

    void breakEvenAgainstSubscription()
    {
        Fixture f = balanced();
        f.scenario.stage = Stage::Inference;
        f.setBilling(QStringLiteral("payg"), 10);
        f.setBilling(QStringLiteral("subscription-1m"), 6.58);
        f.setBilling(QStringLiteral("savings-plan"), 6.1);
        f.cfg.pricing.primaryBilling = QStringLiteral("payg");
        const AdviceReport report = f.run(m_rules); // kept alive: warning() points into it
        const Warning *w = report.warning(QStringLiteral("billing-payg-break-even"));
        QVERIFY(w);
        QVERIFY2(w->message.contains(QStringLiteral("about 730 h a month")), qPrintable(w->message));
        QVERIFY2(w->message.contains(QStringLiteral(
                     "savings plan (1-year commitment) costs 4453 CNY a month and breaks even at 445 h/month")),
                 qPrintable(w->message));
        QVERIFY2(w->fix.contains(QStringLiteral("about 4803 CNY a month, 2497 CNY less")), qPrintable(w->fix));
        QCOMPARE(w->action->value, QStringLiteral("subscription-1m"));
    }

    void breakEvenAgainstSavingsPlan()
    {
        // 500 h: past the savings plan's 445 h but short of the subscription's 533 h.
        Fixture f = balanced();
        f.setBilling(QStringLiteral("payg"), 10);
        f.setBilling(QStringLiteral("subscription-1m"), 7.3);
        f.setBilling(QStringLiteral("savings-plan"), 6.1);
        f.cfg.pricing.primaryBilling = QStringLiteral("payg");
        f.cfg.speed.hours = 500;
        const AdviceReport report = f.run(m_rules); // kept alive: warning() points into it
        const Warning *w = report.warning(QStringLiteral("billing-payg-break-even"));
        QVERIFY(w);
        QVERIFY2(w->message.contains(QStringLiteral("breaks even at 533 h/month")), qPrintable(w->message));
        QVERIFY2(w->fix.contains(QStringLiteral("about 4453 CNY a month, 547 CNY less")), qPrintable(w->fix));
        QCOMPARE(w->action->value, QStringLiteral("savings-plan"));
    }

    void spotCheckpointIntervalFromStepTime()
    {
        Fixture f = balanced();
        f.setBilling(QStringLiteral("spot"), 3);
        f.cfg.speed.hours = 20;
        f.cfg.speed.stepSeconds = 2;
        const AdviceReport report = f.run(m_rules); // kept alive: warning() points into it
        const Warning *w = report.warning(QStringLiteral("billing-spot-checkpoint-interval"));
        QVERIFY(w);
        QVERIFY2(w->fix.contains(QStringLiteral("every 900 steps (about 30 min at 2.00 s per step)")),
                 qPrintable(w->fix));
        QVERIFY2(w->fix.contains(QStringLiteral("1 h protection period")), qPrintable(w->fix));
    }

    void decisionPathFollowsTheRanking()
    {
        Fixture f = balanced();
        f.scenario.stage = Stage::FinetuneFull;
        f.rec.profile.modelName = QStringLiteral("Big model");
        f.rec.profile.parameters = 7e10;
        f.setFamily(QStringLiteral("ebmgn7ex"));
        f.setGpus(8, 2);
        f.type().vcpu = 128;
        f.type().memoryGiB = 1024;
        f.cfg.ranking.reasons = {{Finding::Kind::MemoryHeadroom, {70.4, 80, 12}, {}}};
        const AdviceReport report = f.run(m_rules);
        const QString path = report.decisionPath.join(QLatin1Char('\n'));
        QVERIFY2(path.contains(QStringLiteral("Big model: 70.0 B parameters, full fine-tuning")), qPrintable(path));
        QVERIFY2(
            path.contains(QStringLiteral("more than 10.0 B parameters, distributed training → 80 GB-class NVLink")),
            qPrintable(path));
        QVERIFY2(path.contains(QStringLiteral("2 instances → multi-node: ebmgn7ex has eRDMA")), qPrintable(path));
        QVERIFY2(report.decisionPath.last().startsWith(QStringLiteral("Recommended: 2 × ecs.test-a (8 × 80 GB).")),
                 qPrintable(report.decisionPath.last()));
        QVERIFY(report.decisionPath.last().contains(QStringLiteral("(12 % headroom)")));
        QVERIFY(!path.contains(QStringLiteral("departs")));
    }

    void decisionPathKnowsServingCopiesNeedNoNetwork()
    {
        // Three copies of a served model, one per instance, send each other nothing: "multi-node over TCP
        // (see the network warning)" was said of them, with no such warning to see.
        Fixture f = balanced();
        f.scenario.stage = Stage::Inference;
        f.setGpus(8, 3);
        f.cfg.layout.dataParallel = 3;
        f.cfg.layout.pipelineParallel = 1;
        QCOMPARE(f.catalog.family(f.cfg.layout.family)->rdma, RdmaType::None); // gn7i: TCP only
        QString path = f.run(m_rules).decisionPath.join(QLatin1Char('\n'));
        QVERIFY2(path.contains(QStringLiteral("3 instances → 3 whole copies of the model")), qPrintable(path));
        QVERIFY2(!path.contains(QStringLiteral("multi-node")), qPrintable(path));

        // One copy split over the instances does talk over the network.
        f.cfg.layout.dataParallel = 1;
        f.cfg.layout.pipelineParallel = 3;
        path = f.run(m_rules).decisionPath.join(QLatin1Char('\n'));
        QVERIFY2(path.contains(QStringLiteral("3 instances → multi-node over TCP")), qPrintable(path));
    }

    void decisionPathOfDesktopsSpeaksOfSessions()
    {
        // Desktops have no model and no tensor parallelism: the path read "The model: 0 M parameters",
        // "→ 0 GPU(s): tensor parallel 1 × data parallel 1" and "(0 × 2 GB)" for a 2 GB vGPU slice.
        const ScenarioLoadResult loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/cloud-gaming.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        const Evaluator evaluator(m_catalog, m_presets, &m_rules);
        const Evaluation e = evaluator.evaluate(*loaded.scenario);
        QVERIFY(e.chosen());
        QVERIFY(e.chosen()->layout.gpusPerInstance < 1); // the case: a slice of a card
        const QString path = e.advice.decisionPath.join(QLatin1Char('\n'));
        QVERIFY2(path.startsWith(QStringLiteral("4 graphics session(s) of 2.0 GiB GPU memory each → graphics")),
                 qPrintable(path));
        QVERIFY2(path.contains(QStringLiteral("Each session needs 2.0 GiB")), qPrintable(path));
        QVERIFY2(path.contains(QStringLiteral("GB vGPU slice each)")), qPrintable(path));
        // The lead names what one session gets, as the table does ("× 1/24"): the four sessions' total
        // read "1/6 × NVIDIA Ada Lovelace vGPU" beside a table that said 1/24.
        const QString share = QStringLiteral("%1 × %2 per instance")
                                  .arg(FindingText::gpuCount(e.chosen()->layout.gpusPerInstance),
                                       m_catalog.gpuDisplayName(e.chosen()->layout.gpu));
        QVERIFY2(path.contains(share), qPrintable(share + QStringLiteral(": ") + path));
        QVERIFY2(!path.contains(FindingText::gpuCount(e.chosen()->layout.totalGpus) + QStringLiteral(" ×")),
                 qPrintable(path));
        for (const QString &wrong : {QStringLiteral("parameters"), QStringLiteral("tensor parallel"),
                                     QStringLiteral("0 GPU(s)"), QStringLiteral("(0 ×")})
            QVERIFY2(!path.contains(wrong), qPrintable(wrong + QStringLiteral(": ") + path));
    }

    void decisionPathSaysWhenTheRankingDeparts()
    {
        Fixture f = balanced();
        f.scenario.stage = Stage::Pretrain;
        f.rec.profile.parameters = 1.3e10;
        f.setGpus(4);
        f.type().vcpu = 64;
        f.type().memoryGiB = 960;
        const AdviceReport report = f.run(m_rules);
        QVERIFY2(report.decisionPath.last().contains(QStringLiteral("departs from the rule of thumb")),
                 qPrintable(report.decisionPath.join(QLatin1Char('\n'))));
        QVERIFY(report.decisionPath.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("One instance with 4 GPUs → they talk over PCIe")));
    }

    void decisionPathFollowsTheRowItRecommends_data()
    {
        QTest::addColumn<QString>("family");
        QTest::addColumn<bool>("departs");
        QTest::newRow("A10 where the rule names T4") << QStringLiteral("gn7i") << true;
        QTest::newRow("T4, as the rule names") << QStringLiteral("gn6i") << false;
    }

    void decisionPathFollowsTheRowItRecommends()
    {
        // A small model's serving: the rule of thumb says T4. The BERT report said so and then recommended an
        // A10 without a word; the path now says when the ranking took another card.
        QFETCH(QString, family);
        QFETCH(bool, departs);
        Fixture f = balanced();
        f.scenario.stage = Stage::Inference;
        f.setFamily(family);
        const AdviceReport report = f.run(m_rules);
        const QString path = report.decisionPath.join(QLatin1Char('\n'));
        QVERIFY2(path.contains(QStringLiteral("T4-class (gn6i)")), qPrintable(path));
        QCOMPARE(report.decisionPath.last().contains(QStringLiteral("departs from the rule of thumb")), departs);
        // The departure names the card and family it took instead; no T4 row was sized in this fixture.
        if (departs)
            QVERIFY2(report.decisionPath.last().contains(
                         QStringLiteral("the estimate recommends NVIDIA A10 (gn7i), as the catalog offers no NVIDIA T4 "
                                        "configuration for this scenario.")),
                     qPrintable(report.decisionPath.last()));
    }

    void departureSaysWhatBecameOfTheRuleOfThumbsCard_data()
    {
        QTest::addColumn<bool>("fits");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a dearer T4 ranked behind")
            << true
            << QStringLiteral(
                   "the estimate recommends NVIDIA A10 (gn7i); the best NVIDIA T4 (gn6i) configuration, "
                   "ecs.gn6i-c4g1.xlarge, ranks lower: 1 × NVIDIA T4, 22 % dearer than the recommended one.");
        QTest::newRow("a T4 that misses the target")
            << false
            << QStringLiteral("the estimate recommends NVIDIA A10 (gn7i), as no NVIDIA T4 (gn6i) configuration meets "
                              "the scenario (ecs.gn6i-c4g1.xlarge: 130 ms per request against a 100 ms target).");
    }

    void departureSaysWhatBecameOfTheRuleOfThumbsCard()
    {
        // The path named T4 (gn6i) and then recommended an A10 (gn7i) with "at a lower cost", whatever had become
        // of the T4: the sentence now reads the T4 row the ranking compared, ranked or rejected.
        QFETCH(bool, fits);
        QFETCH(QString, expected);
        Fixture f = balanced();
        f.scenario.stage = Stage::Inference;
        Configuration t4 = f.cfg;
        t4.layout.instanceType = QStringLiteral("ecs.gn6i-c4g1.xlarge");
        t4.layout.family = QStringLiteral("gn6i");
        t4.layout.gpu = QStringLiteral("t4");
        if (fits) {
            t4.ranking.rank = 2;
            t4.ranking.reasons = {{Finding::Kind::LeadDearer, {1, 22}, {t4.layout.gpu}}};
            f.rec.ranked.push_back(t4);
        } else {
            t4.ranking.rank = 0;
            t4.problems = {{Finding::Kind::MissesLatency, {130, 100}, {toString(WorkloadKind::Encoder)}}};
            f.rec.rejected.push_back(t4);
        }
        const AdviceReport report = f.run(m_rules);
        QVERIFY2(report.decisionPath.last().contains(expected), qPrintable(report.decisionPath.last()));
    }

    void bertDecisionPathNamesTheFamilyItRecommends()
    {
        // BERT is a small model, so the rule of thumb names T4 (gn6i); the ranking recommends the A10 (gn7i)
        // instance, which costs less an hour. The path must name the recommended card and say, in the
        // ranking's own words for the T4 row, why that row lost.
        const ScenarioLoadResult loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/serve-bert-api.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        const Evaluator evaluator(m_catalog, m_presets, &m_rules);
        const Evaluation e = evaluator.evaluate(*loaded.scenario);
        const Configuration *best = e.chosen();
        QVERIFY(best);
        const QString path = e.advice.decisionPath.join(QLatin1Char('\n'));
        QVERIFY2(path.contains(QStringLiteral("T4-class (gn6i)")), qPrintable(path));
        if (best->layout.gpu == QLatin1String("t4"))
            QSKIP("the catalog now recommends the T4 the rule of thumb names");
        const QString last = e.advice.decisionPath.last();
        QVERIFY2(last.contains(QStringLiteral("the estimate recommends %1 (%2)")
                                   .arg(m_catalog.gpuDisplayName(best->layout.gpu), best->layout.family)),
                 qPrintable(last));
        const auto &ranked = e.recommendation.ranked;
        const auto t4 = std::find_if(ranked.begin(), ranked.end(),
                                     [](const Configuration &c) { return c.layout.gpu == QLatin1String("t4"); });
        QVERIFY2(t4 != ranked.end(), "the example's T4 rows no longer fit");
        QVERIFY(!t4->ranking.reasons.empty());
        QVERIFY2(last.contains(t4->layout.instanceType + QStringLiteral(", ranks lower: ")
                               + FindingText::text(t4->ranking.reasons.front(), &m_catalog)),
                 qPrintable(last));
        QVERIFY2(!last.contains(QStringLiteral("at a lower cost")), qPrintable(last));
    }

    void decisionPathBranches_data()
    {
        QTest::addColumn<int>("stage");
        QTest::addColumn<double>("parameters");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("small training") << int(Stage::FinetuneFull) << 3e8 << "training under 1.0 B parameters → T4";
        QTest::newRow("medium training") << int(Stage::FinetuneLora) << 7e9
                                         << "training 1.0 B–10.0 B parameters → V100";
        QTest::newRow("small serving") << int(Stage::Inference) << 1.1e8 << "inference under 1.0 B parameters";
        QTest::newRow("medium serving") << int(Stage::Inference) << 7e9 << "T4 or A10 with autoscaling";
        QTest::newRow("large serving") << int(Stage::Inference) << 7e10 << "memory first";
        QTest::newRow("development") << int(Stage::Development) << 7e9 << "development and debugging → T4/A10";
        QTest::newRow("large LoRA") << int(Stage::FinetuneLora) << 7e10
                                    << "adapter fine-tuning → the frozen weights decide";
        QTest::newRow("large full") << int(Stage::FinetuneFull) << 7e10 << "distributed training → 80 GB-class NVLink";
    }

    void decisionPathBranches()
    {
        QFETCH(int, stage);
        QFETCH(double, parameters);
        QFETCH(QString, fragment);
        Fixture f = balanced();
        f.scenario.stage = Stage(stage);
        f.rec.profile.parameters = parameters;
        const AdviceReport report = f.run(m_rules);
        QVERIFY2(report.decisionPath.first().contains(fragment), qPrintable(report.decisionPath.first()));
    }

    void nothingFits()
    {
        Fixture f = balanced();
        f.rec.nothingFitsAdvice = {{Finding::Kind::RaiseBudget, {}, {}}};
        f.requestedGpu = QStringLiteral("h100-sxm");
        const AdviceReport report = advise(f.scenario, f.rec, nullptr, f.catalog, m_rules, f.requestedGpu);
        QVERIFY(report.warning(QStringLiteral("gpu-not-offered")));
        QVERIFY(report.decisionPath.contains(FindingText::text({Finding::Kind::RaiseBudget, {}, {}})));
        QVERIFY(report.checklist.isEmpty());
    }

    void checklistForTraining()
    {
        Fixture f = balanced();
        f.cfg.speed.stepSeconds = 4;
        f.cfg.pricing.costs.clear();
        f.setBilling(QStringLiteral("payg"), 10);
        const QString list = f.run(m_rules).checklist.join(QLatin1Char('\n'));
        QVERIFY2(list.contains(QStringLiteral("one ecs.test-a first and watch nvidia-smi: GPU utilisation below 30 %")),
                 qPrintable(list));
        QVERIFY(list.contains(QStringLiteral("GPU memory above 90 % and GPU temperature at 85 °C or above")));
        QVERIFY(
            list.contains(QStringLiteral("Checkpoint to OSS every 450 steps (about every 30 min at 4.00 s per step)")));
        QVERIFY(list.contains(m_catalog.family(QStringLiteral("gn7i"))->drivers.text()));
        QVERIFY(list.contains(QStringLiteral("Encrypt")));
        QVERIFY(list.contains(QStringLiteral("Release the instances")));
        QVERIFY(list.contains(QStringLiteral("PAI-DLC")));
        QVERIFY(!list.contains(QStringLiteral("MTU")));
    }

    void checklistForServingWithoutManagedPlatform()
    {
        Fixture f = balanced();
        f.scenario.stage = Stage::Inference;
        f.scenario.operations.managedPlatformOk = false;
        const QString list = f.run(m_rules).checklist.join(QLatin1Char('\n'));
        QVERIFY(!list.contains(QStringLiteral("PAI")));
        QVERIFY(!list.contains(QStringLiteral("Checkpoint")));
        Fixture g = balanced();
        g.scenario.stage = Stage::Inference;
        g.rec.profile.singleReplica.weights = 2 * bytesPerGiB;
        const QString managed = g.run(m_rules).checklist.join(QLatin1Char('\n'));
        QVERIFY(managed.contains(QStringLiteral("PAI-EAS")));
        QVERIFY(managed.contains(QStringLiteral("ACK with GPU sharing")));
    }

    void checklistForMultiNodeErdma()
    {
        Fixture f = balanced();
        f.setFamily(QStringLiteral("gn8is"));
        f.setGpus(1, 2);
        f.type().memoryGiB = 400;
        QVERIFY(f.run(m_rules).checklist.join(QLatin1Char('\n')).contains(QStringLiteral("MTU to 8500")));
    }

    void withTheSizingEngine_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("maxNodes");
        QTest::newRow("13B full fine-tune") << "llama-2-13b" << int(Stage::FinetuneFull) << 1;
        QTest::newRow("7B LoRA") << "llama-2-7b" << int(Stage::FinetuneLora) << 1;
        QTest::newRow("70B pre-train on 4 nodes") << "llama-2-70b" << int(Stage::Pretrain) << 4;
        QTest::newRow("7B serving") << "llama-2-7b" << int(Stage::Inference) << 1;
        QTest::newRow("70B serving") << "llama-2-70b" << int(Stage::Inference) << 1;
        QTest::newRow("7B development") << "llama-2-7b" << int(Stage::Development) << 1;
    }

    void withTheSizingEngine()
    {
        // The advice reads the engine's figures as they come; whatever it ranks, the advice must stay coherent.
        QFETCH(QString, model);
        QFETCH(int, stage);
        QFETCH(int, maxNodes);
        Scenario s;
        s.task = Task::Llm;
        s.stage = Stage(stage);
        s.model = model;
        s.training.tokens = 2e9;
        s.constraints.maxNodes = maxNodes;
        s.constraints.billing = {QStringLiteral("payg"), QStringLiteral("subscription-1m")};
        s.data.datasetGiB = 20;
        s.inference.latencyMsTarget = 50;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation rec = engine.recommend(s);
        const Configuration *chosen = rec.ranked.empty() ? nullptr : &rec.ranked.front();
        const AdviceReport report = advise(s, rec, chosen, m_catalog, m_rules);
        QVERIFY(!report.decisionPath.isEmpty());
        if (chosen) {
            QVERIFY2(report.decisionPath.last().contains(chosen->layout.instanceType),
                     qPrintable(report.decisionPath.last()));
            QVERIFY(!report.checklist.isEmpty());
        }
        for (const Warning &w : report.warnings) {
            QVERIFY2(RulesLoader::knownRuleIds().contains(w.id), qPrintable(w.id));
            QVERIFY(!w.title.isEmpty() && !w.message.isEmpty() && !w.fix.isEmpty());
            for (const QString &bad : {QStringLiteral("nan"), QStringLiteral("inf "), QStringLiteral("%1")})
                QVERIFY2(!w.message.contains(bad) && !w.fix.contains(bad),
                         qPrintable(w.message + QLatin1Char('\n') + w.fix));
        }
        const std::string json = adviceToJson(report).dump();
        QVERIFY(!json.empty());
        if (qEnvironmentVariableIsSet("GPUADVISOR_SHOW_ADVICE"))
            qInfo().noquote() << adviceToText(report);
    }

    // A recommendation model is described by its dense towers and its tables, not by a total that is nearly
    // all tables, and the path says where the tables went.
    void decisionPathDescribesRecommendersByTheirTables()
    {
        Scenario s;
        s.task = Task::Recsys;
        s.stage = Stage::Inference;
        s.model = QStringLiteral("dlrm-mlperf");
        s.precision = Precision::Int8;
        s.inference.concurrency = 2048;
        s.inference.requestsPerSecond = 1;
        s.constraints.maxNodes = 1;
        const SizingEngine engine(m_catalog, m_presets);
        Recommendation rec = engine.recommend(s);
        QVERIFY(!rec.ranked.empty());
        // The one-T4 configuration, whose tables only fit with host memory.
        const auto t4 = std::find_if(rec.ranked.begin(), rec.ranked.end(), [](const Configuration &c) {
            return c.layout.instanceType == QLatin1String("ecs.gn6i-c4g1.xlarge");
        });
        QVERIFY(t4 != rec.ranked.end() && t4->layout.hostTableShare > 0);
        const AdviceReport report = advise(s, rec, &*t4, m_catalog, m_rules);
        const QString path = report.decisionPath.join(QLatin1Char('\n'));
        // 2.37 M dense parameters; 22.5 billion table values at 1 byte.
        QVERIFY2(path.contains(QStringLiteral("2 M dense parameters and 22.5 GB of embedding tables, inference")),
                 qPrintable(path));
        QVERIFY2(!path.contains(QStringLiteral("22.5 B parameters")), qPrintable(path));
        QVERIFY2(path.contains(QStringLiteral("recommendation → memory for the tables decides")), qPrintable(path));
        QVERIFY2(path.contains(QStringLiteral("% of their rows stay in the instance's memory")), qPrintable(path));
    }

    void jsonAndText()
    {
        Fixture f = balanced();
        f.scenario.data.storage = QStringLiteral("local");
        f.setBilling(QStringLiteral("spot"), 3);
        f.scenario.constraints.checkpointing = false;
        const AdviceReport report = f.run(m_rules);
        const nlohmann::json j = adviceToJson(report);
        QVERIFY(j["warnings"].is_array());
        QCOMPARE(j["warnings"].size(), report.warnings.size());
        const nlohmann::json &first = j["warnings"][0];
        QCOMPARE(first["id"].get<std::string>(), std::string("billing-spot-without-checkpoints"));
        QCOMPARE(first["severity"].get<std::string>(), std::string("blocker"));
        for (const char *key : {"id", "severity", "title", "message", "fix"})
            QVERIFY2(first.contains(key) && first[key].is_string(), key);
        QCOMPARE(first["action"]["kind"].get<std::string>(), std::string("set-checkpointing"));
        QCOMPARE(j["decisionPath"].size(), std::size_t(report.decisionPath.size()));
        QCOMPARE(j["checklist"].size(), std::size_t(report.checklist.size()));

        const QString text = adviceToText(report);
        QVERIFY2(text.contains(QStringLiteral("[BLOCKER] Spot instances without checkpoints")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Fix: ")));
        QVERIFY(text.contains(QStringLiteral("Decision path")));
        QVERIFY(text.contains(QStringLiteral("Operations checklist")));
    }
};

QTEST_GUILESS_MAIN(TestAdviceOutput)
#include "tst_adviceoutput.moc"
