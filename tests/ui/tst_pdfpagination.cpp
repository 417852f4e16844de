// SPDX-License-Identifier: Apache-2.0
// Issue 47, item 11: the report's preview has the pages of the file saved from it, and no page holds only the
// last line or two of a part (serve-70b's page 3 in English, its page 11 and cloud gaming's page 6 in Chinese).
#include "models/advice/rules.h"
#include "models/application/evaluation.h"
#include "models/application/timeline.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/report/reportdata.h"
#include "models/scenario/scenarioio.h"
#include "tests/testutils.h"
#include "ui/application/translations.h"
#include "ui/report/pdfreportwriter.h"
#include "ui/report/reportexport.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {
/** A fifth of a page: a page after the first of a part holds at least this much of it. */
constexpr qreal leastFill = 0.2;
/** Lines of text (the footer's excluded) on a page that continues a part, read back from the file. */
constexpr int leastLines = 5;

QString tool(const QString &name, const QStringList &args)
{
    QProcess p;
    p.start(name, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}
} // namespace

class TestPdfPagination : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Translations m_translations;
    std::optional<Catalog> m_catalog;
    std::optional<ModelPresetLibrary> m_presets;
    std::optional<RuleSet> m_rules;

    ReportData report(const QString &file) const
    {
        const Scenario s = *ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/") + file)).scenario;
        const Evaluator evaluator(*m_catalog, *m_presets, &*m_rules);
        ReportData data = ReportBuilder::build(ReportBuilder::inputFor(evaluator.evaluate(s), *m_catalog));
        if (!s.phases.empty())
            ReportBuilder::setTimeline(data, TimelineCalculator(evaluator).compute(s), &*m_catalog);
        return data;
    }

    /** The pages the wizard's preview dialog shows for the report, read from its preview widget. */
    int previewPages(const ReportData &data) const
    {
        int pages = -1;
        QTimer poll;
        poll.setInterval(20);
        const QDeadlineTimer deadline(60000);
        connect(&poll, &QTimer::timeout, this, [&pages, &deadline] {
            auto *dialog = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            auto *widget = dialog->findChild<QPrintPreviewWidget *>();
            if (widget && widget->pageCount() > 0)
                pages = widget->pageCount();
            if (pages > 0 || deadline.hasExpired())
                dialog->reject();
        });
        poll.start();
        ReportExport::preview(data, &*m_catalog, nullptr, {});
        return pages;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_catalog = CatalogLoader::embedded().catalog;
        m_presets = PresetLoader::embedded().library;
        m_rules = RulesLoader::embedded().rules;
        QVERIFY(m_catalog && m_presets && m_rules);
    }

    void cleanup() { m_translations.apply(QStringLiteral("en")); }

    void previewAndFileHaveTheSamePagesAndNoneNearlyEmpty_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("language");
        for (const char *file : {"serve-70b", "cloud-gaming", "finetune-then-serve-7b", "serve-bert-api"}) {
            for (const char *language : {"en", "zh_CN"})
                QTest::addRow("%s %s", file, language)
                    << QString::fromLatin1(file) + QStringLiteral(".gpuadvisor.json") << QString::fromLatin1(language);
        }
    }

    void previewAndFileHaveTheSamePagesAndNoneNearlyEmpty()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, language);
        QVERIFY(m_translations.apply(language));
        const ReportData data = report(scenario);

        PdfReportWriter::Options options;
        options.catalog = &*m_catalog;
        PdfReportWriter writer(options);
        const QString pdf = m_dir.filePath(QFileInfo(scenario).baseName() + QLatin1Char('-') + language + ".pdf");
        QString error;
        QVERIFY2(writer.writeFile(data, pdf, &error), qPrintable(error));
        const int filePages = writer.pageCount();
        QCOMPARE(writer.pageFills().size(), filePages);
        QCOMPARE(previewPages(data), filePages);
        // A printer's own resolution (a desktop's preview takes the default printer's) changes nothing either.
        for (const int dpi : {96, 600, 1200}) {
            QPrinter printer(QPrinter::HighResolution);
            printer.setOutputFormat(QPrinter::PdfFormat);
            printer.setResolution(dpi);
            printer.setOutputFileName(m_dir.filePath(QStringLiteral("printer.pdf")));
            PdfReportWriter painted(options);
            QVERIFY2(painted.paint(data, &printer), qPrintable(painted.errorString()));
            QVERIFY2(painted.pageCount() == filePages,
                     qPrintable(QStringLiteral("%1 pages at %2 dpi, %3 in the file")
                                    .arg(painted.pageCount())
                                    .arg(dpi)
                                    .arg(filePages)));
        }

        // A page that continues a part holds more than its last line or two.
        for (qsizetype i = 1; i < writer.pageFills().size(); ++i) {
            const PdfReportWriter::PageFill fill = writer.pageFills().at(i);
            QVERIFY2(fill.startsPart || fill.share >= leastFill,
                     qPrintable(QStringLiteral("page %1 of %2 is %3 % full")
                                    .arg(i + 1)
                                    .arg(filePages)
                                    .arg(fill.share * 100, 0, 'f', 0)));
        }

        // The same read back from the file, where poppler is installed.
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            return;
        for (int page = 2; page <= filePages; ++page) {
            if (writer.pageFills().at(page - 1).startsPart)
                continue;
            const QString text = tool(QStringLiteral("pdftotext"),
                                      {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                                       QString::number(page), QStringLiteral("-layout"), pdf, QStringLiteral("-")});
            QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            lines.removeIf([](const QString &line) { return line.trimmed().isEmpty(); });
            // Less the footer line, which every page has.
            QVERIFY2(lines.size() - 1 >= leastLines,
                     qPrintable(QStringLiteral("page %1: %2").arg(page).arg(lines.join(QLatin1Char('\n')))));
        }
    }

    void tableFiguresStayOnOneLine_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void tableFiguresStayOnOneLine()
    {
        // A squeezed throughput column broke its ranges inside a figure ("1,012–" over "2,305") and stood every
        // row eight lines tall; each part of a cell ("per user …", "in total …") reads whole in the file.
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QFETCH(QString, language);
        QVERIFY(m_translations.apply(language));
        const ReportData data = report(QStringLiteral("serve-70b.gpuadvisor.json"));
        PdfReportWriter::Options options;
        options.catalog = &*m_catalog;
        PdfReportWriter writer(options);
        const QString pdf = m_dir.filePath(QStringLiteral("figures-") + language + QStringLiteral(".pdf"));
        QString error;
        QVERIFY2(writer.writeFile(data, pdf, &error), qPrintable(error));
        const QString text = tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(!text.isEmpty());
        int parts = 0;
        for (const QStringList &row : data.table.rows) {
            for (const QString &cell : row) {
                const QStringList split = cell.split(QStringLiteral(" · "));
                if (split.size() < 2 || cell.size() > 80)
                    continue;
                for (const QString &part : split) {
                    QVERIFY2(text.contains(part), qPrintable(part));
                    ++parts;
                }
            }
        }
        QVERIFY(parts >= 2 * 10); // every row's throughput, per user and in total
    }

    void everyWordWithinTheMargins_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("language");
        for (const char *file : {"finetune-then-serve-7b", "serve-70b"}) {
            for (const char *language : {"en", "zh_CN"})
                QTest::addRow("%s %s", file, language)
                    << QString::fromLatin1(file) + QStringLiteral(".gpuadvisor.json") << QString::fromLatin1(language);
        }
    }

    void everyWordWithinTheMargins()
    {
        // A comparison table of many billing columns, whose figures never wrap, ran past the right margin and
        // its last columns off the paper: a fine-tune's plan lost its savings-plan column.
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QFETCH(QString, scenario);
        QFETCH(QString, language);
        QVERIFY(m_translations.apply(language));
        const ReportData data = report(scenario);
        PdfReportWriter::Options options;
        options.catalog = &*m_catalog;
        PdfReportWriter writer(options);
        const QString pdf = m_dir.filePath(QStringLiteral("margins-") + language + QStringLiteral(".pdf"));
        QString error;
        QVERIFY2(writer.writeFile(data, pdf, &error), qPrintable(error));
        const QString boxes = tool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
        const double rightMargin = 16.0 / 25.4 * 72.0; // the report's margins, in PDF points
        const QRegularExpression pageTag(QStringLiteral(R"re(<page width="([\d.]+)")re"));
        const QRegularExpression word(
            QStringLiteral(R"re(<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)<)re"));
        int words = 0;
        for (const QString &page : boxes.split(QStringLiteral("</page>"))) {
            const QRegularExpressionMatch size = pageTag.match(page);
            if (!size.hasMatch())
                continue;
            const double limit = size.captured(1).toDouble() - rightMargin + 1.5;
            for (auto it = word.globalMatch(page); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                QVERIFY2(m.captured(1).toDouble() <= limit,
                         qPrintable(QStringLiteral("\"%1\" ends at %2 pt, past the margin at %3 pt")
                                        .arg(m.captured(2), m.captured(1))
                                        .arg(limit)));
                ++words;
            }
        }
        QVERIFY(words > 500);
        // The last billing column is on the page, not clipped away.
        QVERIFY(!data.table.header.isEmpty());
        const QString lastColumn = data.table.header.value(
            data.table.lastColumnIsProvenance ? data.table.header.size() - 2 : data.table.header.size() - 1);
        const QString text = tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY2(text.contains(lastColumn.section(QLatin1Char(' '), 0, 0)), qPrintable(lastColumn));
    }
};

QTEST_MAIN(TestPdfPagination)
#include "tst_pdfpagination.moc"
