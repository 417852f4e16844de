// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/application/sensitivity.h"
#include "models/application/timeline.h"
#include "models/text/moneyformatter.h"

#include <memory>

#include <QObject>

class QLabel;
class QSlider;
class QSpinBox;
class QWidget;

namespace Advisor {
class AdvisorSession;
}

namespace Advisor::Ui {

class TimelineChart;
class TornadoChart;

/**
 * The results page's project views: the users and months sliders, the Timeline tab and the What-if
 * tab. Figures come from models/ (TimelineCalculator, computeSensitivity) through an Evaluator of the
 * session's catalog; the sliders edit the session's scenario, so the table and summary follow too.
 */
class ProjectViews final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProjectViews)

public:
    ProjectViews(AdvisorSession *session, QWidget *parent);
    ~ProjectViews() override;

    QWidget *sliders() const { return m_sliders; }
    QWidget *timelineTab() const { return m_timelineTab; }
    QWidget *whatIfTab() const { return m_whatIfTab; }

    void setMoneyFormatter(const MoneyFormatter &money) { m_money = money; }
    /** The session's results changed: sliders follow the scenario; the tabs shown are recomputed. */
    void refresh(bool timelineShown, bool whatIfShown);
    void retranslate();

private:
    void ensureEvaluator();
    void refreshSliders();
    void refreshTimeline();
    void refreshWhatIf();
    void setUsers(int users);
    void setMonths(int months);

    AdvisorSession *m_session;
    MoneyFormatter m_money;
    std::unique_ptr<Evaluator> m_evaluator;
    std::unique_ptr<TimelineCalculator> m_calculator;
    quint64 m_evaluatorRevision = 0; // the session's catalog revision m_evaluator was made for
    QWidget *m_sliders = nullptr;
    QLabel *m_usersLabel = nullptr;
    QSlider *m_users = nullptr;
    QSpinBox *m_usersValue = nullptr; // the users as a number to type
    QLabel *m_monthsLabel = nullptr;
    QSlider *m_months = nullptr;
    QLabel *m_monthsValue = nullptr;
    QWidget *m_timelineTab = nullptr;
    QLabel *m_timelineSummary = nullptr;
    TimelineChart *m_timelineChart = nullptr;
    QWidget *m_whatIfTab = nullptr;
    QLabel *m_whatIfSummary = nullptr;
    TornadoChart *m_tornado = nullptr;
    bool m_updatingSliders = false;
};

} // namespace Advisor::Ui
