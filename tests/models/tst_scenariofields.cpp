// SPDX-License-Identifier: Apache-2.0
// The scenario file's one table of fields: the parser holds each field to the table's limits and values,
// and the README's reference and the fuzzers' dictionary say what the table says.
#include "models/scenario/scenariofieldnames.h"
#include "models/scenario/scenariofields.h"
#include "models/scenario/scenarioio.h"
#include "tests/testutils.h"

#include <cmath>

#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace Advisor;
using ScenarioFields::Field;
using ScenarioFields::Kind;

namespace {

/** A complete scenario with one element in each array, so that every field of the table has a place. */
nlohmann::json baseScenario()
{
    return nlohmann::json::parse(R"({"schemaVersion":1,"name":"limits",
        "workload":{"task":"llm","stage":"finetune-lora","model":"llama-2-7b",
                    "training":{"tokens":1e8},"inference":{},"architecture":{}},
        "constraints":{"quotes":[{"instanceType":"ecs.gn7i-c8g1.2xlarge","hourly":10,"date":"2026-01-01"}]},
        "data":{},"operations":{},"assumptions":{},
        "project":{"phases":[{"kind":"training","months":1}]}})");
}

/** "/project/phases[]/months" as it sits in baseScenario(). */
std::string jsonPointer(const Field &f)
{
    return f.pointer().replace(QStringLiteral("[]"), QStringLiteral("/0")).toStdString();
}

/** The diagnostics of a file whose field holds this value: errors at that field's pointer, and all. */
QStringList errorsAt(const Field &f, const nlohmann::json &value)
{
    nlohmann::json doc = baseScenario();
    doc[nlohmann::json::json_pointer(jsonPointer(f))] = value;
    const ScenarioLoadResult r = ScenarioIo::fromJson(QByteArray::fromStdString(doc.dump()));
    QStringList errors;
    const QString pointer = QString::fromStdString(jsonPointer(f));
    for (const Diagnostic &d : r.diagnostics.items()) {
        if (d.severity == Diagnostic::Severity::Error && d.pointer.startsWith(pointer))
            errors << d.pointer + QStringLiteral(": ") + d.message;
    }
    return errors;
}

bool isNumber(const Field &f)
{
    return f.kind == Kind::Integer || f.kind == Kind::Number;
}

/** Just inside the lower limit: the limit itself, or a hair above it when it is excluded. */
double lowestAccepted(const Field &f)
{
    if (!f.range.minExclusive)
        return f.range.min;
    return f.kind == Kind::Integer ? f.range.min + 1 : f.range.min + std::max(1e-9, std::abs(f.range.min) * 1e-9);
}

double justBelow(const Field &f)
{
    if (f.range.minExclusive)
        return f.range.min;
    return f.kind == Kind::Integer ? f.range.min - 1 : f.range.min - std::max(1e-6, std::abs(f.range.min) * 1e-3);
}

double justAbove(const Field &f)
{
    return f.kind == Kind::Integer ? f.range.max + 1 : f.range.max + std::max(1e-6, std::abs(f.range.max) * 1e-3);
}

} // namespace

class TestScenarioFields : public QObject
{
    Q_OBJECT

private slots:
    void theBaseScenarioIsValid()
    {
        const ScenarioLoadResult r = ScenarioIo::fromJson(QByteArray::fromStdString(baseScenario().dump()));
        QVERIFY2(r.scenario, qPrintable(r.diagnostics.toStringList().join(QLatin1Char('\n'))));
    }

    void everyNumberIsHeldToItsLimits()
    {
        int checked = 0;
        for (const Field &f : ScenarioFields::all()) {
            if (!isNumber(f))
                continue;
            const QString name = f.pointer();
            QVERIFY2(f.range.min < f.range.max, qPrintable(name));
            for (const double ok : {lowestAccepted(f), f.range.max}) {
                const QStringList errors = errorsAt(f, ok);
                QVERIFY2(errors.isEmpty(),
                         qPrintable(name + QStringLiteral(" = ") + QString::number(ok, 'g', 17) + QStringLiteral(": ")
                                    + errors.join(QLatin1Char(' '))));
            }
            for (const double bad : {justBelow(f), justAbove(f)})
                QVERIFY2(!errorsAt(f, bad).isEmpty(),
                         qPrintable(name + QStringLiteral(" accepted ") + QString::number(bad, 'g', 17)));
            if (f.kind == Kind::Integer)
                QVERIFY2(!errorsAt(f, lowestAccepted(f) + 0.5).isEmpty(),
                         qPrintable(name + QStringLiteral(" accepted a fraction")));
            ++checked;
        }
        QVERIFY(checked >= 40);
    }

    void everyChoiceTakesItsValuesAndNothingElse()
    {
        int checked = 0;
        for (const Field &f : ScenarioFields::all()) {
            if (f.kind != Kind::Choice && f.kind != Kind::ChoiceList)
                continue;
            QVERIFY2(!f.values.isEmpty(), qPrintable(f.pointer()));
            const auto wrap = [&](const QString &v) {
                const nlohmann::json word = v.toStdString();
                return f.kind == Kind::ChoiceList ? nlohmann::json::array({word}) : word;
            };
            for (const QString &value : f.values) {
                // Graphics is served, never trained: the base scenario fine-tunes.
                if (value == QLatin1String("graphics"))
                    continue;
                const QStringList errors = errorsAt(f, wrap(value));
                QVERIFY2(errors.isEmpty(),
                         qPrintable(f.pointer() + QLatin1Char('=') + value + QLatin1Char(' ')
                                    + errors.join(QLatin1Char(' '))));
            }
            QVERIFY2(!errorsAt(f, wrap(QStringLiteral("no-such-value"))).isEmpty(), qPrintable(f.pointer()));
            ++checked;
        }
        QVERIFY(checked >= 12);
    }

    // A problem in a file names its field as the wizard does, its pointer kept for whoever edits the file: every
    // field of the table has a name, a refused value says it, and a key nobody knows is named by pointer only.
    void everyProblemNamesItsField()
    {
        QStringList unnamed;
        for (const Field &f : ScenarioFields::all()) {
            const QString pointer = QString::fromStdString(jsonPointer(f));
            if (f.kind != Kind::Object && f.kind != Kind::Array && ScenarioFields::nameOf(pointer).isEmpty())
                unnamed << pointer;
        }
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char(' '))));
        nlohmann::json doc = baseScenario();
        doc["workload"]["inference"]["concurrency"] = -5;
        doc["project"]["phases"][0]["months"] = 0;
        doc["workload"]["hologram"] = true;
        const ScenarioLoadResult r = ScenarioIo::fromJson(QByteArray::fromStdString(doc.dump()));
        const QString all = r.diagnostics.toStringList().join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("error: Concurrent requests (/workload/inference/concurrency): ")),
                 qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("error: Phase length (/project/phases/0/months): ")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("warning: /workload/hologram: ")), qPrintable(all));
    }

    void onlyTheTablesKeysAreKnown()
    {
        for (const QString &section : {QString(), QStringLiteral("/workload"), QStringLiteral("/workload/training"),
                                       QStringLiteral("/workload/inference"), QStringLiteral("/constraints"),
                                       QStringLiteral("/data"), QStringLiteral("/assumptions")}) {
            nlohmann::json doc = baseScenario();
            doc[nlohmann::json::json_pointer(section.toStdString() + "/notAField")] = 1;
            const ScenarioLoadResult r = ScenarioIo::fromJson(QByteArray::fromStdString(doc.dump()));
            bool warned = false;
            for (const Diagnostic &d : r.diagnostics.items())
                warned = warned || (d.severity == Diagnostic::Severity::Warning && d.pointer.endsWith("notAField"));
            QVERIFY2(warned, qPrintable(section));
        }
        QVERIFY(ScenarioFields::keysIn(QStringLiteral("/workload/inference")).contains(QStringLiteral("speechEngine")));
        QVERIFY(!ScenarioFields::keysIn(QStringLiteral("/workload")).contains(QStringLiteral("speechEngine")));
    }

    void theReadmeHoldsTheTable()
    {
        const QString readme = QString::fromUtf8(readSourceFile(QStringLiteral("README.md")));
        const QString begin = QStringLiteral("<!-- scenario-fields: begin -->\n");
        const QString end = QStringLiteral("<!-- scenario-fields: end -->");
        const qsizetype from = readme.indexOf(begin);
        const qsizetype to = readme.indexOf(end);
        QVERIFY2(from >= 0 && to > from, "README.md lacks the scenario-fields markers");
        const QString shown = readme.mid(from + begin.size(), to - from - begin.size());
        const QString expected = ScenarioFields::referenceMarkdown();
        if (shown != expected) {
            QFile out(QStringLiteral("scenario-fields.md"));
            if (out.open(QIODevice::WriteOnly))
                out.write(expected.toUtf8());
            QFAIL("README.md's scenario field table differs from the code's: replace it with "
                  "scenario-fields.md, written beside this test program");
        }
        QVERIFY(expected.contains(QStringLiteral("`workload.inference.contextLength`")));
        QVERIFY(expected.contains(QStringLiteral("| `4096` |")));
    }

    void theFuzzDictionaryNamesEveryKeyAndValue()
    {
        const QString dictionary = QString::fromUtf8(readSourceFile(QStringLiteral("tests/fuzz/json.dict")));
        QVERIFY(!dictionary.isEmpty());
        QStringList missing;
        for (const Field &f : ScenarioFields::all()) {
            QStringList words{f.key};
            words += f.values;
            for (const QString &word : words) {
                const QString entry = QStringLiteral("\"\\\"%1\\\"\"").arg(word);
                if (!dictionary.contains(entry) && !missing.contains(entry))
                    missing << entry;
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("add to tests/fuzz/json.dict:\n") + missing.join('\n')));
    }
};

QTEST_GUILESS_MAIN(TestScenarioFields)
#include "tst_scenariofields.moc"
