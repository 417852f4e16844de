// SPDX-License-Identifier: Apache-2.0
#include "ui/wizard/phaseeditor.h"

#include "models/application/advisorsession.h"
#include "ui/common/warningtext.h"
#include "ui/widgets/numberfield.h"

#include <algorithm>

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace Advisor::Ui {

namespace {
enum Column
{
    TitleColumn,
    KindColumn,
    StartColumn,
    MonthsColumn,
    RunsColumn,
    PerColumn,
    GrowthColumn,
    RemoveColumn,
    ColumnCount
};
} // namespace

PhaseEditor::PhaseEditor(AdvisorSession *session, QWidget *parent)
    : QGroupBox(parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("phaseEditor"));
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("phasesEmptyNote"));
    m_empty->setWordWrap(true);
    m_addTraining = new QPushButton(this);
    m_addTraining->setObjectName(QStringLiteral("addTrainingPhaseButton"));
    m_addServing = new QPushButton(this);
    m_addServing->setObjectName(QStringLiteral("addServingPhaseButton"));
    m_preset = new QPushButton(this);
    m_preset->setObjectName(QStringLiteral("finetuneThenServeButton"));
    for (QPushButton *button : {m_addTraining, m_addServing, m_preset})
        button->setAutoDefault(false); // Return in a field must not add a phase
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_addTraining);
    buttons->addWidget(m_addServing);
    buttons->addWidget(m_preset);
    buttons->addStretch();

    m_grid = new QGridLayout;
    m_grid->setHorizontalSpacing(8);
    m_grid->setVerticalSpacing(4);
    for (int c = 0; c < ColumnCount; ++c) {
        auto *header = new QLabel(this);
        // Bold only: the size still follows the window's (presentation mode enlarges it).
        QFont bold = header->font();
        bold.setBold(true);
        header->setFont(bold);
        m_headers << header;
    }
    m_grid->setColumnStretch(ColumnCount, 1);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("phasesError"));
    showAsWarning(m_error);
    m_error->setWordWrap(true);
    m_error->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_empty);
    layout->addLayout(buttons);
    layout->addLayout(m_grid);
    layout->addWidget(m_error);

    connect(m_addTraining, &QPushButton::clicked, this, [this] { addPhase(ProjectPhase::Kind::Training); });
    connect(m_addServing, &QPushButton::clicked, this, [this] { addPhase(ProjectPhase::Kind::Serving); });
    connect(m_preset, &QPushButton::clicked, this, &PhaseEditor::applyPreset);
    // Phases also change outside the editor: a loaded file, a template, the results page's months slider.
    connect(m_session, &AdvisorSession::scenarioChanged, this, [this](ScenarioChange reason) {
        const std::vector<ProjectPhase> &phases = m_session->scenario().phases;
        if (reason != ScenarioChange::Edited || phases != m_shown)
            setPhases(phases);
    });
    layoutRows();
}

void PhaseEditor::setPhases(const std::vector<ProjectPhase> &phases)
{
    m_loading = true;
    clearRows();
    for (const ProjectPhase &p : phases)
        appendRow(p);
    m_shown = phases;
    m_loading = false;
    layoutRows();
    updateForStage();
}

void PhaseEditor::recheck()
{
    const bool wasValid = isValid();
    std::vector<ProjectPhase> phases;
    check(&phases);
    if (isValid() != wasValid)
        emit validityChanged(isValid());
}

void PhaseEditor::addPhase(ProjectPhase::Kind kind)
{
    if (m_rows.size() >= std::size_t(ProjectPhase::maxPhases))
        return;
    ProjectPhase p;
    p.kind = kind;
    // After the last phase ends: a plan is usually written in order.
    int end = 0;
    for (const Row &row : m_rows) {
        const auto start = row.start->value();
        const auto months = row.months->value();
        if (start && months)
            end = std::max(end, int(*start + *months - 1));
    }
    p.startMonth = std::min(end + 1, ProjectPhase::maxMonth);
    p.months = std::min(kind == ProjectPhase::Kind::Serving ? 12 : 1, ProjectPhase::maxMonth - p.startMonth + 1);
    m_loading = true;
    appendRow(p);
    m_loading = false;
    layoutRows();
    m_rows.back().start->setFocus(Qt::TabFocusReason);
    onEdited();
}

void PhaseEditor::applyPreset()
{
    // The plan managers describe most: fine-tune once, serve for a year with a growing load, and
    // fine-tune again every quarter on what was learned; the user edits the figures from there.
    ProjectPhase tune;
    tune.kind = ProjectPhase::Kind::Training;
    tune.months = 1;
    ProjectPhase serve;
    serve.kind = ProjectPhase::Kind::Serving;
    serve.startMonth = 2;
    serve.months = 12;
    serve.monthlyGrowthPercent = 10;
    ProjectPhase retune;
    retune.kind = ProjectPhase::Kind::Training;
    retune.startMonth = 4;
    retune.months = 9;
    retune.per = ProjectPhase::Period::Quarter;
    m_loading = true;
    clearRows();
    for (const ProjectPhase &p : {tune, serve, retune})
        appendRow(p);
    m_loading = false;
    layoutRows();
    m_rows.front().start->setFocus(Qt::TabFocusReason);
    onEdited();
}

void PhaseEditor::appendRow(const ProjectPhase &phase)
{
    Row row;
    row.title = new QLabel(this);
    row.kind = new QComboBox(this);
    row.kind->addItem(QString(), toString(ProjectPhase::Kind::Training));
    row.kind->addItem(QString(), toString(ProjectPhase::Kind::Serving));
    row.kind->setCurrentIndex(phase.kind == ProjectPhase::Kind::Training ? 0 : 1);
    row.start = new NumberField(this);
    row.start->setLimits(ScenarioFields::startMonth);
    row.start->setDecimals(0);
    row.start->setValue(phase.startMonth);
    row.months = new NumberField(this);
    row.months->setLimits(ScenarioFields::months);
    row.months->setDecimals(0);
    row.months->setValue(phase.months);
    row.runs = new NumberField(this);
    row.runs->setLimits(ScenarioFields::runs);
    row.runs->setDecimals(0);
    row.runs->setValue(phase.runs);
    row.per = new QComboBox(this);
    row.per->addItem(QString(), toString(ProjectPhase::Period::Month));
    row.per->addItem(QString(), toString(ProjectPhase::Period::Quarter));
    row.per->setCurrentIndex(phase.per == ProjectPhase::Period::Month ? 0 : 1);
    row.growth = new NumberField(this);
    row.growth->setLimits(ScenarioFields::monthlyGrowthPercent);
    row.growth->setDecimals(1);
    row.growth->setValue(phase.monthlyGrowthPercent);
    row.remove = new QPushButton(this);
    row.remove->setAutoDefault(false);
    for (NumberField *field : {row.start, row.months, row.runs, row.growth}) {
        field->lineEdit()->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("00000")) + 16);
        connect(field, &NumberField::valueEdited, this, &PhaseEditor::onEdited);
        // An invalid entry sends no valueEdited, but it makes the plan invalid all the same.
        connect(field->lineEdit(), &QLineEdit::textEdited, this, &PhaseEditor::onEdited);
    }
    for (QComboBox *combo : {row.kind, row.per})
        connect(combo, &QComboBox::currentIndexChanged, this, &PhaseEditor::onEdited);
    connect(row.kind, &QComboBox::currentIndexChanged, this, [this, kind = row.kind] {
        for (const Row &r : m_rows) {
            if (r.kind == kind)
                showKind(r);
        }
    });
    connect(row.remove, &QPushButton::clicked, this, [this, button = row.remove] {
        for (std::size_t i = 0; i < m_rows.size(); ++i) {
            if (m_rows[i].remove == button) {
                removeRow(i);
                return;
            }
        }
    });
    m_rows.push_back(row);
    retranslateRow(m_rows.size() - 1);
    showKind(row);
}

void PhaseEditor::removeRow(std::size_t index)
{
    const Row row = m_rows[index];
    m_rows.erase(m_rows.begin() + std::ptrdiff_t(index));
    for (QWidget *w : std::initializer_list<QWidget *>{row.title, row.kind, row.start, row.months, row.runs, row.per,
                                                       row.growth, row.remove}) {
        m_grid->removeWidget(w);
        w->setObjectName(QString()); // its row's name now belongs to the row that moved up
        w->hide();
        w->deleteLater();
    }
    layoutRows();
    // Focus stays in the plan: on the row that moved up, else on the button that adds one.
    if (index < m_rows.size())
        m_rows[index].remove->setFocus(Qt::TabFocusReason);
    else if (!m_rows.empty())
        m_rows.back().remove->setFocus(Qt::TabFocusReason);
    else
        m_addTraining->setFocus(Qt::TabFocusReason);
    onEdited();
}

void PhaseEditor::clearRows()
{
    for (const Row &row : m_rows) {
        for (QWidget *w : std::initializer_list<QWidget *>{row.title, row.kind, row.start, row.months, row.runs,
                                                           row.per, row.growth, row.remove}) {
            m_grid->removeWidget(w);
            w->setObjectName(QString());
            w->hide();
            w->deleteLater();
        }
    }
    m_rows.clear();
}

void PhaseEditor::layoutRows()
{
    for (int c = 0; c < ColumnCount; ++c) {
        m_grid->removeWidget(m_headers[c]);
        if (!m_rows.empty())
            m_grid->addWidget(m_headers[c], 0, c);
        m_headers[c]->setVisible(!m_rows.empty());
    }
    QWidget *previous = m_preset;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows[i];
        const int r = int(i) + 1;
        const QList<QWidget *> cells{row.title, row.kind, row.start,  row.months,
                                     row.runs,  row.per,  row.growth, row.remove};
        for (int c = 0; c < ColumnCount; ++c) {
            m_grid->removeWidget(cells[c]);
            m_grid->addWidget(cells[c], r, c, Qt::AlignTop);
            // The layout would show a new widget only from the event loop: too late for the focus.
            cells[c]->show();
        }
        // Level with the combo box beside it; rows are aligned at the top for the fields' error lines.
        row.title->setMinimumHeight(row.kind->sizeHint().height());
        showKind(row);
        // Names follow the row's number, which changes when a phase above is removed.
        const auto name = [r](const char *what) { return QStringLiteral("phase%1%2").arg(r).arg(QLatin1String(what)); };
        row.kind->setObjectName(name("Kind"));
        row.start->setObjectName(name("Start"));
        row.months->setObjectName(name("Months"));
        row.runs->setObjectName(name("Runs"));
        row.per->setObjectName(name("Per"));
        row.growth->setObjectName(name("Growth"));
        row.remove->setObjectName(name("Remove"));
        retranslateRow(i);
        for (QWidget *w : {static_cast<QWidget *>(row.kind), static_cast<QWidget *>(row.start->lineEdit()),
                           static_cast<QWidget *>(row.months->lineEdit()), static_cast<QWidget *>(row.runs->lineEdit()),
                           static_cast<QWidget *>(row.per), static_cast<QWidget *>(row.growth->lineEdit()),
                           static_cast<QWidget *>(row.remove)}) {
            setTabOrder(previous, w);
            previous = w;
        }
    }
    m_empty->setVisible(m_rows.empty());
    updateButtons();
}

void PhaseEditor::showKind(const Row &row)
{
    const bool training = kindOf(row) == ProjectPhase::Kind::Training;
    row.runs->setVisible(training);
    row.per->setVisible(training);
    row.growth->setVisible(!training);
    // A column's heading only over rows that have it.
    bool anyTraining = false;
    bool anyServing = false;
    for (const Row &r : m_rows)
        (kindOf(r) == ProjectPhase::Kind::Training ? anyTraining : anyServing) = true;
    m_headers[RunsColumn]->setVisible(anyTraining);
    m_headers[GrowthColumn]->setVisible(anyServing);
}

ProjectPhase::Kind PhaseEditor::kindOf(const Row &row) const
{
    return phaseKindFromString(row.kind->currentData().toString()).value_or(ProjectPhase::Kind::Serving);
}

void PhaseEditor::onEdited()
{
    if (m_loading)
        return;
    std::vector<ProjectPhase> phases;
    const bool wasValid = isValid();
    check(&phases);
    if (isValid() && phases != m_shown) {
        m_shown = phases;
        m_session->edit([phases](Scenario &s) { s.phases = phases; });
    }
    if (isValid() != wasValid)
        emit validityChanged(isValid());
}

void PhaseEditor::check(std::vector<ProjectPhase> *phases)
{
    m_problems.clear();
    QStringList spans; // shown under the plan: no single field is wrong
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows[i];
        const int n = int(i) + 1;
        ProjectPhase p;
        p.kind = kindOf(row);
        const bool training = p.kind == ProjectPhase::Kind::Training;
        const Scenario &s = m_session->scenario();
        if (training && s.task == Task::Graphics && !s.isTraining()) {
            const QString wrong = tr("Phase %1: remote desktops are served, not trained; make it a desktop "
                                     "sessions phase or remove it")
                                      .arg(n);
            m_problems << wrong;
            spans << wrong;
            continue;
        }
        QList<QPair<NumberField *, QString>> fields{{row.start, tr("start month")}, {row.months, tr("length")}};
        if (training)
            fields.append({row.runs, tr("runs")});
        else
            fields.append({row.growth, tr("load growth")});
        bool complete = true;
        for (const auto &[field, what] : fields) {
            if (!field->isValid()) {
                m_problems << tr("Phase %1, %2: %3").arg(n).arg(what, field->errorText());
                complete = false;
            }
        }
        if (!complete)
            continue;
        p.startMonth = int(*row.start->value());
        p.months = int(*row.months->value());
        // What does not apply to the kind keeps its default, as the scenario file stores it.
        if (training) {
            p.runs = int(*row.runs->value());
            p.per = row.per->currentIndex() == 0 ? ProjectPhase::Period::Month : ProjectPhase::Period::Quarter;
        } else {
            p.monthlyGrowthPercent = *row.growth->value();
        }
        if (p.endMonth() > ProjectPhase::maxMonth) {
            const QString span = tr("Phase %1 runs to month %2; a project may run to month %3 at most")
                                     .arg(n)
                                     .arg(p.endMonth())
                                     .arg(ProjectPhase::maxMonth);
            m_problems << span;
            spans << span;
        }
        phases->push_back(p);
    }
    m_error->setText(spans.join(QLatin1Char('\n')));
    m_error->setVisible(!spans.isEmpty());
}

void PhaseEditor::updateButtons()
{
    const bool room = m_rows.size() < std::size_t(ProjectPhase::maxPhases);
    m_addTraining->setEnabled(room);
    m_addServing->setEnabled(room);
}

bool PhaseEditor::servesDesktops() const
{
    const Scenario &s = m_session->scenario();
    return s.task == Task::Graphics && !s.isTraining();
}

void PhaseEditor::retranslateAddServing()
{
    // A studio's plan runs its desktops; it has no model to serve.
    if (servesDesktops()) {
        m_addServing->setText(tr("&Add desktop sessions"));
        m_addServing->setToolTip(tr("Run the remote desktops around the clock, with the sessions asked above"));
    } else {
        m_addServing->setText(tr("&Add serving"));
        m_addServing->setToolTip(tr("Serve the model around the clock, with the serving inputs above"));
    }
}

QString PhaseEditor::kindName(ProjectPhase::Kind kind) const
{
    if (kind == ProjectPhase::Kind::Serving)
        return servesDesktops() ? tr("Desktop sessions") : tr("Serving");
    // A served model's plan fine-tunes it (with LoRA); a training scenario repeats its own job.
    const Stage stage = m_session->scenario().stage;
    return stage == Stage::Pretrain ? tr("Training runs") : tr("Fine-tune runs");
}

void PhaseEditor::updateForStage()
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        retranslateRow(i);
    const Scenario &s = m_session->scenario();
    m_preset->setVisible(s.isTraining() && s.stage != Stage::Pretrain);
    // Remote desktops have no model to fine-tune: their plan only serves.
    const bool desktops = servesDesktops();
    m_addTraining->setVisible(!desktops);
    for (const Row &row : m_rows) {
        if (auto *items = qobject_cast<QStandardItemModel *>(row.kind->model()))
            items->item(0)->setEnabled(!desktops || kindOf(row) == ProjectPhase::Kind::Training);
    }
    m_addTraining->setText(s.stage == Stage::Pretrain ? tr("Add training r&uns") : tr("Add fine-t&une runs"));
    retranslateAddServing();
    // A plan that was right for the old task may not be for the new one (desktops are not trained).
    if (!m_loading)
        recheck();
}

void PhaseEditor::retranslateRow(std::size_t index)
{
    const Row &row = m_rows[index];
    const int n = int(index) + 1;
    row.title->setText(tr("Phase %1").arg(n));
    row.kind->setItemText(0, kindName(ProjectPhase::Kind::Training));
    row.kind->setItemText(1, kindName(ProjectPhase::Kind::Serving));
    row.kind->setAccessibleName(tr("Phase %1 kind").arg(n));
    row.start->setAccessibleName(tr("Phase %1 start month").arg(n));
    row.start->setHelp(tr("The project month the phase starts in; month 1 is the first"));
    row.months->setUnit(tr("months"));
    row.months->setAccessibleName(tr("Phase %1 length in months").arg(n));
    row.months->setHelp(tr("How many months the phase lasts"));
    row.runs->setAccessibleName(tr("Phase %1 runs per period").arg(n));
    row.runs->setHelp(tr("How many times the job runs in each month or quarter"));
    row.per->setItemText(0, tr("a month"));
    row.per->setItemText(1, tr("a quarter"));
    row.per->setAccessibleName(tr("Phase %1 period of the runs").arg(n));
    row.per->setToolTip(tr("Runs of a quarter are done in its first month"));
    row.growth->setUnit(tr("% a month"));
    row.growth->setAccessibleName(tr("Phase %1 monthly load growth").arg(n));
    row.growth->setHelp(tr("How much the users and requests grow each month of the phase; negative for a decline"));
    row.remove->setText(tr("Remove"));
    row.remove->setAccessibleName(tr("Remove phase %1").arg(n));
}

void PhaseEditor::retranslate()
{
    setTitle(tr("Project plan"));
    m_empty->setText(tr("No phases: the results are for one job. Add phases to see the project's cost month by "
                        "month on the Timeline tab."));
    retranslateAddServing();
    m_preset->setText(tr("Fine-tune, then serve"));
    m_preset->setToolTip(tr("Replaces the plan with: fine-tune in month 1, serve for 12 months with the load "
                            "growing 10 % a month, and fine-tune again each quarter"));
    const QStringList headers{tr("Phase"), tr("Kind"), tr("Starts in month"), tr("Length"),
                              tr("Runs"),  QString(),  tr("Load growth"),     QString()};
    for (int c = 0; c < ColumnCount; ++c)
        m_headers[c]->setText(headers[c]);
    updateForStage();
    // Error texts name the fields in the current language.
    if (!isValid()) {
        std::vector<ProjectPhase> phases;
        check(&phases);
    }
}

} // namespace Advisor::Ui
