// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/wizard/advisorpage.h"
#include "ui/wizard/scenariotemplates.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace Advisor::Ui {

/** Pick a template (or open a saved scenario) so nobody starts from an empty form. */
class StartPage final : public AdvisorPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StartPage)

public:
    explicit StartPage(AdvisorSession *session, QWidget *parent = nullptr);

    void chooseTemplate(ScenarioTemplates::Id id);

signals:
    void openScenarioRequested();

protected:
    void loadFromScenario() override;
    void retranslate() override;

private:
    QListWidget *m_list = nullptr;
    QLabel *m_hint = nullptr;
    QPushButton *m_open = nullptr;
    QLabel *m_nameLabel = nullptr;
    QLineEdit *m_name = nullptr;
    bool m_nameTyped = false; // the user typed the name: an example picked after it keeps it
};

} // namespace Advisor::Ui
