// SPDX-License-Identifier: Apache-2.0
#include "ui/results/projectviews.h"

#include "models/application/advisorsession.h"
#include "models/itemmodels/displaytext.h"
#include "ui/charts/timelinechart.h"
#include "ui/charts/tornadochart.h"

#include <cmath>

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Advisor::Ui {

namespace {
// The users slider moves on a logarithmic scale, so a short drag goes from 50 to 60 rather than to 314:
// a step is a hundredth of a power of ten, from 1 to 10,000 users; the box beside it takes any number.
constexpr int sliderStepsPerDecade = 100;
constexpr int maxSliderDecades = 4;
constexpr int maxTypedUsers = 10'000'000;
constexpr int maxSliderMonths = 60;

int usersAt(int position)
{
    return int(std::lround(std::pow(10.0, double(position) / sliderStepsPerDecade)));
}

int positionFor(int users)
{
    const int position = int(std::lround(std::log10(std::max(1, users)) * sliderStepsPerDecade));
    return std::clamp(position, 0, maxSliderDecades * sliderStepsPerDecade);
}

int projectMonths(const Scenario &s)
{
    int months = 0;
    for (const ProjectPhase &p : s.phases)
        months = std::max(months, p.endMonth());
    return months;
}
} // namespace

ProjectViews::ProjectViews(AdvisorSession *session, QWidget *parent)
    : QObject(parent)
    , m_session(session)
{
    m_sliders = new QWidget(parent);
    m_sliders->setObjectName(QStringLiteral("projectSliders"));
    auto *row = new QHBoxLayout(m_sliders);
    row->setContentsMargins(0, 0, 0, 0);
    m_usersLabel = new QLabel(m_sliders);
    m_users = new QSlider(Qt::Horizontal, m_sliders);
    m_users->setObjectName(QStringLiteral("usersSlider"));
    m_users->setRange(0, maxSliderDecades * sliderStepsPerDecade);
    m_users->setPageStep(sliderStepsPerDecade / 10);
    m_usersLabel->setBuddy(m_users);
    m_usersValue = new QSpinBox(m_sliders);
    m_usersValue->setObjectName(QStringLiteral("usersValue"));
    m_usersValue->setRange(1, maxTypedUsers);
    m_usersValue->setGroupSeparatorShown(true);
    // A typed number applies on Enter or when focus leaves, not at every digit (each would recompute).
    m_usersValue->setKeyboardTracking(false);
    m_monthsLabel = new QLabel(m_sliders);
    m_months = new QSlider(Qt::Horizontal, m_sliders);
    m_months->setObjectName(QStringLiteral("monthsSlider"));
    m_months->setRange(1, maxSliderMonths);
    m_monthsLabel->setBuddy(m_months);
    m_monthsValue = new QLabel(m_sliders);
    m_monthsValue->setObjectName(QStringLiteral("monthsValue"));
    m_monthsValue->setMinimumWidth(m_monthsValue->fontMetrics().horizontalAdvance(QStringLiteral("000")));
    row->addWidget(m_usersLabel);
    row->addWidget(m_users, 1);
    row->addWidget(m_usersValue);
    row->addSpacing(16);
    row->addWidget(m_monthsLabel);
    row->addWidget(m_months, 1);
    row->addWidget(m_monthsValue);
    // Each step is one edit of the scenario; the session coalesces a burst into one recompute.
    connect(m_users, &QSlider::valueChanged, this, [this](int position) {
        if (m_updatingSliders)
            return;
        const QSignalBlocker blocker(m_usersValue);
        m_usersValue->setValue(usersAt(position));
        setUsers(usersAt(position));
    });
    connect(m_usersValue, &QSpinBox::valueChanged, this, [this](int users) {
        if (m_updatingSliders)
            return;
        const QSignalBlocker blocker(m_users);
        m_users->setValue(positionFor(users));
        setUsers(users);
    });
    connect(m_months, &QSlider::valueChanged, this, &ProjectViews::setMonths);

    m_timelineTab = new QWidget(parent);
    m_timelineTab->setObjectName(QStringLiteral("timelineTab"));
    auto *timeline = new QVBoxLayout(m_timelineTab);
    timeline->setContentsMargins(0, 0, 0, 0);
    m_timelineSummary = new QLabel(m_timelineTab);
    m_timelineSummary->setObjectName(QStringLiteral("timelineSummary"));
    m_timelineSummary->setWordWrap(true);
    m_timelineSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    timeline->addWidget(m_timelineSummary);

    m_whatIfTab = new QWidget(parent);
    m_whatIfTab->setObjectName(QStringLiteral("whatIfTab"));
    auto *whatIf = new QVBoxLayout(m_whatIfTab);
    whatIf->setContentsMargins(0, 0, 0, 0);
    m_whatIfSummary = new QLabel(m_whatIfTab);
    m_whatIfSummary->setObjectName(QStringLiteral("whatIfSummary"));
    m_whatIfSummary->setWordWrap(true);
    whatIf->addWidget(m_whatIfSummary);
    connect(m_session, &AdvisorSession::catalogChanged, this, [this] {
        m_calculator.reset();
        m_evaluator.reset();
    });
}

ProjectViews::~ProjectViews() = default;

void ProjectViews::ensureEvaluator()
{
    // Without the rules: the views need figures, not advice, and advice costs time on every step.
    // A catalog replaced since (a slot of catalogChanged may ask before this view's own reset) leaves the
    // engine pointing into freed instance types.
    if (!m_evaluator || m_evaluatorRevision != m_session->catalogRevision()) {
        m_calculator.reset();
        m_evaluator = std::make_unique<Evaluator>(m_session->catalog(), m_session->presets(), nullptr);
        m_calculator = std::make_unique<TimelineCalculator>(*m_evaluator);
        m_evaluatorRevision = m_session->catalogRevision();
    }
}

void ProjectViews::setUsers(int users)
{
    if (m_updatingSliders)
        return;
    // Users bring their requests: the request rate keeps its share per user.
    m_session->edit(
        [users](Scenario &s) {
            const int before = std::max(1, s.inference.concurrency);
            s.inference.requestsPerSecond = s.inference.requestsPerSecond * users / before;
            s.inference.concurrency = users;
        },
        ScenarioChange::Adjusted);
}

void ProjectViews::setMonths(int months)
{
    if (m_updatingSliders)
        return;
    m_monthsValue->setText(QLocale().toString(months));
    m_session->edit([months](Scenario &s) { s = TimelineCalculator::withProjectLength(s, months); },
                    ScenarioChange::Adjusted);
}

void ProjectViews::refresh(bool timelineShown, bool whatIfShown)
{
    refreshSliders();
    if (timelineShown)
        refreshTimeline();
    if (whatIfShown)
        refreshWhatIf();
}

void ProjectViews::refreshSliders()
{
    const Scenario &s = m_session->scenario();
    m_updatingSliders = true;
    const bool serving = !s.isTraining() || std::any_of(s.phases.begin(), s.phases.end(), [](const ProjectPhase &p) {
        return p.kind == ProjectPhase::Kind::Serving;
    });
    m_users->setEnabled(serving);
    m_usersLabel->setEnabled(serving);
    m_usersValue->setEnabled(serving);
    m_users->setValue(positionFor(s.inference.concurrency));
    m_usersValue->setValue(std::clamp(s.inference.concurrency, 1, maxTypedUsers));
    const int months = projectMonths(s);
    m_months->setValue(std::clamp(months > 0 ? months : 1, 1, maxSliderMonths));
    m_monthsValue->setText(months > 0 ? QLocale().toString(months) : QStringLiteral("—"));
    m_updatingSliders = false;
}

void ProjectViews::refreshTimeline()
{
    // Charts wait for their tab, as the results page's others do: building one costs milliseconds.
    if (!m_timelineChart) {
        m_timelineChart = new TimelineChart(m_timelineTab);
        static_cast<QVBoxLayout *>(m_timelineTab->layout())->addWidget(m_timelineChart, 1);
        m_timelineChart->show(); // the layout would show it only from the event loop, after this paint
        retranslate();
    }
    const Scenario &s = m_session->scenario();
    if (s.phases.empty() || !m_session->evaluation().isComplete()) {
        m_timelineSummary->setText(
            tr("This scenario is one job with no project timeline. Move the Months slider "
               "to lay it out over months, or plan its phases in the wizard's Project plan (Scale and speed page)."));
        m_timelineChart->setTimeline(Timeline{}, &m_session->catalog(), m_money);
        m_timelineChart->hide(); // an empty chart frame under the sentence read as a chart that failed
        return;
    }
    m_timelineChart->show();
    ensureEvaluator();
    const Timeline t = m_calculator->compute(s);
    QStringList parts;
    const Catalog &catalog = m_session->catalog();
    if (const TimelineLine *cheapest = t.line(t.cheapestBilling))
        parts << tr("<b>Project total over %1 months: %2</b> with %3 for everything")
                     .arg(QLocale().toString(t.months), m_money.format(cheapest->total),
                          DisplayText::billingName(cheapest->billing, &catalog));
    if (t.mixed) {
        QStringList choices;
        for (std::size_t i = 0; i < t.mixedBilling.size(); ++i)
            choices << tr("phase %1 on %2").arg(i + 1).arg(DisplayText::billingName(t.mixedBilling[i], &catalog));
        parts << tr("<b>%1</b> with each phase on its cheapest (%2)")
                     .arg(m_money.format(t.mixed->total), choices.join(tr(", ", "between list items; Chinese: ，")));
    }
    QStringList breakEvens;
    for (const BreakEven &b : t.breakEvens) {
        const QString name = DisplayText::billingName(b.to, &catalog);
        breakEvens << (b.month ? tr("%1 pays off from month %2").arg(name).arg(*b.month)
                               : tr("%1 does not pay off").arg(name));
    }
    if (!breakEvens.isEmpty())
        parts << tr("Against pay-as-you-go: %1.")
                     .arg(breakEvens.join(tr("; ", "between sentences of a list; Chinese: ；")));
    for (const QString &note : TimelineText::choiceNotes(t))
        parts << note.toHtmlEscaped();
    m_timelineSummary->setText(parts.join(QStringLiteral(" · ")));
    m_timelineSummary->setToolTip(TimelineText::assumptions().join(QLatin1Char('\n')));
    m_timelineChart->setTimeline(t, &catalog, m_money);
}

void ProjectViews::refreshWhatIf()
{
    if (!m_tornado) {
        // The chart asks for a row's height per driver; a tab shorter than that (a 768-px projector) scrolls.
        auto *scroll = new QScrollArea(m_whatIfTab);
        scroll->setObjectName(QStringLiteral("tornadoScroll"));
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidgetResizable(true);
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        m_tornado = new TornadoChart(scroll);
        scroll->setWidget(m_tornado);
        static_cast<QVBoxLayout *>(m_whatIfTab->layout())->addWidget(scroll, 1);
        scroll->show();
        retranslate();
    }
    if (!m_session->evaluation().isComplete() || !m_session->evaluation().chosen()) {
        m_whatIfSummary->setText(tr("Nothing to move: no configuration fits yet."));
        m_tornado->setSensitivity(Sensitivity{}, m_money);
        return;
    }
    ensureEvaluator();
    const Sensitivity w = computeSensitivity(*m_evaluator, m_session->scenario());
    if (w.isEmpty() && w.fitting > 0) {
        // As the command line says it: rows fit, but a cost needs a price.
        m_whatIfSummary->setText(tr("Configurations that fit: %Ln, the first %1, but none has a price, so there is "
                                    "no cost to move. Enter your quote (Your quote… below the table) or import "
                                    "prices.",
                                    nullptr, w.fitting)
                                     .arg(w.recommendedUnpriced));
        m_tornado->setSensitivity(w, m_money);
        return;
    }
    QString summary =
        tr("Each driver moved −50 % and +50 % (precision and billing: the neighbouring choice), with %1 held "
           "fixed and only its count changing. The re-ranked best for each case is in gpu-advisor whatif.")
            .arg(w.base.instanceType);
    if (!w.recommendedUnpriced.isEmpty())
        summary += QLatin1Char(' ')
            + tr("The recommended %1 has no price, so %2, the best-ranked type with one, is moved instead.")
                  .arg(w.recommendedUnpriced, w.base.instanceType);
    m_whatIfSummary->setText(summary);
    m_tornado->setSensitivity(w, m_money);
}

void ProjectViews::retranslate()
{
    m_usersLabel->setText(tr("&Users:"));
    m_users->setToolTip(tr("Users served at the same time; the request rate moves with them"));
    m_users->setAccessibleName(tr("Concurrent users"));
    m_monthsLabel->setText(tr("Month&s:"));
    m_months->setToolTip(tr("How long the project runs; the last phase is stretched or cut"));
    m_months->setAccessibleName(tr("Project length in months"));
    if (m_timelineChart)
        m_timelineChart->setAccessibleName(tr("Project cost by month under each billing model"));
    if (m_tornado)
        m_tornado->setAccessibleName(tr("How the cost moves with each driver"));
}

} // namespace Advisor::Ui
