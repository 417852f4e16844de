// SPDX-License-Identifier: Apache-2.0
// The PDF report, end to end through `gpu-advisor export`: text, Chinese, page count, a page that is not blank.
#include "models/advice/advice.h"
#include "models/advice/rules.h"
#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/io/csvwriter.h"
#include "models/io/safewrite.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"
#include "tests/clirun.h"
#include "tests/testutils.h"
#include "tests/ui/windowfixture.h"
#include "ui/report/pdfreportwriter.h"
#include "ui/report/reportexport.h"
#include "ui/results/resultspage.h"
#include "ui/wizard/advisorwizard.h"

#include <QBuffer>
#include <QComboBox>
#include <QHeaderView>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>
#include <cstring>

using namespace Advisor;

namespace {

QString tool(const QString &name, const QStringList &args, bool *ok)
{
    QProcess p;
    p.start(name, args);
    *ok = p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    return QString::fromUtf8(p.readAllStandardOutput());
}

/** Standard deviation of grey levels: a blank page is ~0, a page with text and rules is well above. */
double greyDeviation(const QImage &image)
{
    double sum = 0;
    double squares = 0;
    qint64 n = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            const double g = qGray(image.pixel(x, y));
            sum += g;
            squares += g * g;
            ++n;
        }
    }
    const double mean = sum / double(n);
    return std::sqrt(std::max(0.0, squares / double(n) - mean * mean));
}
} // namespace

class TestPdfReport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    struct Expected
    {
        QString instanceType;
        QStringList warningTitles;
        QHash<QString, QString> assumptions; // id -> value as shown
    };

    static Expected expectedFor(const QString &scenarioFile)
    {
        // What the wizard shows for the same file: the report must say the same.
        AdvisorSession session(*CatalogLoader::embedded().catalog, *PresetLoader::embedded().library,
                               *RulesLoader::embedded().rules);
        session.setScenario(*ScenarioIo::fromFile(scenarioFile).scenario, ScenarioChange::Loaded);
        session.flush();
        const Recommendation &r = session.recommendation();
        Expected e;
        if (!r.ranked.empty())
            e.instanceType = r.ranked.front().layout.instanceType;
        for (const Warning &w : session.advice().warnings)
            e.warningTitles << w.title;
        for (const AssumptionLine &a : FindingText::assumptions(r.profile.assumptions, &session.catalog()))
            e.assumptions.insert(a.id, a.value);
        return e;
    }

    static bool havePoppler()
    {
        return !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()
            && !QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty()
            && !QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty();
    }

    /** Text, page count and first-page image of a PDF, via poppler. */
    void inspect(const QString &pdf, QString &text, int &pages, QImage &page1)
    {
        bool ok = false;
        // -raw keeps words in drawing order, so a table cell split over two lines still reads whole.
        text = tool(QStringLiteral("pdftotext"),
                    {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}, &ok);
        QVERIFY(ok);
        // NFKC turns the "fi" and "fl" ligatures of the Latin font back into letters.
        text = text.normalized(QString::NormalizationForm_KC);
        const QString info = tool(QStringLiteral("pdfinfo"), {pdf}, &ok);
        QVERIFY(ok);
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        QVERIFY(m.hasMatch());
        pages = m.captured(1).toInt();
        const QString prefix = m_dir.filePath(QFileInfo(pdf).baseName());
        tool(QStringLiteral("pdftoppm"),
             {QStringLiteral("-r"), QStringLiteral("50"), QStringLiteral("-png"), QStringLiteral("-f"),
              QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"), pdf, prefix},
             &ok);
        QVERIFY(ok);
        const QStringList pngs = QDir(m_dir.path()).entryList({QFileInfo(pdf).baseName() + QStringLiteral("*.png")});
        QVERIFY(!pngs.isEmpty());
        page1 = QImage(m_dir.filePath(pngs.first()));
        QVERIFY(!page1.isNull());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support ).*")));
    }

    void init() { QLocale::setDefault(QLocale::c()); }

    void writerProducesPdfInMemory()
    {
        const QString scenarioFile = sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json"));
        const Catalog catalog = *CatalogLoader::embedded().catalog;
        const ModelPresetLibrary presets = *PresetLoader::embedded().library;
        const Scenario s = *ScenarioIo::fromFile(scenarioFile).scenario;
        const Recommendation r = SizingEngine(catalog, presets).recommend(s);
        ReportBuilder::Input in;
        in.scenario = &s;
        in.recommendation = &r;
        in.catalog = &catalog;
        const ReportData data = ReportBuilder::build(in);
        QByteArray bytes;
        QBuffer buffer(&bytes);
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        Ui::PdfReportWriter::Options options;
        options.catalog = &catalog;
        Ui::PdfReportWriter writer(options);
        QVERIFY2(writer.write(data, &buffer), qPrintable(writer.errorString()));
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(writer.pageCount() >= 4);
        QVERIFY(Ui::PdfReportWriter::bodyHtml(data).contains(r.ranked.front().layout.instanceType));
    }

    void paintsOntoPrinterForPreview()
    {
        // The wizard's print preview paints onto a QPrinter: same code path, same pages.
        const Catalog catalog = *CatalogLoader::embedded().catalog;
        const ModelPresetLibrary presets = *PresetLoader::embedded().library;
        const Scenario s =
            *ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json"))).scenario;
        const Recommendation r = SizingEngine(catalog, presets).recommend(s);
        ReportBuilder::Input in;
        in.scenario = &s;
        in.recommendation = &r;
        in.catalog = &catalog;
        const ReportData data = ReportBuilder::build(in);
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        const QString out = m_dir.filePath(QStringLiteral("printer.pdf"));
        printer.setOutputFileName(out);
        Ui::PdfReportWriter::Options options;
        options.catalog = &catalog;
        Ui::PdfReportWriter writer(options);
        QVERIFY2(writer.paint(data, &printer), qPrintable(writer.errorString()));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        QVERIFY(writer.pageCount() >= 4);
    }

    void reportTableIsTheResultsPageView()
    {
        // Sort, filter, move and hide columns on the results page: report and CSV follow all of it.
        WindowFixture fx;
        REQUIRE(fx.launch());
        fx.nextFiles << sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json"));
        REQUIRE(fx.trigger(QStringLiteral("openAction")));
        REQUIRE(fx.nextTo(Ui::AdvisorWizard::ResultsPageId));
        auto *view = fx.find<QTableView>(QStringLiteral("recommendationView"));
        auto *billing = fx.find<QComboBox>(QStringLiteral("billingFilter"));
        Ui::ResultsPage *page = fx.results();
        REQUIRE(view && billing && page);
        const AdvisorSession &session = *fx.session();
        const QAbstractItemModel *proxy = view->model();
        QVERIFY(proxy->rowCount() > 2);
        REQUIRE(WindowFixture::choose(billing, QStringLiteral("spot")));
        REQUIRE(WindowFixture::sortBy(view, RecommendationTableModel::JobCostColumn, Qt::DescendingOrder));
        // No menu moves or hides columns yet (a restored header state does): the header's own calls stand in.
        QHeaderView *header = view->horizontalHeader();
        header->moveSection(header->visualIndex(RecommendationTableModel::JobCostColumn), 0);
        header->hideSection(RecommendationTableModel::FamilyColumn);

        const QList<int> columns = Ui::ReportExport::visibleColumns(*header);
        QCOMPARE(columns.first(), int(RecommendationTableModel::JobCostColumn));
        QVERIFY(!columns.contains(RecommendationTableModel::FamilyColumn));
        const ReportTable table = Ui::ReportExport::table(session, *page);
        QCOMPARE(table.rows.size(), qsizetype(proxy->rowCount()));
        for (int row = 0; row < proxy->rowCount(); ++row) {
            for (int i = 0; i < columns.size(); ++i)
                QCOMPARE(table.rows[row][i], proxy->index(row, columns[i]).data().toString());
        }
        QCOMPARE(CsvWriter::parse(table.toCsv(true)), table.csvRows());
        const ReportData data = Ui::ReportExport::build(session, *page, MoneyFormatter(), ReportMeta{});
        QCOMPARE(data.table.rows, table.rows);
        QCOMPARE(data.table.header, table.header);
    }

    void exportEnglish_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<bool>("serving");
        QTest::newRow("fine-tune 7B LoRA") << QStringLiteral("finetune-7b-lora.gpuadvisor.json") << false;
        QTest::newRow("serve 70B") << QStringLiteral("serve-70b.gpuadvisor.json") << true;
        QTest::newRow("serve BERT") << QStringLiteral("serve-bert-api.gpuadvisor.json") << true;
    }

    void exportEnglish()
    {
        QFETCH(QString, scenario);
        QFETCH(bool, serving);
        if (!havePoppler())
            QSKIP("poppler-utils (pdftotext, pdftoppm, pdfinfo) not installed");
        const QString scenarioFile = sourcePath(QStringLiteral("resources/scenarios/") + scenario);
        const QString pdf = m_dir.filePath(QFileInfo(scenario).baseName() + QStringLiteral("-en.pdf"));
        const QString csv = m_dir.filePath(QFileInfo(scenario).baseName() + QStringLiteral("-en.csv"));
        const CliRun r =
            runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile, QStringLiteral("--pdf"), pdf,
                    QStringLiteral("--csv"), csv, QStringLiteral("--customer"), QStringLiteral("ACME 测试公司")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QString text;
        int pages = 0;
        QImage page1;
        inspect(pdf, text, pages, page1);
        if (QTest::currentTestFailed())
            return;
        const Expected e = expectedFor(scenarioFile);
        QVERIFY(!e.instanceType.isEmpty());
        QVERIFY2(text.contains(e.instanceType), qPrintable(e.instanceType));
        QVERIFY2(text.contains(QStringLiteral("ACME 测试公司")),
                 "a Chinese customer name survives in an English report");
        for (const QString &title : e.warningTitles)
            QVERIFY2(text.simplified().contains(title.simplified()), qPrintable(title));
        // The constants behind time and cost are the ones the wizard and `recommend` use (a LoRA job
        // runs at 30 % utilisation, not the full fine-tune's 35 %).
        // Table cells wrap long values, so spaces and line breaks are left out of the comparison.
        const auto squeezed = [](QString s) { return s.remove(QRegularExpression(QStringLiteral("\\s"))); };
        const QString pdfText = squeezed(text);
        int compared = 0;
        for (const char *id : {"mfu", "serving-memory", "usable-memory", "fragmentation", "cuda-context"}) {
            const QString value = e.assumptions.value(QString::fromLatin1(id));
            if (value.isEmpty())
                continue;
            ++compared;
            QVERIFY2(pdfText.contains(squeezed(value)),
                     qPrintable(QString::fromLatin1(id) + QStringLiteral(": ") + value));
        }
        QVERIFY(compared >= 2);
        // The results page's scaling chart is printed for serving as for training (issue 47), and a serving
        // one says its figures use every GPU the row bills for, not only the copies the load needs.
        QVERIFY2(pdfText.contains(squeezed(QStringLiteral("Best throughput by GPU count"))), "the scaling chart");
        QCOMPARE(pdfText.contains(squeezed(QStringLiteral("every GPU serving"))), serving);
        QVERIFY(text.contains(QStringLiteral("reference prices")));
        QVERIFY(text.contains(QStringLiteral("Page 1 of %1").arg(pages)));
        QVERIFY2(pages >= 4 && pages <= 30, qPrintable(QString::number(pages)));
        QVERIFY2(greyDeviation(page1) > 8, qPrintable(QString::number(greyDeviation(page1))));

        // The CSV is the table in the report: BOM, header, the recommended type in the first row.
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        const QList<QStringList> rows = CsvWriter::parse(bytes);
        QVERIFY(rows.size() >= 2);
        QVERIFY(rows[1].contains(e.instanceType));
    }

    void exportChinese()
    {
        if (!havePoppler())
            QSKIP("poppler-utils (pdftotext, pdftoppm, pdfinfo) not installed");
        const QString scenarioFile = sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json"));
        const QString pdf = m_dir.filePath(QStringLiteral("zh.pdf"));
        const CliRun r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile,
                                 QStringLiteral("--pdf"), pdf, QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QLocale::setDefault(QLocale::c());
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QString text;
        int pages = 0;
        QImage page1;
        inspect(pdf, text, pages, page1);
        if (QTest::currentTestFailed())
            return;
        // Catalog names come from the catalog's zh_CN texts: region and billing model in Chinese.
        QVERIFY2(text.contains(QStringLiteral("华东2")) || text.contains(QStringLiteral("按量付费")),
                 qPrintable(text.left(2000)));
        static const QRegularExpression han(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
        QVERIFY(text.count(han) > 20);
        // Figures can be copied out of the Chinese report too: instance types and prices keep their digits.
        static const QRegularExpression type(QStringLiteral("ecs\\.[a-z0-9-]*\\d[a-z0-9-]*\\.\\d*x?large"));
        static const QRegularExpression price(QStringLiteral("\\d[\\d,]*\\.\\d\\d 元"));
        QVERIFY2(text.count(type) >= 3, qPrintable(text.left(3000)));
        QVERIFY2(text.count(price) >= 3, qPrintable(text.left(3000)));
        QVERIFY2(pages >= 4 && pages <= 30, qPrintable(QString::number(pages)));
        QVERIFY(greyDeviation(page1) > 8);
        // Han glyphs come from a Chinese font, embedded (no tofu, no Japanese shapes): WenQuanYi Micro Hei,
        // whose text copies out intact (chineseReportCopiesOutAndSpeaksToCustomers).
        bool ok = false;
        const QString fonts = tool(QStringLiteral("pdffonts"), {pdf}, &ok);
        if (ok)
            QVERIFY2(fonts.contains(QRegularExpression(QStringLiteral("WenQuanYi ?Micro ?Hei"),
                                                       QRegularExpression::CaseInsensitiveOption)),
                     qPrintable(fonts));
    }

    void coverAnswersOnPageOne_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<QString>("chartTitle");
        QTest::addColumn<QString>("disclaimerEnd");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Summary")
                            << QStringLiteral("Job cost of the top configurations")
                            << QStringLiteral("assumptions listed in this report.");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("摘要")
                               << QStringLiteral("排名靠前配置在各计费方式下的任务费用")
                               << QStringLiteral("基于本报告所列假设的估算值。");
    }

    void coverAnswersOnPageOne()
    {
        QFETCH(QString, lang);
        QFETCH(QString, summary);
        QFETCH(QString, chartTitle);
        QFETCH(QString, disclaimerEnd);
        if (!havePoppler())
            QSKIP("poppler-utils (pdftotext, pdftoppm, pdfinfo) not installed");
        // The longest names the cover takes, in wide letters, for the scenario, the customer and the author.
        QFile source(sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json")));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray json = source.readAll();
        const QString longName = QString(int(ReportMeta::maxNameLength), QLatin1Char('W'));
        json.replace("\"name\":\"Fine-tune a 7B chat model with LoRA\"", "\"name\":\"" + longName.toUtf8() + "\"");
        QVERIFY(json.contains(longName.toUtf8()));
        const QString scenarioFile =
            m_dir.filePath(QStringLiteral("cover-") + lang + QStringLiteral(".gpuadvisor.json"));
        QFile out(scenarioFile);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(json) == json.size());
        out.close();
        const QString pdf = m_dir.filePath(QStringLiteral("cover-") + lang + QStringLiteral(".pdf"));
        const CliRun r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile,
                                 QStringLiteral("--pdf"), pdf, QStringLiteral("--customer"), longName,
                                 QStringLiteral("--prepared-by"), longName, QStringLiteral("--lang"), lang});
        // After the run: the warnings' titles in the language the command just used.
        const Expected e = expectedFor(scenarioFile);
        QLocale::setDefault(QLocale::c());
        QVERIFY2(r.code == 0, qPrintable(r.err));
        bool ok = false;
        const QString page1 =
            tool(QStringLiteral("pdftotext"),
                 {QStringLiteral("-enc"), QStringLiteral("UTF-8"), QStringLiteral("-f"), QStringLiteral("1"),
                  QStringLiteral("-l"), QStringLiteral("1"), pdf, QStringLiteral("-")},
                 &ok)
                .normalized(QString::NormalizationForm_KC);
        QVERIFY(ok);
        const auto squeezed = [](QString s) { return s.remove(QRegularExpression(QStringLiteral("\\s"))); };
        const QString text = squeezed(page1);
        // The answer, its cost and time, the top risks, one chart and the whole disclaimer: all on page one.
        QVERIFY2(text.contains(squeezed(longName)), "the scenario's name titles the cover");
        QVERIFY2(text.contains(summary), qPrintable(page1));
        QVERIFY2(text.contains(e.instanceType), qPrintable(page1));
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\d[\\d,]*\\.\\d\\d"))), qPrintable(page1));
        QVERIFY(!e.warningTitles.isEmpty());
        if (lang == QLatin1String("en")) {
            for (qsizetype i = 0; i < std::min<qsizetype>(2, e.warningTitles.size()); ++i)
                QVERIFY2(text.contains(squeezed(e.warningTitles.at(i))), qPrintable(e.warningTitles.at(i)));
        }
        QVERIFY2(text.contains(squeezed(chartTitle)), "the cost chart is on the cover");
        QVERIFY2(text.contains(squeezed(disclaimerEnd)), qPrintable(page1.right(600)));
    }

    void chineseReportCopiesOutAndSpeaksToCustomers()
    {
        // Text copied out of the Chinese PDF is the text printed: no Kangxi radicals (⽉ U+2F49 for 月,
        // ⼾ for 户) from a font that shares their glyphs with the ideographs, so search and copy work.
        if (!havePoppler())
            QSKIP("poppler-utils not installed");
        const QString scenarioFile = m_dir.filePath(QStringLiteral("discounted.gpuadvisor.json"));
        {
            QJsonObject doc =
                QJsonDocument::fromJson(readSourceFile(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json")))
                    .object();
            QJsonObject constraints = doc.value(QStringLiteral("constraints")).toObject();
            constraints.insert(QStringLiteral("customerDiscountPercent"), 20);
            doc.insert(QStringLiteral("constraints"), constraints);
            QFile f(scenarioFile);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QJsonDocument(doc).toJson());
        }
        const QString pdf = m_dir.filePath(QStringLiteral("customer-zh.pdf"));
        const CliRun r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile,
                                 QStringLiteral("--pdf"), pdf, QStringLiteral("--customer"), QStringLiteral("客户甲"),
                                 QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        bool ok = false;
        const QString text = tool(QStringLiteral("pdftotext"),
                                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}, &ok);
        QVERIFY(ok);
        static const QRegularExpression radicals(QStringLiteral("[\\x{2e80}-\\x{2fdf}]"));
        const QRegularExpressionMatch radical = radicals.match(text);
        QVERIFY2(!radical.hasMatch(),
                 qPrintable(QStringLiteral("U+%1 in \"%2\"")
                                .arg(radical.captured().isEmpty() ? 0 : radical.captured().front().unicode(), 4, 16,
                                     QLatin1Char('0'))
                                .arg(text.mid(std::max<qsizetype>(0, radical.capturedStart() - 20), 40))));
        for (const QString &phrase : {QStringLiteral("客户甲"), QStringLiteral("每月费用"), QStringLiteral("日期"),
                                      QStringLiteral("官网价 8 折"), QStringLiteral("官网价"), QStringLiteral(" 元")})
            QVERIFY2(text.contains(phrase), qPrintable(phrase));
        // A serving report prints the scaling chart too, titled in Chinese.
        QVERIFY2(QString(text)
                     .remove(QRegularExpression(QStringLiteral("\\s")))
                     .contains(QStringLiteral("各GPU总数下的最佳吞吐量")),
                 "the scaling chart");
        // Customers read the public sources, not the catalog's internal keys or reference notes.
        QVERIFY2(internalNoteIn(text).isEmpty(), qPrintable(internalNoteIn(text)));
        // The sources table numbers its rows instead of printing the catalog's keys (PRICE-2026-09-24, ZH-GPU).
        const QString sources = text.mid(text.lastIndexOf(QStringLiteral("10. 出处")));
        QVERIFY(sources.contains(QStringLiteral("序号")));
        const Catalog catalog = *CatalogLoader::embedded().catalog;
        for (auto it = catalog.sources.constBegin(); it != catalog.sources.constEnd(); ++it) {
            if (it.key().contains(QLatin1Char('-')))
                QVERIFY2(!sources.contains(it.key()), qPrintable(it.key()));
        }
        // Chinese titles where the catalog has them: no "(public GitHub file; repository not identified)".
        QVERIFY(!text.contains(QStringLiteral("repository not identified")));
        // Words a buyer would hold against us: a tax claim no source makes, "目录价", an empty "prepared by".
        for (const QString &wrong : {QStringLiteral("不含税"), QStringLiteral("目录价"), QStringLiteral("编制人"),
                                     QStringLiteral("星期"), QStringLiteral("顾问")})
            QVERIFY2(!text.contains(wrong), qPrintable(wrong));
        static const QRegularExpression cny(QStringLiteral("\\d CNY"));
        QVERIFY2(!text.contains(cny), qPrintable(text.mid(std::max<qsizetype>(0, text.indexOf(cny) - 40), 80)));
        // One product name: the PDF's Creator is the desktop entry's Chinese name.
        const QString info = tool(QStringLiteral("pdfinfo"), {pdf}, &ok);
        QVERIFY(ok);
        const QString desktop =
            QString::fromUtf8(readSourceFile(QStringLiteral("packaging/invalid.example.GpuAdvisor.desktop")));
        static const QRegularExpression name(QStringLiteral("\nName\\[zh_CN\\]=([^\n]+)\n"));
        const QRegularExpressionMatch product = name.match(desktop);
        QVERIFY(product.hasMatch());
        QVERIFY2(
            info.contains(QRegularExpression(QStringLiteral("Creator:\\s+")
                                             + QRegularExpression::escape(product.captured(1)) + QStringLiteral("\n"))),
            qPrintable(info));
    }

    void exportNothingFits()
    {
        if (!havePoppler())
            QSKIP("poppler-utils not installed");
        const QString scenarioFile = m_dir.filePath(QStringLiteral("nofit.gpuadvisor.json"));
        QFile f(scenarioFile);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(R"({"schemaVersion":1,"name":"DeepSeek-V3 on one node","workload":{"task":"llm","stage":"inference",
                   "model":"deepseek-v3","precision":"bf16","inference":{"contextLength":8192,"outputTokens":512,"concurrency":64,
                   "requestsPerSecond":4,"latencyMsTarget":20}},"constraints":{"billing":["payg"],"maxNodes":1}})");
        f.close();
        const QString pdf = m_dir.filePath(QStringLiteral("nofit.pdf"));
        const CliRun r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile,
                                 QStringLiteral("--pdf"), pdf, QStringLiteral("--top"), QStringLiteral("5")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QString text;
        int pages = 0;
        QImage page1;
        inspect(pdf, text, pages, page1);
        if (QTest::currentTestFailed())
            return;
        if (!text.contains(QStringLiteral("Nothing in the catalog fits")))
            QSKIP("the catalog now fits DeepSeek-V3 on one node");
        QVERIFY(text.contains(QStringLiteral("What would make it fit")));
        QVERIFY(text.contains(QStringLiteral("rejected")));
        // No priced configuration: the cost chart is left out instead of printed empty.
        QVERIFY(!text.contains(QStringLiteral("cost of the top configurations")));
        QVERIFY(text.contains(QStringLiteral("GPU memory per GPU: what fills it")));
        QVERIFY2(pages >= 4 && pages <= 10, qPrintable(QString::number(pages)));
    }

    void badScenarioWritesNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("truncated")
            << readSourceFile(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json")).left(80);
        QTest::newRow("foreign") << readSourceFile(QStringLiteral("catalog/rules.json"));
    }

    void badScenarioWritesNothing()
    {
        QFETCH(QByteArray, content);
        const QString scenarioFile = m_dir.filePath(QStringLiteral("bad.gpuadvisor.json"));
        QFile f(scenarioFile);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
        f.close();
        const QString pdf = m_dir.filePath(QStringLiteral("existing.pdf"));
        QFile old(pdf);
        QVERIFY(old.open(QIODevice::WriteOnly | QIODevice::Truncate));
        old.write("old report");
        old.close();
        const CliRun r = runCli(
            {QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile, QStringLiteral("--pdf"), pdf});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("not a usable scenario file")), qPrintable(r.err));
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old report"));
    }

    void unwritableTargetFailsCleanly()
    {
        const QString scenarioFile = sourcePath(QStringLiteral("resources/scenarios/serve-70b-int4.gpuadvisor.json"));
        const QString plain = m_dir.filePath(QStringLiteral("plain"));
        QFile f(plain);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep me");
        f.close();
        const CliRun r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile,
                                 QStringLiteral("--pdf"), plain + QStringLiteral("/report.pdf")});
        QCOMPARE(r.code, 2); // a path that cannot be a file is a bad argument, refused before rendering
        QVERIFY2(r.err.contains(QStringLiteral("not a folder")), qPrintable(r.err));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("keep me"));
    }

    void fullDiskSaysWhyAndKeepsTheOldReport()
    {
        // The PDF went through the writer too, but its failure read "Unknown error".
        const QString pdf = m_dir.filePath(QStringLiteral("full-disk.pdf"));
        QFile old(pdf);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old report");
        old.close();
        SafeWrite::setFaultForTesting(SafeWrite::Fault{SafeWrite::Step::Write, ENOSPC});
        const CliRun r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"),
                                 sourcePath(QStringLiteral("resources/scenarios/serve-70b-int4.gpuadvisor.json")),
                                 QStringLiteral("--pdf"), pdf});
        SafeWrite::setFaultForTesting(std::nullopt);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QString::fromLocal8Bit(std::strerror(ENOSPC))), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("Unknown error")), qPrintable(r.err));
        QVERIFY(!r.out.contains(QStringLiteral("wrote")));
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old report"));
    }

    void customerTextCannotReverseTheFooter()
    {
        if (!havePoppler())
            QSKIP("poppler-utils (pdftotext, pdftoppm, pdfinfo) not installed");
        const QString pdf = m_dir.filePath(QStringLiteral("override.pdf"));
        const CliRun r =
            runCli({QStringLiteral("export"), QStringLiteral("--scenario"),
                    sourcePath(QStringLiteral("resources/scenarios/serve-70b-int4.gpuadvisor.json")),
                    QStringLiteral("--pdf"), pdf, QStringLiteral("--customer"), QStringLiteral("Acme \u202EWidgets")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QString text;
        int pages = 0;
        QImage page1;
        inspect(pdf, text, pages, page1);
        if (QTest::currentTestFailed())
            return;
        // Reversed, the footer's "prices as of" would read "fo sa secirp" on every page.
        QVERIFY2(text.count(QStringLiteral("prices as of")) >= pages - 1, qPrintable(text.left(2000)));
        QVERIFY(!text.contains(QStringLiteral("secirp")));
        QVERIFY(text.contains(QStringLiteral("Acme Widgets")));
    }

    void usageErrors()
    {
        QCOMPARE(runCli({QStringLiteral("export")}).code, 2);
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("--scenario"), QStringLiteral("x.json")}).code, 2);
        const CliRun lang =
            runCli({QStringLiteral("export"), QStringLiteral("--scenario"), QStringLiteral("x"),
                    QStringLiteral("--pdf"), QStringLiteral("y"), QStringLiteral("--lang"), QStringLiteral("fr")});
        QCOMPARE(lang.code, 2);
        QVERIFY(lang.err.contains(QStringLiteral("zh_CN")));
        QVERIFY(Cli::helpText().contains(QStringLiteral("export [--scenario] FILE")));
        QVERIFY(Cli::isHeadless({QStringLiteral("gpu-advisor"), QStringLiteral("export")}));
    }
};

QTEST_MAIN(TestPdfReport)
#include "tst_pdfreport.moc"
