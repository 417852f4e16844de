// SPDX-License-Identifier: Apache-2.0
#include "ui/wizard/startpage.h"

#include "models/application/advisorsession.h"
#include "models/report/reportdata.h"
#include "ui/delegates/cachedtextdelegate.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTimer>
#include <QVBoxLayout>

namespace Advisor::Ui {

StartPage::StartPage(AdvisorSession *session, QWidget *parent)
    : AdvisorPage(session, parent)
{
    setObjectName(QStringLiteral("startPage"));
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("templateList"));
    for (ScenarioTemplates::Id id : ScenarioTemplates::all()) {
        auto *item = new QListWidgetItem(m_list);
        item->setData(Qt::UserRole, static_cast<int>(id));
    }
    m_list->setItemDelegate(new CachedTextDelegate(m_list));
    m_list->setWordWrap(true);
    m_list->setSpacing(3);
    m_hint->setBuddy(m_list);
    m_open = new QPushButton(this);
    m_open->setObjectName(QStringLiteral("openScenarioButton"));

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("scenarioNameEdit"));
    m_name->setMaxLength(int(ReportMeta::maxNameLength)); // what the report's cover has room for
    m_nameLabel = new QLabel(this);
    m_nameLabel->setBuddy(m_name);
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (loading())
            return;
        m_nameTyped = !text.trimmed().isEmpty();
        this->session()->edit([name = text.trimmed()](Scenario &s) { s.name = name; });
    });

    auto *layout = new QVBoxLayout(this);
    auto *nameRow = new QFormLayout;
    nameRow->addRow(m_nameLabel, m_name);
    layout->addLayout(nameRow);
    layout->addWidget(m_hint);
    layout->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addStretch();
    layout->addLayout(buttons);

    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (!item)
            return;
        Scenario scenario =
            ScenarioTemplates::scenario(static_cast<ScenarioTemplates::Id>(item->data(Qt::UserRole).toInt()));
        // A name the user typed names their project, whichever example it starts from.
        if (m_nameTyped)
            scenario.name = m_name->text().trimmed();
        this->session()->setScenario(scenario, ScenarioChange::Template);
    });
    // Return (or a double click) on an example goes on. Deferred: turning the page inside the key
    // event let the same Return propagate to the wizard and press Next a second time.
    connect(m_list, &QListWidget::itemActivated, this, [this] {
        QTimer::singleShot(0, this, [this] {
            if (wizard() && wizard()->currentPage() == this)
                wizard()->next();
        });
    });
    connect(m_open, &QPushButton::clicked, this, &StartPage::openScenarioRequested);
    // A scenario from a file or File › New: no example stays highlighted, so choosing the one that was
    // highlighted applies it again.
    connect(session, &AdvisorSession::scenarioChanged, this, [this](ScenarioChange reason) {
        if (reason != ScenarioChange::Loaded)
            return;
        m_nameTyped = false; // the file's (or a new scenario's) name is not one the user typed here
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentItem(nullptr);
        m_list->clearSelection();
    });
    scrollContent();
    finishSetup();
}

void StartPage::chooseTemplate(ScenarioTemplates::Id id)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(Qt::UserRole).toInt() == static_cast<int>(id)) {
            m_list->setCurrentRow(row);
            return;
        }
    }
}

void StartPage::loadFromScenario()
{
    // Typing trims nothing on screen: only a different name (a template, a file) replaces the text.
    const QString name = session()->scenario().name;
    if (m_name->text().trimmed() != name)
        m_name->setText(name);
}

void StartPage::retranslate()
{
    setTitle(tr("What do you want to run?"));
    setSubTitle(tr("Pick the closest example; every answer can be changed on the next pages."));
    m_hint->setText(tr("E&xamples (results update as soon as you pick one):"));
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        const auto id = static_cast<ScenarioTemplates::Id>(item->data(Qt::UserRole).toInt());
        item->setText(ScenarioTemplates::title(id) + QLatin1Char('\n') + ScenarioTemplates::description(id));
        item->setToolTip(ScenarioTemplates::description(id));
    }
    m_list->setAccessibleName(tr("Example scenarios"));
    m_nameLabel->setText(tr("Scenario na&me:"));
    m_name->setPlaceholderText(tr("e.g. Customer support chatbot, 2027"));
    m_name->setToolTip(tr("Saved with the scenario; the window title and the report's cover use it"));
    m_open->setText(tr("&Open a saved scenario…"));
    m_open->setToolTip(tr("Load a scenario file saved earlier (JSON)"));
}

} // namespace Advisor::Ui
