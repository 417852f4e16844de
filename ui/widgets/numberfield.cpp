// SPDX-License-Identifier: Apache-2.0
#include "ui/widgets/numberfield.h"

#include "ui/common/warningtext.h"

#include <algorithm>
#include <cmath>

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpressionValidator>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

namespace Advisor::Ui {

NumberField::NumberField(QWidget *parent)
    : QWidget(parent)
{
    m_edit = new QLineEdit(this);
    // The validator only keeps out characters no number contains; range errors are shown, not blocked.
    m_edit->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9.,\\s\\x{00a0}eE+-]*")), m_edit));
    m_edit->setMaximumWidth(180); // the fields of a form line up
    m_unit = new QLabel(this);
    m_errorLabel = new QLabel(this);
    m_errorLabel->setObjectName(QStringLiteral("fieldError"));
    showAsWarning(m_errorLabel);
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setMinimumWidth(260);
    m_errorLabel->hide();

    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_edit);
    row->addWidget(m_unit);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(row);
    layout->addWidget(m_errorLabel);
    setFocusProxy(m_edit);

    m_settle = new QTimer(this);
    m_settle->setSingleShot(true);
    m_settle->setInterval(settleMs);
    connect(m_settle, &QTimer::timeout, this, &NumberField::take);
    connect(m_edit, &QLineEdit::textEdited, this, &NumberField::onTextEdited);
    // Enter, or the focus leaving the field (Tab, a click, a mnemonic, the page going away).
    connect(m_edit, &QLineEdit::editingFinished, this, &NumberField::onEditingFinished);
}

void NumberField::setRange(double minimum, double maximum, bool minimumExclusive)
{
    m_minimum = minimum;
    m_maximum = maximum;
    m_minimumExclusive = minimumExclusive;
    // A unit switched under a typed number (billion to million) may make it valid or invalid.
    if (!m_edit->text().isEmpty()) {
        std::optional<double> parsed;
        showError(validate(m_edit->text(), &parsed));
    }
}

void NumberField::setLimits(const ScenarioFields::Number &field, double perUnit)
{
    setRange(field.range.min / perUnit, field.range.max / perUnit, field.range.minExclusive);
    if (field.integer && perUnit == 1)
        setDecimals(0);
}

void NumberField::setDecimals(int decimals)
{
    m_decimals = decimals;
}

void NumberField::setOptional(bool optional)
{
    m_optional = optional;
}

QString NumberField::unit() const
{
    return m_unit->text();
}

void NumberField::setUnit(const QString &unit)
{
    m_unit->setText(unit);
    m_unit->setVisible(!unit.isEmpty());
}

void NumberField::setHelp(const QString &help)
{
    m_edit->setToolTip(help);
    m_edit->setAccessibleDescription(help);
}

void NumberField::setAccessibleName(const QString &name)
{
    m_edit->setAccessibleName(name);
}

void NumberField::setPlaceholder(const QString &text)
{
    m_edit->setPlaceholderText(text);
    fitPlaceholder();
}

void NumberField::fitPlaceholder()
{
    // A placeholder says what an empty field means, often with a number (a default, a size), and a number is
    // never elided: the field widens to show it whole, in the font it is shown in.
    // Without one, the width is the form's (or whatever its page set).
    const QString text = m_edit->placeholderText();
    const int room = text.isEmpty() ? 0 : m_edit->fontMetrics().horizontalAdvance(text) + 16;
    if (room > m_edit->maximumWidth())
        m_edit->setMaximumWidth(room);
    m_edit->setMinimumWidth(room);
}

QString NumberField::formatNumber(double value) const
{
    return formatNumber(value, m_decimals);
}

QString NumberField::formatNumber(double value, int decimals, bool grouped)
{
    QLocale locale;
    if (!grouped) // what the field shows is what a user types back
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
    QString text = locale.toString(value, 'f', decimals);
    // "8.00" reads like a measurement with false precision; drop trailing zeros.
    if (decimals > 0 && text.contains(locale.decimalPoint())) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(locale.decimalPoint()))
            text.chop(locale.decimalPoint().size());
    }
    return text;
}

/** A limit such as a millionth of a billion parameters keeps its digits: "at least 0" would be wrong. */
QString NumberField::formatLimit(double limit) const
{
    // Read, not typed back: grouped ("at most 10,000,000 tokens").
    if (limit <= 0 || limit >= 1)
        return formatNumber(limit, m_decimals, true);
    const int needed = int(std::ceil(-std::log10(limit) - 1e-9));
    return formatNumber(limit, std::max(m_decimals, needed), true);
}

std::optional<double> NumberField::value() const
{
    std::optional<double> parsed;
    return validate(m_edit->text(), &parsed).isEmpty() ? parsed : std::nullopt;
}

void NumberField::setValue(std::optional<double> value)
{
    // A page reloading its fields while the user types here echoes the number this edit gave: the edit
    // goes on undisturbed, its text, caret and starting number kept.
    std::optional<double> shown;
    if (m_editing && value == m_taken && validate(m_edit->text(), &shown).isEmpty() && shown == value)
        return;
    m_edit->setText(value ? formatNumber(*value) : QString());
    m_edited = false;
    m_editing = false;
    m_settle->stop();
    m_taken = value;
    std::optional<double> parsed;
    showError(validate(m_edit->text(), &parsed));
}

void NumberField::restoreTyped(const QString &text)
{
    m_edit->setText(text);
    m_edited = true;
    m_editing = true;
    m_editStart = m_taken;
    std::optional<double> parsed;
    showError(validate(text, &parsed));
}

QString NumberField::validate(const QString &rawText, std::optional<double> *parsed) const
{
    const QString text = rawText.trimmed();
    if (text.isEmpty())
        return m_optional ? QString() : tr("Enter a number");
    bool ok = false;
    double v = QLocale().toDouble(text, &ok);
    if (!ok)
        v = QLocale::c().toDouble(text, &ok);
    if (!ok || !std::isfinite(v))
        return tr("“%1” is not a number").arg(text);
    if (m_decimals == 0 && std::floor(v) != v)
        return tr("Enter a whole number");
    const QString unit = m_unit->text();
    if (m_minimumExclusive && v <= m_minimum)
        return tr("Must be more than %1 %2").arg(formatLimit(m_minimum), unit).trimmed();
    if (v < m_minimum)
        return tr("Must be at least %1 %2").arg(formatLimit(m_minimum), unit).trimmed();
    if (v > m_maximum)
        return tr("Must be at most %1 %2").arg(formatLimit(m_maximum), unit).trimmed();
    *parsed = v;
    return {};
}

void NumberField::showError(const QString &error)
{
    const bool wasValid = m_error.isEmpty();
    m_error = error;
    m_errorLabel->setText(error);
    m_errorLabel->setVisible(!error.isEmpty());
    m_edit->setProperty("invalid", !error.isEmpty());
    m_edit->setStyleSheet(error.isEmpty() ? QString() : QStringLiteral("border: 1px solid #b3261e;"));
    m_edit->setAccessibleDescription(error.isEmpty() ? m_edit->toolTip() : error);
    if (wasValid != error.isEmpty())
        emit validityChanged(error.isEmpty());
}

void NumberField::onTextEdited()
{
    if (!m_editing) {
        m_editing = true;
        m_editStart = m_taken;
    }
    m_edited = true;
    std::optional<double> parsed;
    const QString error = validate(m_edit->text(), &parsed);
    showError(error);
    if (error.isEmpty()) {
        m_settle->start(); // taken when the typing pauses
        return;
    }
    m_settle->stop();
    // A prefix taken on the way ("50" of "500") is no answer: the edit's starting number stands.
    if (m_taken != m_editStart) {
        m_taken = m_editStart;
        emit valueEdited(m_editStart);
    }
}

void NumberField::take()
{
    m_settle->stop();
    std::optional<double> parsed;
    if (!validate(m_edit->text(), &parsed).isEmpty())
        return; // the text stays, with its error; the scenario keeps the edit's starting number
    m_edited = false;
    if (parsed == m_taken)
        return;
    m_taken = parsed;
    emit valueEdited(parsed);
}

void NumberField::onEditingFinished()
{
    if (!m_editing)
        return; // left as it was shown: nothing to take
    std::optional<double> parsed;
    showError(validate(m_edit->text(), &parsed));
    take();
    m_editing = false;
}

void NumberField::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        fitPlaceholder();
    // Error texts are translated: rebuild the current one in the new language.
    if (event->type() == QEvent::LanguageChange && !m_error.isEmpty()) {
        std::optional<double> parsed;
        showError(validate(m_edit->text(), &parsed));
    }
    QWidget::changeEvent(event);
}

} // namespace Advisor::Ui
