// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QTranslator>

namespace Advisor::Ui {

/**
 * Installs the app's and Qt's own Chinese translations at runtime, or for English the English plurals
 * ("1 request", "2 requests") that the source text's "%n request(s)" cannot give.
 */
class Translations
{
public:
    static constexpr const char *appQm = ":/i18n/gpuadvisor_zh_CN.qm";
    static constexpr const char *englishPluralsQm = ":/i18n/gpuadvisor_en.qm";

    /** "en" or "zh_CN"; returns false when the translation could not be loaded (English stays). */
    bool apply(const QString &language);
    QString current() const { return m_current; }

private:
    QTranslator m_app;
    QTranslator m_qt;
    QTranslator m_englishPlurals;
    bool m_installed = false;
    bool m_pluralsInstalled = false;
    QString m_current = QStringLiteral("en");
};

} // namespace Advisor::Ui
