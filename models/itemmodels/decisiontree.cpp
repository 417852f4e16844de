// SPDX-License-Identifier: Apache-2.0
#include "models/itemmodels/decisiontree.h"

#include "models/advice/advicecontext.h"
#include "models/itemmodels/displaytext.h"
#include "models/text/moneyformatter.h"

#include <QLocale>

namespace Advisor {

namespace {

void add(DecisionLevel &level, const QString &branch, const QString &hint = {})
{
    level.branches << branch;
    level.hints << hint;
}

DecisionLevel modelSize(const Evaluation &e, const RuleSet *rules)
{
    const Rule *tree = rules ? rules->rule(QStringLiteral("decision-tree")) : nullptr;
    const double small = tree ? tree->threshold(QStringLiteral("smallModelParameters")) : 1e9;
    const double large = tree ? tree->threshold(QStringLiteral("largeModelParameters")) : 1e10;
    using AdviceInternal::parameterCount;
    DecisionLevel level{DecisionStep::ModelSize, DecisionTree::tr("Model size"), {}, {}, {}, {}};
    add(level, DecisionTree::tr("under %1").arg(parameterCount(small)), DecisionTree::tr("one small card (T4 class)"));
    add(level, DecisionTree::tr("%1–%2").arg(parameterCount(small), parameterCount(large)),
        DecisionTree::tr("one mid-range card (A10, L20), or several"));
    add(level, DecisionTree::tr("over %1").arg(parameterCount(large)),
        DecisionTree::tr("memory first: 80 GB-class cards, or several per copy"));
    const double p = e.recommendation.profile.parameters;
    if (e.scenario.task == Task::Graphics || !e.isComplete() || p <= 0)
        return level;
    level.answer = DecisionTree::tr("%1 parameters").arg(parameterCount(p));
    level.chosen = {p < small ? 0 : p <= large ? 1 : 2};
    return level;
}

DecisionLevel task(const Scenario &s)
{
    DecisionLevel level{DecisionStep::Task, DecisionTree::tr("Task"), DisplayText::task(s.task), {}, {}, {}};
    const QList<Task> tasks{Task::Llm, Task::Diffusion, Task::Cv, Task::Nlp, Task::Recsys, Task::Graphics};
    for (Task t : tasks)
        add(level, DisplayText::task(t));
    if (tasks.contains(s.task))
        level.chosen = {int(tasks.indexOf(s.task))};
    return level;
}

DecisionLevel stage(const Scenario &s)
{
    DecisionLevel level{DecisionStep::Stage, DecisionTree::tr("Stage"), DisplayText::stage(s), {}, {}, {}};
    add(level, DecisionTree::tr("training from scratch"));
    add(level, DecisionTree::tr("fine-tuning"), DecisionTree::tr("full, LoRA or QLoRA"));
    if (s.task == Task::Graphics && !s.isTraining()) // a studio's desktops are in use; no model is served
        add(level, DecisionTree::tr("live sessions"), DecisionTree::tr("remote desktops in use"));
    else
        add(level, DecisionTree::tr("inference (serving)"));
    add(level, DecisionTree::tr("development"),
        DecisionTree::tr("driver and CUDA compatibility matter more than speed"));
    switch (s.stage) {
    case Stage::Pretrain:
        level.chosen = {0};
        break;
    case Stage::FinetuneFull:
    case Stage::FinetuneLora:
    case Stage::FinetuneQlora:
        level.chosen = {1};
        break;
    case Stage::Inference:
        level.chosen = {2};
        break;
    case Stage::Development:
        level.chosen = {3};
        break;
    }
    return level;
}

DecisionLevel speed(const Scenario &s)
{
    DecisionLevel level{DecisionStep::Speed, DecisionTree::tr("Speed"), {}, {}, {}, {}};
    const bool training = s.isTraining();
    if (training) {
        add(level, DecisionTree::tr("deadline"), DecisionTree::tr("enough GPUs to finish in time"));
        add(level, DecisionTree::tr("no deadline"), DecisionTree::tr("the cheapest configuration that fits"));
    } else {
        add(level, DecisionTree::tr("latency target"), DecisionTree::tr("fast cards and small batches"));
        add(level, DecisionTree::tr("throughput only"), DecisionTree::tr("the cheapest per request"));
    }
    const std::optional<double> target = training ? s.training.deadlineHours : s.inference.latencyMsTarget;
    if (target) {
        level.answer = training ? DecisionTree::tr("within %1").arg(DisplayText::hours(*target))
            : *target >= 10000  ? DecisionTree::tr("%1 s").arg(QLocale().toString(*target / 1000, 'f', 0))
                                : DecisionTree::tr("%1 ms").arg(QLocale().toString(*target, 'f', 0));
    }
    level.chosen = {target ? 0 : 1};
    return level;
}

DecisionLevel budget(const Scenario &s, const Catalog &catalog)
{
    DecisionLevel level{DecisionStep::Budget, DecisionTree::tr("Budget"), {}, {}, {}, {}};
    add(level, DecisionTree::tr("a budget"), DecisionTree::tr("configurations above it are set aside"));
    add(level, DecisionTree::tr("no budget"), DecisionTree::tr("ranked by cost"));
    const MoneyFormatter money(catalog.currency, catalog.currency, 1);
    QStringList answers;
    if (s.constraints.budgetMonthly)
        answers << DecisionTree::tr("%1 a month").arg(money.format(*s.constraints.budgetMonthly));
    // A job budget counts only for a job; a serving scenario keeps one from a file but does not use it.
    const bool jobBudget = s.isTraining() && s.constraints.budgetJob;
    if (jobBudget)
        answers << DecisionTree::tr("%1 for the job").arg(money.format(*s.constraints.budgetJob));
    level.answer = answers.join(DecisionTree::tr(", ", "between budgets"));
    level.chosen = {s.constraints.budgetMonthly || jobBudget ? 0 : 1};
    return level;
}

DecisionLevel billing(const Scenario &s, const Catalog &catalog)
{
    DecisionLevel level{DecisionStep::Billing, DecisionTree::tr("Billing"), {}, {}, {}, {}};
    add(level, DecisionTree::tr("pay-as-you-go"), DecisionTree::tr("short or bursty work"));
    add(level, DecisionTree::tr("spot"), DecisionTree::tr("interruptible work that saves checkpoints"));
    add(level, DecisionTree::tr("subscription"), DecisionTree::tr("steady use for a month or more"));
    add(level, DecisionTree::tr("savings plan"), DecisionTree::tr("a committed hourly spend across families"));
    QStringList names;
    for (const QString &id : s.constraints.billing) {
        names << DisplayText::billingName(id, &catalog);
        // By what the model does, so a catalog's own billing model lands on the branch it behaves as.
        const BillingModel *model = catalog.billingModel(id);
        const int branch = !model  ? -1
            : model->interruptible ? 1
            : model->commitsSpend  ? 3
            : model->committed()   ? 2
                                   : 0;
        if (branch >= 0 && !level.chosen.contains(branch))
            level.chosen << branch;
    }
    level.answer = names.join(DecisionTree::tr(", "));
    return level;
}

DecisionLevel data(const Scenario &s, const Catalog &catalog)
{
    DecisionLevel level{DecisionStep::Data, DecisionTree::tr("Data"), {}, {}, {}, {}};
    add(level, DecisionTree::tr("cloud disk (ESSD)"), DecisionTree::tr("data that fits one disk next to the GPUs"));
    add(level, DecisionTree::tr("shared files (CPFS, NAS)"),
        DecisionTree::tr("large data, many small files, several machines"));
    add(level, DecisionTree::tr("object storage (OSS)"), DecisionTree::tr("streamed in while training"));
    const StorageProduct *product = catalog.storageProduct(s.data.storage);
    level.answer = product && !product->name.text().isEmpty() ? product->name.text() : s.data.storage;
    const QString kind = product ? product->kind : QString();
    level.chosen = {kind == QLatin1String("file") ? 1 : kind == QLatin1String("object") ? 2 : 0};
    return level;
}

} // namespace

std::vector<DecisionLevel> DecisionTree::levels(const Evaluation &e, const Catalog &catalog, const RuleSet *rules)
{
    return {modelSize(e, rules),         task(e.scenario),
            stage(e.scenario),           speed(e.scenario),
            budget(e.scenario, catalog), billing(e.scenario, catalog),
            data(e.scenario, catalog)};
}

} // namespace Advisor
