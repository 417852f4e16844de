// SPDX-License-Identifier: Apache-2.0
#include "ui/wizard/decisionpanel.h"

#include "models/application/advisorsession.h"
#include "models/itemmodels/decisiontree.h"
#include "models/itemmodels/displaytext.h"
#include "ui/common/scaledfont.h"
#include "ui/delegates/cachedtextdelegate.h"
#include "ui/results/resultspage.h"
#include "ui/wizard/advisorwizard.h"

#include <QEvent>
#include <QGroupBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Advisor::Ui {

namespace {

constexpr int pageRole = Qt::UserRole;

// Page ids as ints: the wizard's current id is -1 before its first page, which is no PageId.
const QList<int> stepPages{AdvisorWizard::WorkloadPageId, AdvisorWizard::ScalePageId, AdvisorWizard::BudgetPageId,
                           AdvisorWizard::DataPageId, AdvisorWizard::ResultsPageId};

AdvisorWizard::PageId pageOf(DecisionStep step)
{
    switch (step) {
    case DecisionStep::ModelSize:
    case DecisionStep::Task:
    case DecisionStep::Stage:
        return AdvisorWizard::WorkloadPageId;
    case DecisionStep::Speed:
        return AdvisorWizard::ScalePageId;
    case DecisionStep::Budget:
    case DecisionStep::Billing:
        return AdvisorWizard::BudgetPageId;
    case DecisionStep::Data:
        return AdvisorWizard::DataPageId;
    }
    return AdvisorWizard::WorkloadPageId;
}

} // namespace

DecisionPanel::DecisionPanel(AdvisorSession *session, AdvisorWizard *wizard)
    : QWidget(wizard)
    , m_session(session)
    , m_wizard(wizard)
{
    setObjectName(QStringLiteral("decisionPanel"));
    m_stepsTitle = new QLabel(this);
    m_steps = new QListWidget(this);
    m_steps->setObjectName(QStringLiteral("stepList"));
    m_steps->setItemDelegate(new CachedTextDelegate(m_steps));
    for (int page : stepPages) {
        auto *item = new QListWidgetItem(m_steps);
        item->setData(pageRole, int(page));
    }
    m_steps->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    // Plain text throughout: a rich-text label lays its document out again for every size it is
    // asked for, which in Chinese was 4 % of the start's instructions (BENCHMARKS.md).
    m_treeTitle = new QLabel(this);
    m_treeHint = new QLabel(this);
    m_treeHint->setWordWrap(true);
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("decisionTree"));
    // Rebuilt on every recompute with mostly the same texts: the kept layouts are reused.
    m_tree->setItemDelegate(new CachedTextDelegate(m_tree));
    m_tree->setHeaderHidden(true);
    m_tree->setColumnCount(1);
    m_tree->setWordWrap(true);
    m_tree->setUniformRowHeights(false);
    m_tree->setRootIsDecorated(false);
    m_tree->setIndentation(14);
    m_tree->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tree->header()->setSectionResizeMode(QHeaderView::Stretch);

    m_summaryBox = new QGroupBox(this);
    m_summaryHeadline = new QLabel(m_summaryBox);
    m_summaryHeadline->setObjectName(QStringLiteral("liveSummaryHeadline"));
    m_summaryHeadline->setWordWrap(true);
    m_summary = new QLabel(m_summaryBox);
    m_summary->setObjectName(QStringLiteral("liveSummary"));
    m_summary->setWordWrap(true);
    auto *summaryLayout = new QVBoxLayout(m_summaryBox);
    summaryLayout->addWidget(m_summaryHeadline);
    summaryLayout->addWidget(m_summary);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 8, 0);
    layout->addWidget(m_stepsTitle);
    layout->addWidget(m_steps);
    layout->addWidget(m_treeTitle);
    layout->addWidget(m_treeHint);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_summaryBox);

    connect(m_steps, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { m_wizard->goToPage(AdvisorWizard::PageId(item->data(pageRole).toInt())); });
    connect(m_tree, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) { open(item); });
    // Return is taken here: the tree passes it on, and the wizard would press Next with it.
    m_tree->installEventFilter(this);
    // The results page shows the panel only while the window is wide enough: resizing decides.
    m_wizard->installEventFilter(this);
    connect(m_wizard, &QWizard::currentIdChanged, this, &DecisionPanel::showCurrentStep);
    // The tree reads the evaluated scenario, so it is rebuilt once per recompute, not per keystroke.
    connect(m_session, &AdvisorSession::resultsChanged, this, &DecisionPanel::refresh);
    for (QLabel *label : {m_stepsTitle, m_treeTitle, m_treeHint, m_summaryHeadline, m_summary})
        label->setTextFormat(Qt::PlainText);
    styleHeadings();
    retranslate();
}

void DecisionPanel::open(QTreeWidgetItem *item)
{
    if (item)
        m_wizard->goToPage(AdvisorWizard::PageId(item->data(0, pageRole).toInt()));
}

bool DecisionPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_wizard && event->type() == QEvent::Resize && m_wizard->currentId() == AdvisorWizard::ResultsPageId)
        fitTo(AdvisorWizard::ResultsPageId);
    if (watched == m_tree && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            open(m_tree->currentItem());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void DecisionPanel::fitTo(int pageId)
{
    // The wizard lays out its side widget hidden or not, so the panel gives up its width as well.
    const bool room = pageId != AdvisorWizard::ResultsPageId || m_wizard->width() >= 1600;
    // A fixed width, so the tree keeps its readable width beside a results table that wants more;
    // on the results page the window's resize events hide it again below 1600 px.
    setFixedWidth(room ? fontMetrics().horizontalAdvance(QLatin1Char('x')) * 46 : 0);
    if (isVisibleTo(parentWidget()) != room)
        setVisible(room);
}

void DecisionPanel::fitSteps()
{
    // As tall as its five rows in this language and font (Chinese rows and presentation mode are
    // taller): the tree gets the rest.
    m_steps->setFixedHeight(m_steps->sizeHintForRow(0) * m_steps->count() + 2 * m_steps->frameWidth() + 4);
}

void DecisionPanel::styleHeadings()
{
    // Larger, as Qt's <big> makes them, not bold: in Chinese a bold face is a second CJK font file.
    const QFont heading = scaledFont(font(), 1.2);
    for (QLabel *label : {m_stepsTitle, m_treeTitle, m_summaryHeadline})
        label->setFont(heading);
}

void DecisionPanel::showCurrentStep()
{
    fitTo(m_wizard->currentId());
    const QSignalBlocker blocker(m_steps);
    const int row = int(stepPages.indexOf(m_wizard->currentId()));
    m_steps->setCurrentRow(row);
    if (row < 0)
        m_steps->clearSelection();
}

void DecisionPanel::retranslate()
{
    m_stepsTitle->setText(tr("Steps"));
    const QStringList names{tr("1. Workload"), tr("2. Scale and speed"), tr("3. Budget and billing"),
                            tr("4. Data and network"), tr("5. Results")};
    for (int row = 0; row < m_steps->count(); ++row)
        m_steps->item(row)->setText(names.value(row));
    fitSteps();
    m_treeTitle->setText(tr("Decision tree"));
    m_treeHint->setText(tr("Your path is marked ✔. Click a question or an answer to open the page that sets it."));
    m_summaryBox->setTitle(tr("Live result"));
    m_tree->setAccessibleName(tr("Decision tree with the path your answers take"));
    refresh();
}

void DecisionPanel::refresh()
{
    refreshTree();
    refreshSummary();
    showCurrentStep();
}

void DecisionPanel::refreshTree()
{
    const std::vector<DecisionLevel> levels =
        DecisionTree::levels(m_session->evaluation(), m_session->catalog(), m_session->rules());
    m_tree->clear();
    const QColor muted = palette().color(QPalette::Disabled, QPalette::Text);
    QColor taken = palette().color(QPalette::Highlight);
    taken.setAlpha(60);
    for (const DecisionLevel &level : levels) {
        auto *node = new QTreeWidgetItem(m_tree);
        const int page = int(pageOf(level.step));
        node->setText(0, level.answer.isEmpty() ? level.question : tr("%1: %2").arg(level.question, level.answer));
        node->setData(0, pageRole, page);
        for (qsizetype i = 0; i < level.branches.size(); ++i) {
            auto *branch = new QTreeWidgetItem(node);
            const bool chosen = level.chosen.contains(int(i));
            // The mark, not the colour alone, says which branch is taken.
            branch->setText(0, (chosen ? QStringLiteral("✔ ") : QStringLiteral("   ")) + level.branches.at(i));
            const QString hint = level.hints.value(i);
            branch->setToolTip(0, hint.isEmpty() ? level.branches.at(i) : tr("%1: %2").arg(level.branches.at(i), hint));
            branch->setData(0, pageRole, page);
            // No bold anywhere on the start page: in Chinese a bold face is a second CJK font
            // file, about 5 MiB of the start-up's memory; the mark and the background carry it.
            if (chosen) {
                branch->setBackground(0, taken);
            } else {
                branch->setForeground(0, muted);
            }
        }
        node->setExpanded(true);
    }
}

void DecisionPanel::refreshSummary()
{
    const Evaluation &e = m_session->evaluation();
    if (!e.isComplete()) {
        m_summaryHeadline->hide();
        m_summary->setText(DisplayText::missingInputs(e.missing));
        return;
    }
    if (e.recommendation.ranked.empty()) {
        m_summaryHeadline->hide();
        m_summary->setText(tr("Nothing fits these answers yet; the Results page says what would."));
        return;
    }
    const Configuration &best = e.recommendation.ranked.front();
    const bool training = e.scenario.isTraining();
    const MoneyFormatter &money = m_wizard->resultsPage()->moneyFormatter();
    const QString cost = DisplayText::primaryCost(best, money);
    const QLocale locale;
    m_summaryHeadline->setText(tr("%1 × %2").arg(locale.toString(best.layout.instances), best.layout.instanceType));
    m_summaryHeadline->show();
    // One line per figure of the speed ("per user …", "in total …"): wrapped in the narrow panel, a unit
    // fell onto a line of its own ("token/" over "秒").
    QString speed = DisplayText::speed(best, training, e.recommendation.profile.kind);
    speed.replace(QStringLiteral(" · "), QStringLiteral("\n"));
    m_summary->setText(tr("%1\n%2 %3\n%4, %5 headroom")
                           .arg(speed, cost, training ? tr("for the job") : tr("per month"), DisplayText::fit(best),
                                DisplayText::percent(best.memory.headroomPercent)));
}

void DecisionPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange) {
        styleHeadings();
        fitSteps();
        fitTo(m_wizard->currentId());
    }
    QWidget::changeEvent(event);
}

} // namespace Advisor::Ui
