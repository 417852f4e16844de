// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace Advisor {
struct Catalog;
}

namespace Advisor::Ui {

class AppSettings;
class NumberField;

/** Language, display currency and rate, default region and discount, presentation mode. */
class SettingsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsDialog)

public:
    SettingsDialog(AppSettings *settings, const Catalog &catalog, QWidget *parent = nullptr);

private:
    /** Writes the fields back; false (and the error shown at its field) when one is invalid. */
    bool save();

    AppSettings *m_settings;
    QComboBox *m_language = nullptr;
    QLineEdit *m_currency = nullptr;
    NumberField *m_rate = nullptr;
    QComboBox *m_region = nullptr;
    NumberField *m_discount = nullptr;
    QCheckBox *m_presentation = nullptr;
    QCheckBox *m_bom = nullptr;
};

} // namespace Advisor::Ui
