// SPDX-License-Identifier: Apache-2.0
// Every kind of outside input the program reads (catalog, rules, scenario, model presets, CSV) is fed
// its collection of bad files: each must be rejected with its own message at its own JSON pointer,
// nothing may crash or hang, and loading must leave every file on disk exactly as it was (a bad
// scenario must never damage the saved one next to it). Run under ASan/UBSan by ci-sanitize.sh.
#include "models/advice/rules.h"
#include "models/application/evaluation.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/io/csvwriter.h"
#include "models/scenario/modelconfigimport.h"
#include "models/scenario/scenarioio.h"
#include "models/text/findingtext.h"
#include "models/util/jsonreader.h"
#include "tests/testutils.h"

#include <limits>
#include <memory>

#include <nlohmann/json.hpp>

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QLocale>
#include <QMap>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Advisor;

namespace {

/** What a loader said about one file: whether it produced a value, and every problem. */
struct Outcome
{
    bool accepted = false;
    Diagnostics diagnostics;
};

Outcome loadFile(const QString &kind, const QString &path)
{
    Outcome o;
    if (kind == QLatin1String("catalog")) {
        auto r = CatalogLoader::fromFile(path);
        o = {r.catalog.has_value(), r.diagnostics};
    } else if (kind == QLatin1String("rules")) {
        auto r = RulesLoader::fromFile(path);
        o = {r.rules.has_value(), r.diagnostics};
    } else if (kind == QLatin1String("scenario")) {
        auto r = ScenarioIo::fromFile(path);
        o = {r.scenario.has_value(), r.diagnostics};
    } else if (kind == QLatin1String("presets")) {
        auto r = PresetLoader::fromFile(path);
        o = {r.library.has_value(), r.diagnostics};
    } else if (kind == QLatin1String("modelconfig")) {
        QString error;
        const auto r = ModelConfigImport::fromFile(path, &error);
        o.accepted = r.has_value();
        if (!r)
            o.diagnostics.error({}, error);
    } else if (kind == QLatin1String("csv")) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            o.diagnostics.error({}, QStringLiteral("cannot open"));
            return o;
        }
        QString error;
        const QList<QStringList> rows = CsvWriter::parse(file.readAll(), &error);
        o.accepted = error.isEmpty();
        if (!error.isEmpty()) {
            o.diagnostics.error({}, error);
            if (!rows.isEmpty())
                o.diagnostics.error({}, QStringLiteral("rows returned together with an error"));
        }
    }
    return o;
}

Outcome loadBytes(const QString &kind, const QByteArray &bytes)
{
    Outcome o;
    if (kind == QLatin1String("catalog")) {
        auto r = CatalogLoader::fromJson(bytes);
        o = {r.catalog.has_value(), r.diagnostics};
    } else if (kind == QLatin1String("rules")) {
        auto r = RulesLoader::fromJson(bytes);
        o = {r.rules.has_value(), r.diagnostics};
    } else if (kind == QLatin1String("scenario")) {
        auto r = ScenarioIo::fromJson(bytes);
        o = {r.scenario.has_value(), r.diagnostics};
    } else if (kind == QLatin1String("presets")) {
        auto r = PresetLoader::fromJson(bytes);
        o = {r.library.has_value(), r.diagnostics};
    } else if (kind == QLatin1String("modelconfig")) {
        QString error;
        const auto r = ModelConfigImport::fromJson(bytes, &error);
        o.accepted = r.has_value();
        if (!r)
            o.diagnostics.error({}, error);
    } else if (kind == QLatin1String("csv")) {
        QString error;
        (void)CsvWriter::parse(bytes, &error);
        o.accepted = error.isEmpty();
        if (!error.isEmpty())
            o.diagnostics.error({}, error);
    }
    return o;
}

/** Every file below a folder with its bytes, size and modification time: saved state to compare. */
QMap<QString, QString> snapshot(const QString &folder)
{
    QMap<QString, QString> files;
    QDirIterator it(folder, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info(path);
        QString state =
            QString::number(info.size()) + QLatin1Char(' ') + QString::number(info.lastModified().toMSecsSinceEpoch());
        QFile file(path);
        if (info.isFile() && file.open(QIODevice::ReadOnly))
            state += QLatin1Char(' ') + QString::fromLatin1(file.readAll().toBase64());
        files.insert(QDir(folder).relativeFilePath(path), state);
    }
    return files;
}

QString describe(const Diagnostics &d)
{
    return d.toStringList().join(QLatin1Char('\n'));
}

/** The manifests: tests/data/bad-inputs/<kind>/manifest.json and the older catalog and rules sets. */
struct Manifest
{
    QString kind;
    QString folder; // relative to the source folder
    QString file;   // manifest file name in that folder
};

const QList<Manifest> manifests{
    {QStringLiteral("catalog"), QStringLiteral("tests/data/catalog"), QStringLiteral("expected.json")},
    {QStringLiteral("rules"), QStringLiteral("tests/data/rules"), QStringLiteral("expected.json")},
    {QStringLiteral("catalog"), QStringLiteral("tests/data/bad-inputs/catalog"), QStringLiteral("manifest.json")},
    {QStringLiteral("rules"), QStringLiteral("tests/data/bad-inputs/rules"), QStringLiteral("manifest.json")},
    {QStringLiteral("scenario"), QStringLiteral("tests/data/bad-inputs/scenario"), QStringLiteral("manifest.json")},
    {QStringLiteral("presets"), QStringLiteral("tests/data/bad-inputs/presets"), QStringLiteral("manifest.json")},
    {QStringLiteral("csv"), QStringLiteral("tests/data/bad-inputs/csv"), QStringLiteral("manifest.json")},
    {QStringLiteral("modelconfig"), QStringLiteral("tests/data/bad-inputs/modelconfig"),
     QStringLiteral("manifest.json")},
};

const QStringList kinds{QStringLiteral("catalog"), QStringLiteral("rules"), QStringLiteral("scenario"),
                        QStringLiteral("presets"), QStringLiteral("csv"),   QStringLiteral("modelconfig")};

} // namespace

class TestBadInputs : public QObject
{
    Q_OBJECT

    /** The whole pipeline the wizard runs on what it holds, as fuzz_scenariofields runs it. */
    const Evaluator &evaluator()
    {
        if (!m_evaluator) {
            auto catalog = CatalogLoader::embedded();
            auto presets = PresetLoader::embedded();
            Q_ASSERT(catalog.catalog && presets.library);
            m_catalog = std::move(*catalog.catalog);
            m_presets = std::move(*presets.library);
            auto rules = RulesLoader::fromFile(RulesLoader::embeddedPath(), &m_catalog.sources);
            Q_ASSERT(rules.rules);
            m_rules = std::move(*rules.rules);
            m_evaluator = std::make_unique<Evaluator>(m_catalog, m_presets, &m_rules);
        }
        return *m_evaluator;
    }

    Catalog m_catalog;
    ModelPresetLibrary m_presets;
    RuleSet m_rules;
    std::unique_ptr<Evaluator> m_evaluator;

private slots:
    void everyCaseIsListed()
    {
        int total = 0;
        QSet<QString> kindsSeen;
        for (const Manifest &m : manifests) {
            const QByteArray text = readSourceFile(m.folder + QLatin1Char('/') + m.file);
            QVERIFY2(!text.isEmpty(), qPrintable(m.folder));
            const auto doc = nlohmann::json::parse(text.toStdString());
            QVERIFY(doc.is_object() && !doc.empty());
            total += int(doc.size());
            kindsSeen.insert(m.kind);
            // Every bad file in a folder has a manifest entry, so none is silently skipped.
            const QStringList files = sourceDir(m.folder).entryList(QDir::Files);
            for (const QString &f : files) {
                if (f.startsWith(QLatin1String("bad-")))
                    QVERIFY2(doc.contains(f.toStdString()), qPrintable(m.folder + QLatin1Char('/') + f));
            }
        }
        QVERIFY2(total >= 40, qPrintable(QString::number(total)));
        QCOMPARE(kindsSeen.size(), kinds.size());
        qInfo("%d bad inputs across %lld kinds", total, static_cast<long long>(kindsSeen.size()));
    }

    void rejectedWithItsMessage_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("hasPointer");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("contains");
        for (const Manifest &m : manifests) {
            const auto doc = nlohmann::json::parse(readSourceFile(m.folder + QLatin1Char('/') + m.file).toStdString());
            for (auto it = doc.begin(); it != doc.end(); ++it) {
                const QString file = QString::fromStdString(it.key());
                const auto &pointer = it.value().at("pointer");
                QTest::addRow("%s/%s", qPrintable(m.kind), qPrintable(file))
                    << m.kind << sourcePath(m.folder + QLatin1Char('/') + file) << pointer.is_string()
                    << (pointer.is_string() ? QString::fromStdString(pointer.get<std::string>()) : QString())
                    << QString::fromStdString(it.value().at("contains").get<std::string>());
            }
        }
    }

    void rejectedWithItsMessage()
    {
        QFETCH(QString, kind);
        QFETCH(QString, path);
        QFETCH(bool, hasPointer);
        QFETCH(QString, pointer);
        QFETCH(QString, contains);

        // The bad file sits next to a good saved scenario, as it would in a user's folder.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QFileInfo(path).fileName());
        QVERIFY(QFile::copy(path, copy));
        QFile saved(dir.filePath(QStringLiteral("saved.gpuadvisor.json")));
        QVERIFY(saved.open(QIODevice::WriteOnly));
        saved.write(ScenarioIo::toJson(Scenario{}));
        saved.close();
        const auto before = snapshot(dir.path());

        const Outcome fromFile = loadFile(kind, copy);
        QVERIFY2(!fromFile.accepted, "a bad input was accepted");
        QVERIFY2(fromFile.diagnostics.hasErrors(), "rejected without an error message");
        bool found = false;
        for (const Diagnostic &d : fromFile.diagnostics.items()) {
            if (d.severity == Diagnostic::Severity::Error && (!hasPointer || d.pointer == pointer)
                && d.message.contains(contains))
                found = true;
        }
        QVERIFY2(found,
                 qPrintable(QStringLiteral("wanted %1: \"%2\"; got:\n%3")
                                .arg(hasPointer ? pointer : QStringLiteral("(no pointer)"), contains,
                                     describe(fromFile.diagnostics))));

        // Reading from memory says exactly the same as reading the file.
        QFile in(copy);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const Outcome fromBytes = loadBytes(kind, in.readAll());
        QCOMPARE(fromBytes.accepted, false);
        QCOMPARE(fromBytes.diagnostics.toStringList(), fromFile.diagnostics.toStringList());

        QCOMPARE(snapshot(dir.path()), before);
    }

    void fileLevelProblems_data()
    {
        QTest::addColumn<QString>("kind");
        for (const QString &k : kinds) {
            // CSV is parsed from bytes the caller read; config.json import has its own file messages.
            if (k != QLatin1String("csv") && k != QLatin1String("modelconfig"))
                QTest::newRow(qPrintable(k)) << k;
        }
    }

    void fileLevelProblems()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());

        const Outcome missing = loadFile(kind, dir.filePath(QStringLiteral("no-such-file.json")));
        QVERIFY(!missing.accepted);
        QVERIFY2(describe(missing.diagnostics).contains(QLatin1String("file not found")),
                 qPrintable(describe(missing.diagnostics)));

        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.json")));
        const Outcome folder = loadFile(kind, dir.filePath(QStringLiteral("folder.json")));
        QVERIFY(!folder.accepted);
        QVERIFY2(describe(folder.diagnostics).contains(QLatin1String("is a folder")),
                 qPrintable(describe(folder.diagnostics)));

        // One byte over the largest limit of any kind (the catalog's 16 MiB): refused before parsing.
        QFile big(dir.filePath(QStringLiteral("big.json")));
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(CatalogLoader::maxFileBytes + 1));
        big.close();
        const auto before = snapshot(dir.path());
        const Outcome tooBig = loadFile(kind, big.fileName());
        QVERIFY(!tooBig.accepted);
        QVERIFY2(describe(tooBig.diagnostics).contains(QLatin1String("limit")),
                 qPrintable(describe(tooBig.diagnostics)));
        QCOMPARE(snapshot(dir.path()), before);
    }

    void syntaxErrorsAreInTheReadersWords_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("cut short") << QByteArray(R"({"schemaVersion": 1, "workload": {)")
                                   << QStringLiteral("line 1, column 34: where a key of an object should be, the end "
                                                     "of the file was found");
        QTest::newRow("bare word") << QByteArray(R"({"a": tru})") << QStringLiteral("not true, false or null");
        QTest::newRow("trailing comma") << QByteArray(R"({"a": 1,})")
                                        << QStringLiteral("\"}\" was found, but a text in double quotes was expected "
                                                          "(is there a comma too many before it?)");
        QTest::newRow("line break in a text") << QByteArray("{\"a\": \"x\ny\"}") << QStringLiteral("\\n");
        QTest::newRow("no colon") << QByteArray(R"({"a" 1})")
                                  << QStringLiteral("where the \":\" after a key should be");
        QTest::newRow("open list") << QByteArray("[1, 2") << QStringLiteral("inside a list");
    }

    void syntaxErrorsAreInTheReadersWords()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, says);
        Diagnostics diagnostics;
        QVERIFY(!JsonReader::parse(text, diagnostics));
        const QString message = describe(diagnostics);
        QVERIFY2(message.contains(says), qPrintable(message));
        // The library's codes and its own repetition of the position stay out of it.
        for (const char *internal : {"json.exception", "parse_error", "syntax error while parsing", "last read"})
            QVERIFY2(!message.contains(QLatin1String(internal)), qPrintable(message));
    }

    void badScenarioLeavesSavedStateAlone()
    {
        // A saved scenario, then the same path overwritten by a bad one by hand: loading the bad one
        // fails and leaves both it and every other file unchanged (no "repair", no backup written).
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString good = dir.filePath(QStringLiteral("good.gpuadvisor.json"));
        QFile out(good);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(readSourceFile(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json")));
        out.close();
        QVERIFY(ScenarioIo::fromFile(good).scenario.has_value());
        const QDir scenarios(sourcePath(QStringLiteral("tests/data/bad-inputs/scenario")));
        for (const QString &f : scenarios.entryList({QStringLiteral("bad-*")}, QDir::Files)) {
            const QString bad = dir.filePath(f);
            QVERIFY(QFile::copy(scenarios.filePath(f), bad));
            const auto before = snapshot(dir.path());
            QVERIFY2(!ScenarioIo::fromFile(bad).scenario.has_value(), qPrintable(f));
            QCOMPARE(snapshot(dir.path()), before);
        }
        QVERIFY(ScenarioIo::fromFile(good).scenario.has_value());
    }

    void countsBeyondIntAreWordedWithoutOverflow()
    {
        // fuzz_scenariofields: a deadline of 1e-300 h made the advice word a 1e-300 share of a GPU as
        // "1/N" with N cast from 1e300. Slices the catalog sells still read as fractions.
        QCOMPARE(FindingText::gpuCount(0.5), QStringLiteral("1/2"));
        QCOMPARE(FindingText::gpuCount(1.0 / 24), QStringLiteral("1/24"));
        QVERIFY(!FindingText::gpuCount(1e-300).startsWith(QLatin1String("1/")));
        const QString tooMany = FindingText::text({Finding::Kind::TooManyInstances, {1e300, 4}, {}});
        QVERIFY2(tooMany.contains(QLocale().toString(std::numeric_limits<int>::max())), qPrintable(tooMany));
        QVERIFY2(!tooMany.contains(QLatin1Char('-')), qPrintable(tooMany));
    }

    void fuzzRegressionsDoNotCrash()
    {
        // Inputs that once crashed a fuzz harness (tests/data/fuzz-regressions/<kind>/): whatever the
        // loader says about them, it must say it without crashing. Sanitizer builds catch the rest.
        int count = 0;
        int scenariosRun = 0;
        for (const QString &k : kinds) {
            // Not every kind has a regression yet; a missing folder is skipped, never read as ".".
            const QDir d = sourceDir(QStringLiteral("tests/data/fuzz-regressions/") + k);
            if (!d.exists())
                continue;
            for (const QString &f : d.entryList(QDir::Files)) {
                QVERIFY2(!f.startsWith(QLatin1String("tst_")), qPrintable(d.filePath(f)));
                (void)loadFile(k, d.filePath(f));
                ++count;
                // A scenario that loads as the wizard loads it (a draft) also goes through the whole
                // evaluation with its advice, where the fuzzers found them; its words hold no count cast
                // out of range (int's lowest value is what such a cast gives on this processor).
                if (k == QLatin1String("scenario")) {
                    const auto loaded = ScenarioIo::fromFile(d.filePath(f), ScenarioIo::Completeness::Draft);
                    if (loaded.scenario) {
                        const Evaluation e = evaluator().evaluate(*loaded.scenario);
                        const QString words = (e.advice.decisionPath + e.advice.checklist).join(QLatin1Char('\n'));
                        QVERIFY2(!words.contains(QString::number(std::numeric_limits<int>::min())),
                                 qPrintable(d.filePath(f) + QLatin1Char('\n') + words));
                        ++scenariosRun;
                    }
                }
            }
        }
        // The committed regressions (two scenarios the sizing engine once mis-cast, one whose advice
        // mis-cast a count, one config.json whose size overflowed an int) are all read; the scenarios
        // load and are evaluated.
        QVERIFY2(count >= 4, qPrintable(QString::number(count)));
        QVERIFY2(scenariosRun >= 3, qPrintable(QString::number(scenariosRun)));
        qInfo("%d fuzz regression inputs loaded", count);
    }
};

QTEST_GUILESS_MAIN(TestBadInputs)
#include "tst_badinputs.moc"
