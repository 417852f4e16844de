// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"

#include <vector>

#include <QGroupBox>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;

namespace Advisor {
class AdvisorSession;
}

namespace Advisor::Ui {

class NumberField;

/**
 * The project plan: the scenario's phases as rows (kind, start month, length, runs or load growth), with
 * buttons to add and remove them. Edits reach the session only when every row is valid, with the same
 * limits as the scenario file; until then the rows say what is wrong and where, and isValid() is false.
 */
class PhaseEditor final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PhaseEditor)

public:
    explicit PhaseEditor(AdvisorSession *session, QWidget *parent = nullptr);

    /** Shows these phases without editing the session; drops any unfinished input. */
    void setPhases(const std::vector<ProjectPhase> &phases);
    bool isValid() const { return m_problems.isEmpty(); }
    /** What is wrong, one line per problem naming its phase; empty when valid. */
    QStringList problems() const { return m_problems; }
    int rowCount() const { return int(m_rows.size()); }
    /** Kind names follow the stage (a fine-tune is not a training from scratch); call after a stage change. */
    void updateForStage();
    void retranslate();

signals:
    void validityChanged(bool valid);

private:
    struct Row
    {
        QLabel *title = nullptr;
        QComboBox *kind = nullptr;
        NumberField *start = nullptr;
        NumberField *months = nullptr;
        NumberField *runs = nullptr;
        QComboBox *per = nullptr;
        NumberField *growth = nullptr;
        QPushButton *remove = nullptr;
    };

    void addPhase(ProjectPhase::Kind kind);
    void applyPreset();
    void appendRow(const ProjectPhase &phase);
    void removeRow(std::size_t index);
    void clearRows();
    /** Puts the rows into the grid in order, numbers them and fixes the Tab order. */
    void layoutRows();
    void retranslateRow(std::size_t index);
    void showKind(const Row &row);
    ProjectPhase::Kind kindOf(const Row &row) const;
    /** Reads every row; sends the phases to the session when all are valid. */
    void onEdited();
    void check(std::vector<ProjectPhase> *phases);
    /** Checks the plan again and says when its validity changed. */
    void recheck();
    void updateButtons();
    /** A graphics scenario serving remote desktops: its plan runs sessions, never a model. */
    bool servesDesktops() const;
    void retranslateAddServing();
    QString kindName(ProjectPhase::Kind kind) const;

    AdvisorSession *m_session;
    std::vector<Row> m_rows;
    std::vector<ProjectPhase> m_shown; // what the session was last given or loaded from
    QStringList m_problems;
    bool m_loading = false;
    QGridLayout *m_grid = nullptr;
    QList<QLabel *> m_headers;
    QLabel *m_empty = nullptr;
    QLabel *m_error = nullptr;
    QPushButton *m_addTraining = nullptr;
    QPushButton *m_addServing = nullptr;
    QPushButton *m_preset = nullptr;
};

} // namespace Advisor::Ui
