// SPDX-License-Identifier: Apache-2.0
#include "app/cli/cli.h"
#include "models/application/advisorsession.h"
#include "models/scenario/scenarioio.h"
#include "tests/testutils.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/filecontroller.h"
#include "ui/application/mainwindow.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/scenariotemplates.h"

#include <memory>

#include <QFile>
#include <QListWidget>
#include <QRegularExpression>
#include <QTest>

using namespace Advisor;
using namespace Advisor::Ui;

// Documents as in any editor: File › New, an example that starts a new document, a file named on the
// command line or double-clicked in a file manager.

class TestDocuments : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup() { m_fx.reset(); }

    void newScenarioAsksFirstAndStartsUntitled();
    void anExampleAfterAFileIsANewDocument();
    void aFileOnTheCommandLineOpensInTheWizard();
    void aFileThatCannotBeOpenedIsSaidAndTheWizardStays();
    void scenarioFilesOpenWithTheWizard();

private:
    FileController *files() const { return m_fx->find<FileController>(QStringLiteral("fileController")); }
    AdvisorSession *session() const { return m_fx->session(); }
    /** Saves the current scenario as name through File › Save As; returns its path. */
    QString saveAs(const QString &name);

    std::unique_ptr<WindowFixture> m_fx;
};

void TestDocuments::init()
{
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch());
}

QString TestDocuments::saveAs(const QString &name)
{
    const QString path = m_fx->filePath(name);
    m_fx->nextFiles << path;
    if (!m_fx->trigger(QStringLiteral("saveAsAction")) || files()->currentPath() != path)
        return {};
    return path;
}

void TestDocuments::newScenarioAsksFirstAndStartsUntitled()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    QVERIFY(m_fx->window()->isWindowModified());
    // Ctrl+N with unsaved work asks; Cancel keeps it all.
    m_fx->answers << QMessageBox::Cancel;
    REQUIRE(m_fx->press(Qt::Key_N, Qt::ControlModifier));
    QCOMPARE(m_fx->messages.size(), 1);
    QCOMPARE(session()->scenario().model, QStringLiteral("llama-3.1-70b"));
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::ScalePageId));
    // Discard: an empty, untitled, unmodified scenario on the first page, asking for what is missing.
    m_fx->answers << QMessageBox::Discard;
    REQUIRE(m_fx->press(Qt::Key_N, Qt::ControlModifier));
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::StartPageId));
    QVERIFY(session()->scenario().model.isEmpty());
    QVERIFY(files()->currentPath().isEmpty());
    QVERIFY(!m_fx->window()->isWindowModified());
    QVERIFY2(m_fx->window()->windowTitle().startsWith(QStringLiteral("Untitled")),
             qPrintable(m_fx->window()->windowTitle()));
    session()->flush();
    QVERIFY(!session()->evaluation().isComplete());
    // No example stays highlighted, so picking the one used before applies it again.
    auto *list = m_fx->find<QListWidget>(QStringLiteral("templateList"));
    REQUIRE(list);
    QVERIFY(!list->currentItem());
    REQUIRE(m_fx->pickTemplate(ScenarioTemplates::Serve70B));
    QCOMPARE(session()->scenario().model, QStringLiteral("llama-3.1-70b"));
}

void TestDocuments::anExampleAfterAFileIsANewDocument()
{
    REQUIRE(m_fx->pickTemplate(ScenarioTemplates::FineTune7B));
    const QString path = saveAs(QStringLiteral("lora.gpuadvisor.json"));
    REQUIRE(!path.isEmpty());
    const QByteArray saved = readAll(path);
    QVERIFY(m_fx->window()->windowTitle().startsWith(QStringLiteral("lora.gpuadvisor.json")));
    // Another example replaces the whole scenario: the title no longer names the file...
    REQUIRE(m_fx->pickTemplate(ScenarioTemplates::Serve70B));
    QVERIFY(files()->currentPath().isEmpty());
    QVERIFY2(m_fx->window()->windowTitle().startsWith(QStringLiteral("Untitled")),
             qPrintable(m_fx->window()->windowTitle()));
    // ...and Ctrl+S asks for a name instead of writing over the fine-tune.
    const qsizetype asked = m_fx->fileRequests.size();
    REQUIRE(m_fx->press(Qt::Key_S, Qt::ControlModifier));
    QCOMPARE(m_fx->fileRequests.size(), asked + 1);
    QCOMPARE(readAll(path), saved);
}

void TestDocuments::aFileOnTheCommandLineOpensInTheWizard()
{
    const QString example = sourcePath(QStringLiteral("resources/scenarios/serve-bert-api.gpuadvisor.json"));
    const QStringList args{QStringLiteral("gpu-advisor"), example};
    QCOMPARE(Cli::scenarioToOpen(args), example);
    QVERIFY(!Cli::isHeadless(args));
    // With Qt's own options too; but a command, a misspelt one or a second file is not the wizard.
    QCOMPARE(Cli::scenarioToOpen(
                 {QStringLiteral("gpu-advisor"), QStringLiteral("-style"), QStringLiteral("fusion"), example}),
             example);
    for (const QStringList &other :
         {QStringList{QStringLiteral("gpu-advisor"), QStringLiteral("recommend")},
          QStringList{QStringLiteral("gpu-advisor"), QStringLiteral("recomend")},
          QStringList{QStringLiteral("gpu-advisor"), example, example},
          QStringList{QStringLiteral("gpu-advisor"), QStringLiteral("--scenario"), example}}) {
        QVERIFY2(Cli::scenarioToOpen(other).isEmpty(), qPrintable(other.join(QLatin1Char(' '))));
        QVERIFY2(Cli::isHeadless(other), qPrintable(other.join(QLatin1Char(' '))));
    }
    m_fx->window()->openScenario(example);
    QCOMPARE(files()->currentPath(), example);
    QCOMPARE(session()->scenario().model, QStringLiteral("bert-base")); // as the file says
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::WorkloadPageId));
    QVERIFY(m_fx->messages.isEmpty());
}

void TestDocuments::aFileThatCannotBeOpenedIsSaidAndTheWizardStays()
{
    REQUIRE(m_fx->pickTemplate(ScenarioTemplates::FineTune7B));
    const Scenario before = session()->scenario();
    const QString missing = m_fx->filePath(QStringLiteral("no-such.gpuadvisor.json"));
    m_fx->answers << QMessageBox::Discard; // the example is unsaved work
    m_fx->window()->openScenario(missing);
    QCOMPARE(m_fx->messages.size(), 2);
    QVERIFY2(m_fx->messages.last().text.contains(QStringLiteral("no-such.gpuadvisor.json")),
             qPrintable(m_fx->messages.last().text));
    QVERIFY(m_fx->window()->isVisible());
    QCOMPARE(ScenarioIo::toJson(session()->scenario()), ScenarioIo::toJson(before));
}

void TestDocuments::scenarioFilesOpenWithTheWizard()
{
    // The launcher takes a file and names the type the MIME package defines for *.gpuadvisor.json.
    const QString desktop =
        QString::fromUtf8(readSourceFile(QStringLiteral("packaging/invalid.example.GpuAdvisor.desktop")));
    const QString mime =
        QString::fromUtf8(readSourceFile(QStringLiteral("packaging/invalid.example.GpuAdvisor.mime.xml")));
    QVERIFY(desktop.contains(
        QRegularExpression(QStringLiteral("^Exec=gpu-advisor %[fF]$"), QRegularExpression::MultilineOption)));
    const QRegularExpressionMatch type =
        QRegularExpression(QStringLiteral("^MimeType=([^;\\n]+);"), QRegularExpression::MultilineOption).match(desktop);
    QVERIFY(type.hasMatch());
    QVERIFY(mime.contains(QStringLiteral("<mime-type type=\"%1\">").arg(type.captured(1))));
    QVERIFY(mime.contains(QStringLiteral("pattern=\"*.gpuadvisor.json\"")));
    // Every example scenario is named so that a file manager knows it.
    for (const QString &file : exampleScenarioFiles())
        QVERIFY(file.endsWith(QStringLiteral(".gpuadvisor.json")));
    // Installed with the package.
    QVERIFY(readSourceFile(QStringLiteral("packaging/CPackConfig.cmake")).contains("mime/packages"));
}

QTEST_MAIN(TestDocuments)
#include "tst_documents.moc"
