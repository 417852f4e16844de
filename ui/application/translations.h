// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QTranslator>

namespace Advisor::Ui {

/** Installs the app's and Qt's own Chinese translations, or removes them for English, at runtime. */
class Translations
{
public:
    static constexpr const char *appQm = ":/i18n/gpuadvisor_zh_CN.qm";

    /** "en" or "zh_CN"; returns false when the translation could not be loaded (English stays). */
    bool apply(const QString &language);
    QString current() const { return m_current; }

private:
    QTranslator m_app;
    QTranslator m_qt;
    bool m_installed = false;
    QString m_current = QStringLiteral("en");
};

} // namespace Advisor::Ui
