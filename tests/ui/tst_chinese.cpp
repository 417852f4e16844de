// SPDX-License-Identifier: Apache-2.0
// The Chinese a customer reads: discounts quoted as 几折, money in 元, counts in 万/亿, one product name
// on every surface, and a runtime switch through the Language menu that leaves no English behind.
#include "app/cli/cli.h"
#include "models/advice/rules.h"
#include "models/application/advisorsession.h"
#include "models/application/evaluation.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/report/reportdata.h"
#include "models/scenario/scenarioio.h"
#include "models/text/findingtext.h"
#include "models/text/moneyformatter.h"
#include "tests/testutils.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/appsettings.h"
#include "ui/application/mainwindow.h"
#include "ui/application/translations.h"
#include "ui/common/dialogs.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/advisorwizard.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTableView>
#include <QTimer>
#include <QXmlStreamReader>
#include <QtTest>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {

const QRegularExpression &han()
{
    static const QRegularExpression re(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    return re;
}

/** Name[zh_CN] of the desktop entry the package installs. */
QString desktopName(const QString &key)
{
    const QString text =
        QString::fromUtf8(readSourceFile(QStringLiteral("packaging/invalid.example.GpuAdvisor.desktop")));
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.startsWith(key + QLatin1Char('=')))
            return line.mid(key.size() + 1).trimmed();
    }
    return {};
}

/** The AppStream <name> for this xml:lang (empty: the untranslated one). */
QString metainfoName(const QString &lang)
{
    QXmlStreamReader xml(readSourceFile(QStringLiteral("packaging/invalid.example.GpuAdvisor.metainfo.xml")));
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("name")
            && xml.attributes().value(QLatin1String("xml:lang")).toString() == lang)
            return xml.readElementText();
    }
    return {};
}

QString detail(const std::vector<ReportLine> &lines, const QString &label)
{
    for (const ReportLine &line : lines) {
        if (line.label == label)
            return line.value;
    }
    return {};
}

} // namespace

class TestChinese : public QObject
{
    Q_OBJECT

private:
    Translations m_translations;
    std::optional<Catalog> m_catalog;
    std::optional<ModelPresetLibrary> m_presets;
    std::optional<RuleSet> m_rules;

    Scenario scenario(const QString &file) const
    {
        return *ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/") + file)).scenario;
    }

private slots:
    void initTestCase()
    {
        m_catalog = CatalogLoader::embedded().catalog;
        m_presets = PresetLoader::embedded().library;
        m_rules = RulesLoader::embedded().rules;
        QVERIFY(m_catalog && m_presets && m_rules);
    }

    void cleanup() { m_translations.apply(QStringLiteral("en")); }

    void discountKeepsOneMeaningAndReadsAsZhe()
    {
        // The scenario stores percent off the list price: 20 means paying 80 % of list, in both languages.
        Scenario plain = scenario(QStringLiteral("serve-70b.gpuadvisor.json"));
        Scenario discounted = plain;
        discounted.constraints.customerDiscountPercent = 20;
        const Evaluator evaluator(*m_catalog, *m_presets, &*m_rules);
        const Evaluation a = evaluator.evaluate(plain);
        const Evaluation b = evaluator.evaluate(discounted);
        QVERIFY(!a.recommendation.ranked.empty() && !b.recommendation.ranked.empty());
        const Configuration &listed = a.recommendation.ranked.front();
        const Configuration *same = nullptr;
        for (const Configuration &c : b.recommendation.ranked) {
            if (c.layout.instanceType == listed.layout.instanceType && c.layout.instances == listed.layout.instances)
                same = &c;
        }
        QVERIFY(same);
        QVERIFY(listed.pricing.jobCost > 0);
        QVERIFY2(std::abs(same->pricing.jobCost / listed.pricing.jobCost - 0.8) < 1e-6,
                 qPrintable(QString::number(same->pricing.jobCost / listed.pricing.jobCost)));

        // The report words that one meaning the way each reader quotes a deal.
        QVERIFY(m_translations.apply(QStringLiteral("en")));
        QCOMPARE(detail(ReportBuilder::workloadDetails(discounted, *m_catalog), QStringLiteral("Customer discount")),
                 QStringLiteral("20 % off the list price"));
        QVERIFY(m_translations.apply(QStringLiteral("zh_CN")));
        const std::vector<ReportLine> zh = ReportBuilder::workloadDetails(discounted, *m_catalog);
        const QString value = detail(zh, QStringLiteral("商务优惠"));
        QVERIFY2(value.contains(QStringLiteral("官网价 8 折")), qPrintable(value));
        QVERIFY2(value.contains(QStringLiteral("20%")), qPrintable(value));
        discounted.constraints.customerDiscountPercent = 15;
        QVERIFY(detail(ReportBuilder::workloadDetails(discounted, *m_catalog), QStringLiteral("商务优惠"))
                    .contains(QStringLiteral("官网价 8.5 折")));
    }

    void discountFieldSaysWhatToType()
    {
        // A Chinese customer with an "8 折" deal must not type 80: the field and its help say so.
        QVERIFY(m_translations.apply(QStringLiteral("zh_CN")));
        const QString label = QCoreApplication::translate("Advisor::Ui::BudgetPage", "Customer &discount:");
        const QString help = QCoreApplication::translate("Advisor::Ui::BudgetPage",
                                                         "Your negotiated discount off list prices, 0 if none");
        QVERIFY2(label.contains(QStringLiteral("优惠比例")), qPrintable(label));
        QVERIFY2(help.contains(QStringLiteral("8 折")) && help.contains(QStringLiteral("20")), qPrintable(help));
    }

    void moneyIsInYuanWithOnePrecision()
    {
        const MoneyFormatter money(QStringLiteral("CNY"), QStringLiteral("CNY"), 1);
        QVERIFY(m_translations.apply(QStringLiteral("en")));
        QCOMPARE(money.format(1203), QStringLiteral("1,203.00 CNY"));
        QVERIFY(m_translations.apply(QStringLiteral("zh_CN")));
        // One precision for every amount, so a column of costs lines up.
        QCOMPARE(money.format(1203), QStringLiteral("1,203.00 元"));
        QCOMPARE(money.format(848.4), QStringLiteral("848.40 元"));
        QCOMPARE(MoneyFormatter::currencyName(QStringLiteral("CNY")), QStringLiteral("人民币（CNY）"));

        // The table the PDF and the CSV are written from: every amount in 元, none in CNY.
        const Evaluator evaluator(*m_catalog, *m_presets, &*m_rules);
        const Evaluation e = evaluator.evaluate(scenario(QStringLiteral("serve-70b.gpuadvisor.json")));
        const ReportTable table = ReportTable::defaultView(e.recommendation, &e.advice, *m_catalog, money, false);
        QVERIFY(!table.rows.isEmpty());
        int amounts = 0;
        for (const QStringList &row : table.rows) {
            for (const QString &cell : row.mid(0, table.header.size() - 1)) {
                QVERIFY2(!cell.contains(QStringLiteral("CNY")), qPrintable(cell));
                amounts += cell.endsWith(QStringLiteral(" 元"));
            }
        }
        QVERIFY(amounts >= table.rows.size());
        // The advice speaks 元 too.
        for (const Warning &w : e.advice.warnings)
            QVERIFY2(!w.message.contains(QStringLiteral("CNY")), qPrintable(w.message));
    }

    void countsInWanAndYi()
    {
        QVERIFY(m_translations.apply(QStringLiteral("zh_CN")));
        QCOMPARE(DisplayText::count(2e8), QStringLiteral("2 亿"));
        QCOMPARE(DisplayText::count(1.3e6), QStringLiteral("130 万"));
        QCOMPARE(DisplayText::count(6.74e9), QStringLiteral("67.4 亿"));
        QCOMPARE(DisplayText::count(9000), QStringLiteral("9,000"));
        Scenario s = scenario(QStringLiteral("finetune-7b-lora.gpuadvisor.json"));
        s.training.tokens = 2e8;
        const Evaluator evaluator(*m_catalog, *m_presets, &*m_rules);
        const QString summary = ReportBuilder::workloadSummary(s, evaluator.evaluate(s).recommendation.profile);
        QVERIFY2(summary.contains(QStringLiteral("2 亿")), qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral(" M ")), qPrintable(summary));
        QVERIFY(m_translations.apply(QStringLiteral("en")));
        QCOMPARE(DisplayText::count(2e8), QStringLiteral("200 million"));
        QCOMPARE(DisplayText::count(1.3e6), QStringLiteral("1.3 million"));
    }

    void oneProductNameOnEverySurface()
    {
        const QString english = desktopName(QStringLiteral("Name"));
        const QString chinese = desktopName(QStringLiteral("Name[zh_CN]"));
        QCOMPARE(english, QStringLiteral("GPU Instance Advisor"));
        QVERIFY(chinese.contains(han()));
        QCOMPARE(metainfoName({}), english);
        QCOMPARE(metainfoName(QStringLiteral("zh-CN")), chinese);
        QVERIFY(m_translations.apply(QStringLiteral("zh_CN")));
        // The window title, the about box, the PDF (cover and Creator) and the command line's help.
        for (const char *context :
             {"Advisor::Ui::AdvisorWizard", "Advisor::Ui::MainWindow", "Advisor::Ui::AboutDialog", "PdfReportWriter"})
            QVERIFY2(QCoreApplication::translate(context, "GPU Instance Advisor") == chinese, context);
        QVERIFY2(Advisor::Cli::helpText().startsWith(chinese), qPrintable(Advisor::Cli::helpText().left(80)));
    }

    void discardReadsAsChineseDesktopsSayIt()
    {
        // The unsaved-changes question: Chinese desktops call the button 不保存, not Qt's 丢弃.
        QVERIFY(m_translations.apply(QStringLiteral("zh_CN")));
        Dialogs::reset(); // the real QMessageBox, not a test's answer
        QString shown;
        // exec() runs its own loop: a timer in it reads the button and closes the box.
        QTimer timer;
        connect(&timer, &QTimer::timeout, this, [&shown] {
            for (QWidget *w : QApplication::topLevelWidgets()) {
                auto *box = qobject_cast<QMessageBox *>(w);
                if (!box || !box->isVisible())
                    continue;
                if (QAbstractButton *discard = box->button(QMessageBox::Discard))
                    shown = discard->text();
                box->reject();
            }
        });
        timer.start(20);
        Dialogs::ask(nullptr,
                     Dialogs::Message{QMessageBox::Question,
                                      QStringLiteral("t"),
                                      QStringLiteral("?"),
                                      {},
                                      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                      QMessageBox::Save});
        QCOMPARE(shown, QStringLiteral("不保存(&D)"));
    }

    void languageMenuLeavesNoEnglish()
    {
        WindowFixture fx;
        REQUIRE(fx.launch());
        REQUIRE(fx.walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::WorkloadPageId));
        auto *presets = fx.find<QComboBox>(QStringLiteral("presetCombo"));
        auto *presetInfo = fx.find<QLabel>(QStringLiteral("presetInfo"));
        REQUIRE(presets && presetInfo);
        QVERIFY(presets->itemText(1).contains(QStringLiteral("B parameters")));
        // The user's way: the Language menu, its second entry (简体中文).
        REQUIRE(fx.chooseFromMenu(QStringLiteral("languageMenu"), 1));
        QCoreApplication::processEvents();
        QCOMPARE(fx.settings()->language(), QStringLiteral("zh_CN"));
        for (int i = 1; i < presets->count(); ++i)
            QVERIFY2(!presets->itemText(i).contains(QStringLiteral("parameters")), qPrintable(presets->itemText(i)));
        QVERIFY2(presets->itemText(1).contains(QStringLiteral("参数")), qPrintable(presets->itemText(1)));
        QVERIFY2(presetInfo->text().contains(han()) && !presetInfo->text().contains(QStringLiteral("parameters")),
                 qPrintable(presetInfo->text()));

        // The product name in the title is the desktop entry's.
        QVERIFY2(fx.window()->windowTitle().endsWith(desktopName(QStringLiteral("Name[zh_CN]"))),
                 qPrintable(fx.window()->windowTitle()));

        // The budget page's discount says what to type for a 几折 deal.
        REQUIRE(fx.nextTo(AdvisorWizard::BudgetPageId));
        auto *discount = fx.find<NumberField>(QStringLiteral("discountField"));
        REQUIRE(discount);
        QVERIFY(discount->lineEdit()->toolTip().contains(QStringLiteral("8 折")));

        // The storage note under the list follows the language without another choice being made.
        REQUIRE(fx.nextTo(AdvisorWizard::DataPageId));
        auto *storageInfo = fx.find<QLabel>(QStringLiteral("storageInfo"));
        REQUIRE(storageInfo);
        REQUIRE(fx.chooseFromMenu(QStringLiteral("languageMenu"), 0));
        QCoreApplication::processEvents();
        const QString englishNote = storageInfo->text();
        QVERIFY2(!englishNote.isEmpty() && !englishNote.contains(han()), qPrintable(englishNote));
        REQUIRE(fx.chooseFromMenu(QStringLiteral("languageMenu"), 1));
        QCoreApplication::processEvents();
        QVERIFY2(storageInfo->text().contains(han()) && storageInfo->text() != englishNote,
                 qPrintable(storageInfo->text()));

        // Every column header of the results shows whole after the switch.
        REQUIRE(fx.nextTo(AdvisorWizard::ResultsPageId));
        fx.session()->flush();
        QCoreApplication::processEvents();
        auto *view = fx.find<QTableView>(QStringLiteral("recommendationView"));
        REQUIRE(view);
        QHeaderView *header = view->horizontalHeader();
        const QFontMetrics metrics(header->font());
        for (int column = 0; column < view->model()->columnCount(); ++column) {
            if (header->isSectionHidden(column))
                continue;
            const QString text = view->model()->headerData(column, Qt::Horizontal).toString();
            QVERIFY2(!text.contains(QStringLiteral("CNY")), qPrintable(text));
            // The header wraps at line breaks only; its longest line must fit the section.
            int widest = 0;
            for (const QString &line : text.split(QLatin1Char('\n')))
                widest = std::max(widest, metrics.horizontalAdvance(line));
            QVERIFY2(header->sectionSize(column) >= widest, qPrintable(text));
        }

        // GPU names follow the language too, in the table and in the reasons: the results were sized in
        // English, and the Blackwell cards have a Chinese name of their own.
        const auto gpuNames = [&] {
            QStringList names;
            for (int row = 0; row < view->model()->rowCount(); ++row)
                names << view->model()->index(row, RecommendationTableModel::GpuColumn).data().toString();
            return names.join(QLatin1Char('\n'));
        };
        QVERIFY2(gpuNames().contains(QStringLiteral("专业卡")), qPrintable(gpuNames()));
        QVERIFY2(!gpuNames().contains(QStringLiteral("professional GPU")), qPrintable(gpuNames()));
        int blackwellRows = 0;
        for (const Configuration &c : fx.session()->evaluation().recommendation.ranked) {
            const QStringList reasons = FindingText::texts(c.ranking.reasons, &fx.session()->catalog());
            for (const QString &reason : reasons)
                QVERIFY2(!reason.contains(QStringLiteral("professional GPU")), qPrintable(reason));
            if (c.layout.gpu.startsWith(QLatin1String("blackwell-pro")) && !reasons.isEmpty()) {
                QVERIFY2(reasons.front().contains(QStringLiteral("专业卡")), qPrintable(reasons.front()));
                ++blackwellRows;
            }
        }
        QVERIFY(blackwellRows > 0);
        REQUIRE(fx.chooseFromMenu(QStringLiteral("languageMenu"), 0));
        QCoreApplication::processEvents();
        QVERIFY2(!gpuNames().contains(QStringLiteral("专业卡")), qPrintable(gpuNames()));
        REQUIRE(fx.chooseFromMenu(QStringLiteral("languageMenu"), 1));
        QCoreApplication::processEvents();

        // Qt's own buttons speak Chinese as well (qtbase ships a Simplified Chinese translation).
        QDialogButtonBox buttons(QDialogButtonBox::Cancel);
        QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("取消"));
        REQUIRE(fx.chooseFromMenu(QStringLiteral("languageMenu"), 0));
    }
};

QTEST_MAIN(TestChinese)
#include "tst_chinese.moc"
