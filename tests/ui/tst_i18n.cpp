// SPDX-License-Identifier: Apache-2.0
#include "tests/testutils.h"

#include "models/itemmodels/displaytext.h"
#include "models/report/reportdata.h"
#include "models/scenario/examplenames.h"
#include "models/sizing/recommendation.h"
#include "models/text/findingtext.h"
#include "tests/embeddeddata.h"
#include "ui/application/translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

/** The Chinese translation is complete and loads; a half-translated UI is a bug, not a detail. */
class TestI18n : public QObject
{
    Q_OBJECT

private slots:
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

    void everyEntryIsTranslated()
    {
        const QByteArray ts = readSourceFile(QStringLiteral("resources/translations/gpuadvisor_zh_CN.ts"));
        QVERIFY2(!ts.isEmpty(), "gpuadvisor_zh_CN.ts not found in the source tree");
        QXmlStreamReader xml(ts);
        int messages = 0;
        QString context;
        QString source;
        QStringList problems;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
                ++messages;
            } else if (xml.name() == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (type == QLatin1String("unfinished"))
                    problems << QStringLiteral("unfinished: %1 / %2").arg(context, source);
                else if (text.trimmed().isEmpty() && type != QLatin1String("vanished")
                         && type != QLatin1String("obsolete"))
                    problems << QStringLiteral("empty: %1 / %2").arg(context, source);
                // Placeholders must survive translation, or .arg() fills the wrong gap.
                static const QRegularExpression placeholder(QStringLiteral("%(\\d|L?n)"));
                QStringList want;
                QStringList have;
                for (auto it = placeholder.globalMatch(source); it.hasNext();)
                    want << it.next().captured();
                for (auto it = placeholder.globalMatch(text); it.hasNext();)
                    have << it.next().captured();
                want.removeDuplicates();
                have.removeDuplicates();
                want.sort();
                have.sort();
                if (want != have)
                    problems << QStringLiteral("placeholders differ: %1 / %2").arg(context, source);
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 100);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void fullWidthBracketsHoldNoSpace()
    {
        // Issue 47: a full-width bracket carries its own space; one typed inside reads "（ NVIDIA A10 ）".
        const QByteArray ts = readSourceFile(QStringLiteral("resources/translations/gpuadvisor_zh_CN.ts"));
        QXmlStreamReader xml(ts);
        QStringList spaced;
        int translations = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement() || xml.name() != QLatin1String("translation"))
                continue;
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            ++translations;
            static const QRegularExpression spaceInside(QStringLiteral("\\x{FF08}\\s|\\s\\x{FF09}"));
            if (text.contains(spaceInside))
                spaced << text;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(translations > 100);
        QVERIFY2(spaced.isEmpty(), qPrintable(spaced.join(QLatin1Char('\n'))));
    }

    void knownStringTranslatesAfterLoadingQm()
    {
        QTranslator translator;
        QVERIFY(translator.load(QString::fromLatin1(Advisor::Ui::Translations::appQm)));
        QVERIFY(!translator.isEmpty());
        QCOMPARE(translator.translate("Advisor::Ui::MainWindow", "GPU Instance Advisor"),
                 QStringLiteral("GPU 实例选型助手"));
        QCOMPARE(translator.translate("Advisor::RecommendationTableModel", "Instance type"),
                 QStringLiteral("实例规格"));
        QCOMPARE(translator.translate("DisplayText", "does not fit"), QStringLiteral("不足"));
        QCOMPARE(translator.translate("Advisor::Ui::ScalePage", "E&pochs:"), QStringLiteral("训练轮数(&P)："));
    }

    void switchingInstallsAndRemovesTheTranslation()
    {
        Advisor::Ui::Translations translations;
        QVERIFY(translations.apply(QStringLiteral("zh_CN")));
        QCOMPARE(QCoreApplication::translate("Advisor::Ui::ResultsPage", "Results"), QStringLiteral("结果"));
        QCOMPARE(QLocale().language(), QLocale::Chinese);
        QVERIFY(translations.apply(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("Advisor::Ui::ResultsPage", "Results"), QStringLiteral("Results"));
        QCOMPARE(QLocale().language(), QLocale::English);
    }

    void exampleNamesReadInTheReadersLanguage()
    {
        const QStringList examples = Advisor::ExampleNames::all();
        const QDir folder(sourcePath(QStringLiteral("resources/scenarios")));
        const QStringList files = folder.entryList({QStringLiteral("*.gpuadvisor.json")}, QDir::Files);
        QVERIFY(files.size() >= 10);
        QStringList names;
        for (const QString &file : files) {
            QFile f(folder.filePath(file));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString name = QJsonDocument::fromJson(f.readAll()).object().value(QLatin1String("name")).toString();
            QVERIFY2(examples.contains(name), qPrintable(file + QStringLiteral(": ") + name));
            names << name;
        }
        Advisor::Ui::Translations translations;
        QVERIFY(translations.apply(QStringLiteral("zh_CN")));
        static const QRegularExpression han(QStringLiteral("\\p{Han}"));
        for (const QString &name : std::as_const(names)) {
            const QString shown = Advisor::ReportMeta::displayName(name);
            QVERIFY2(shown != name && han.match(shown).hasMatch(), qPrintable(name + QStringLiteral(" -> ") + shown));
        }
        // A name the user typed is theirs in either language.
        QCOMPARE(Advisor::ReportMeta::displayName(QStringLiteral("Acme chatbot")), QStringLiteral("Acme chatbot"));
        QVERIFY(translations.apply(QStringLiteral("en")));
        for (const QString &name : std::as_const(names))
            QCOMPARE(Advisor::ReportMeta::displayName(name), name);
    }

    void englishSaysOneAndMany()
    {
        // Every %n message has its English singular and plural, generated from the Chinese file's list.
        QProcess check;
        check.setWorkingDirectory(sourcePath(QString()));
        check.start(QStringLiteral("python3"),
                    {sourcePath(QStringLiteral("tools/english-plurals.py")), QStringLiteral("--check")});
        QVERIFY(check.waitForFinished(60000));
        QVERIFY2(check.exitCode() == 0, check.readAllStandardOutput().constData());

        Advisor::Ui::Translations translations;
        QVERIFY(translations.apply(QStringLiteral("en")));
        const char *context = "FindingText";
        const char *source = "about %1 h on %Ln instance(s)";
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 1).arg(3),
                 QStringLiteral("about 3 h on 1 instance"));
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 4).arg(3),
                 QStringLiteral("about 3 h on 4 instances"));
        // Chinese takes its own words, and English its plurals again after it.
        QVERIFY(translations.apply(QStringLiteral("zh_CN")));
        QVERIFY(!QCoreApplication::translate(context, source, nullptr, 4).contains(QLatin1String("instances")));
        QVERIFY(translations.apply(QStringLiteral("en")));
        QVERIFY(QCoreApplication::translate(context, source, nullptr, 4).endsWith(QLatin1String("4 instances")));
    }

    void countsReadAsEnglishPluralsNotParentheses()
    {
        // Issue 47: "%2 epoch(s)" and "%4 image(s) per step" read "1 epoch", "3 epochs", "1 image", "4 images"
        // through the code that words them, with the English plurals installed as the app installs them.
        Advisor::Ui::Translations translations;
        QVERIFY(translations.apply(QStringLiteral("en")));
        Advisor::Scenario s;
        s.stage = Advisor::Stage::FinetuneFull;
        s.training.tokens = 60e6;
        const auto summary = [&](double epochs) {
            s.training.epochs = epochs;
            return Advisor::ReportBuilder::workloadSummary(s, Advisor::WorkloadProfile{});
        };
        QVERIFY2(summary(1).contains(QStringLiteral("tokens per epoch, 1 epoch, at a sequence length")),
                 qPrintable(summary(1)));
        QVERIFY2(summary(3).contains(QStringLiteral("tokens per epoch, 3 epochs, at a sequence length")),
                 qPrintable(summary(3)));
        QVERIFY2(summary(1.5).contains(QStringLiteral(", 1.5 epochs,")), qPrintable(summary(1.5)));
        const auto throughput = [](int images) {
            using K = Advisor::Finding::Kind;
            return Advisor::FindingText::text({K::SampleThroughput,
                                               {2.5, 1.8, 40, double(images)},
                                               {QStringLiteral("A10"), QStringLiteral("measured")}});
        };
        QVERIFY2(throughput(1).contains(QStringLiteral("at 1 image per step the GPU is 40 % as busy")),
                 qPrintable(throughput(1)));
        QVERIFY2(throughput(4).contains(QStringLiteral("at 4 images per step the GPU is 40 % as busy")),
                 qPrintable(throughput(4)));
        for (const QString &text : {summary(1), summary(3), throughput(1), throughput(4)})
            QVERIFY2(!text.contains(QStringLiteral("(s)")), qPrintable(text));
        // A copy split over instances with one GPU each read "1 GPUs each".
        QCOMPARE(Advisor::ReportBuilder::tr("%Ln GPU(s) each", nullptr, 1), QStringLiteral("1 GPU each"));
        QCOMPARE(Advisor::ReportBuilder::tr("%Ln GPU(s) each", nullptr, 8), QStringLiteral("8 GPUs each"));
    }

    void largeCountsAreGroupedInBothLanguages()
    {
        // Issue 47: Qt's %n writes a count without grouping ("12000 requests"); the counts of instances,
        // requests, sessions and replicas go through %Ln and read as the locale groups them, in both languages.
        Advisor::Catalog catalog;
        Advisor::ModelPresetLibrary presets;
        loadEmbeddedData(catalog, presets);
        Advisor::Configuration c;
        c.speed.maxConcurrencyPerReplica = 12000;
        c.speed.perUserTokensPerSecond = 20;
        c.speed.maxContextTokens = 4096;
        c.memory.fit = Advisor::Fit::Fits;
        Advisor::Scenario s;
        s.constraints.maxNodes = 12000;
        const auto texts = [&] {
            using K = Advisor::Finding::Kind;
            QStringList out{Advisor::DisplayText::kvCacheHolds(c), Advisor::FindingText::servingCapacity(c, 2048),
                            Advisor::FindingText::text({K::TrainingTime, {3, 12000}, {}})};
            out << Advisor::FindingText::assumption({Advisor::AssumptionId::SessionMemory, {2, 12000}, {}, {}}, nullptr)
                       .value;
            for (const Advisor::ReportLine &line : Advisor::ReportBuilder::workloadDetails(s, catalog)) {
                if (line.label == Advisor::ReportBuilder::tr("At most"))
                    out << line.value;
            }
            return out;
        };
        Advisor::Ui::Translations translations;
        for (const QString &language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
            QVERIFY(translations.apply(language));
            QCOMPARE(QLocale().toString(12000), QStringLiteral("12,000"));
            const QStringList shown = texts();
            QCOMPARE(shown.size(), 5);
            for (const QString &text : shown) {
                QVERIFY2(text.contains(QStringLiteral("12,000")) && !text.contains(QStringLiteral("12000")),
                         qPrintable(language + QStringLiteral(": ") + text));
            }
        }
        const QStringList english = texts();
        QCOMPARE(english.at(0), QStringLiteral("12,000 full requests per copy"));
        QVERIFY2(english.at(2).endsWith(QStringLiteral("on 12,000 instances")), qPrintable(english.at(2)));
        QCOMPARE(english.at(4), QStringLiteral("12,000 instances"));
    }
};

QTEST_MAIN(TestI18n)
#include "tst_i18n.moc"
