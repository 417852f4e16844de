// SPDX-License-Identifier: Apache-2.0
#include "app/cli/clilanguage.h"

#include "ui/application/translations.h"

#include <QCoreApplication>

namespace Advisor::Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::Cli", text);
}

QString fromEnvironment()
{
    // The first of these that is set decides, as for every other POSIX program.
    for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString value = qEnvironmentVariable(name);
        if (!value.isEmpty())
            return value.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    }
    return QStringLiteral("en");
}
} // namespace

QString chooseLanguage(QStringList &arguments, QString *error)
{
    QString language;
    bool given = false;
    for (qsizetype i = 1; i < arguments.size();) {
        const QString arg = arguments.at(i);
        if (arg == QLatin1String("--")) // what follows is positional
            break;
        if (arg == QLatin1String("--lang")) {
            if (i + 1 >= arguments.size()) {
                *error = tr("option --%1 needs a value").arg(QStringLiteral("lang"));
                return {};
            }
            language = arguments.at(i + 1);
            arguments.remove(i, 2);
            given = true;
        } else if (arg.startsWith(QLatin1String("--lang="))) {
            language = arg.mid(7);
            arguments.remove(i);
            given = true;
        } else {
            ++i;
        }
    }
    if (!given)
        return fromEnvironment();
    if (language != QLatin1String("en") && language != QLatin1String("zh_CN")) {
        *error = tr("--lang expects en or zh_CN, found \"%1\"").arg(language);
        return {};
    }
    return language;
}

bool applyLanguage(const QString &language, QTextStream &err)
{
    // One per process, living as long as the translators it installs must.
    static Ui::Translations translations;
    if (translations.apply(language))
        return true;
    err << tr("the Chinese translation is missing from this build") << Qt::endl;
    return false;
}

} // namespace Advisor::Cli
