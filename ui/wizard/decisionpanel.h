// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

class QGroupBox;
class QLabel;
class QListWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace Advisor {
class AdvisorSession;
}

namespace Advisor::Ui {

class AdvisorWizard;

/**
 * Beside every page: the steps (Workload, Scale, Budget, Data, Results), the seeds' decision tree with
 * the path the current answers take, and the live result, so the effect of each answer shows without
 * leaving the page. Clicking a step or a node of the tree opens the page that sets it.
 */
class DecisionPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DecisionPanel)

public:
    DecisionPanel(AdvisorSession *session, AdvisorWizard *wizard);

    /** Gives up the panel's width on the results page below a full-HD window, where the table needs it. */
    void fitTo(int pageId);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void refreshTree();
    void refreshSummary();
    void showCurrentStep();
    void fitSteps();
    void styleHeadings();
    void open(QTreeWidgetItem *item);

    AdvisorSession *m_session;
    AdvisorWizard *m_wizard;
    QLabel *m_stepsTitle = nullptr;
    QListWidget *m_steps = nullptr;
    QLabel *m_treeTitle = nullptr;
    QLabel *m_treeHint = nullptr;
    QTreeWidget *m_tree = nullptr;
    QGroupBox *m_summaryBox = nullptr;
    QLabel *m_summaryHeadline = nullptr;
    QLabel *m_summary = nullptr;
};

} // namespace Advisor::Ui
