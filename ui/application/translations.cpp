// SPDX-License-Identifier: Apache-2.0
#include "ui/application/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace Advisor::Ui {

bool Translations::apply(const QString &language)
{
    if (m_installed) {
        QCoreApplication::removeTranslator(&m_app);
        QCoreApplication::removeTranslator(&m_qt);
        m_installed = false;
    }
    if (m_pluralsInstalled) {
        QCoreApplication::removeTranslator(&m_englishPlurals);
        m_pluralsInstalled = false;
    }
    bool ok = true;
    if (language == QLatin1String("zh_CN")) {
        ok = m_app.load(QString::fromLatin1(appQm));
        if (ok) {
            // Qt's own strings (standard buttons, context menus) come from qt6-translations-l10n, if installed.
            if (m_qt.load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
                QCoreApplication::installTranslator(&m_qt);
            QCoreApplication::installTranslator(&m_app);
            m_installed = true;
        }
    }
    m_current = ok ? language : QStringLiteral("en");
    // Without them English still reads, as "1 request(s)": not a reason to report a failure.
    if (m_current == QLatin1String("en") && m_englishPlurals.load(QString::fromLatin1(englishPluralsQm)))
        m_pluralsInstalled = QCoreApplication::installTranslator(&m_englishPlurals);
    // Catalog texts (LocalizedText) and number formats follow the default locale.
    QLocale::setDefault(m_current == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                                            : QLocale(QLocale::English, QLocale::UnitedStates));
    return ok;
}

} // namespace Advisor::Ui
