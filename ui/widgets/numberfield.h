// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenariofields.h"

#include <optional>

#include <QWidget>

class QLabel;
class QLineEdit;
class QTimer;

namespace Advisor::Ui {

/**
 * A number input with its unit, a one-line help text and an error shown right under it.
 * Out-of-range input is reported at the field as it is typed and never clamped. A valid number is taken
 * (valueEdited) once the typing pauses (settleMs) or the user is done with it (Enter, leaving the field),
 * so the live result follows the typing and a save by shortcut, which leaves the focus where it is, saves
 * what was typed. While the text is invalid the field gives back the number it had when this edit began:
 * "500" typed slowly into a field that takes up to 240 never leaves "50", a prefix of it, in the scenario.
 */
class NumberField final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NumberField)

public:
    explicit NumberField(QWidget *parent = nullptr);

    void setRange(double minimum, double maximum, bool minimumExclusive = false);
    /**
     * The limits a scenario file accepts for this field, so that whatever the field takes the file
     * takes too; perUnit is how many of the file's units one unit shown here is (1e6 for "million").
     */
    void setLimits(const ScenarioFields::Number &field, double perUnit = 1);
    void setDecimals(int decimals);
    /** An empty field means "not given" (e.g. no deadline) instead of an error. */
    void setOptional(bool optional);
    void setUnit(const QString &unit);
    QString unit() const;
    void setHelp(const QString &help);
    void setAccessibleName(const QString &name);
    /** Shown while the field is empty; the field widens to show it whole, whatever the font. */
    void setPlaceholder(const QString &text);

    std::optional<double> value() const;
    /** Shows a value without emitting valueEdited. */
    void setValue(std::optional<double> value);
    bool isValid() const { return m_error.isEmpty(); }
    QString errorText() const { return m_error; }
    QLineEdit *lineEdit() const { return m_edit; }
    /** True while the text is the user's and not yet taken: typed since it was shown or last taken. */
    bool isEdited() const { return m_edited; }
    /**
     * Shows text the user typed and that was not taken, checked again (a page that reloads its fields for
     * another language keeps what is being typed, and its error, instead of the scenario's last value).
     */
    void restoreTyped(const QString &text);

    /** How long typing pauses before a valid number is taken. */
    static constexpr int settleMs = 350;

signals:
    /**
     * Emitted for valid input once typing pauses or the user is done with it (Enter, leaving the field),
     * and with the number the edit began from when the text turns invalid after a number was taken.
     */
    void valueEdited(std::optional<double> value);
    /** The text became valid or stopped being valid: a page keeps Next disabled while a field is not. */
    void validityChanged(bool valid);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fitPlaceholder();
    void onTextEdited();
    void onEditingFinished();
    /** Takes the text's number when it is valid and not the one last taken. */
    void take();
    QString validate(const QString &text, std::optional<double> *parsed) const;
    void showError(const QString &error);
    QString formatNumber(double value) const;
    static QString formatNumber(double value, int decimals, bool grouped = false);
    QString formatLimit(double limit) const;

    QLineEdit *m_edit = nullptr;
    QLabel *m_unit = nullptr;
    QLabel *m_errorLabel = nullptr;
    QString m_error;
    double m_minimum = 0;
    double m_maximum = 1e18;
    bool m_minimumExclusive = false;
    int m_decimals = 2;
    bool m_optional = false;
    bool m_edited = false;
    QTimer *m_settle = nullptr;
    std::optional<double> m_taken;     // what the scenario holds from this field, as far as it knows
    std::optional<double> m_editStart; // what it held when the current edit began
    bool m_editing = false;            // typed into since it was shown or the user was last done with it
};

} // namespace Advisor::Ui
