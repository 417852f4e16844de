// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWizard>

class QLabel;

namespace Advisor {
class AdvisorSession;
}

namespace Advisor::Ui {

class BudgetPage;
class DataPage;
class ResultsPage;
class ScalePage;
class StartPage;
class WorkloadPage;

/** The six guided pages over one AdvisorSession; Results is live, so there is no Finish step. */
class AdvisorWizard final : public QWizard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorWizard)

public:
    enum PageId
    {
        StartPageId,
        WorkloadPageId,
        ScalePageId,
        BudgetPageId,
        DataPageId,
        ResultsPageId
    };

    explicit AdvisorWizard(AdvisorSession *session, QWidget *parent = nullptr);

    /** Walks forward with next() until the page is reached (QWizard cannot jump over unvisited pages). */
    void goToPage(PageId id);

    /**
     * Never hides the wizard: it is the main window's content, not a dialog. QDialog hides itself on Esc,
     * which people press to close a dropdown, and nothing brought the pages back. An Esc that nothing else
     * took is passed on instead, so the window can leave full screen as slideshows do.
     */
    void reject() override { emit escapePressed(); }

    AdvisorSession *session() const { return m_session; }
    StartPage *startPage() const { return m_start; }
    ResultsPage *resultsPage() const { return m_results; }

signals:
    /** Esc reached the wizard with nothing else to close. */
    void escapePressed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void initializePage(int id) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void styleHeaderTitle();

    AdvisorSession *m_session;
    StartPage *m_start;
    WorkloadPage *m_workload;
    ScalePage *m_scale;
    BudgetPage *m_budget;
    DataPage *m_data;
    ResultsPage *m_results;
    class DecisionPanel *m_panel = nullptr;
    QLabel *m_headerTitle = nullptr;
};

} // namespace Advisor::Ui
