// SPDX-License-Identifier: Apache-2.0
#include "app/cli/commandmanual.h"

#include "app/cli/commandhelp.h"
#include "app/cli/commandtable.h"

namespace Advisor::Cli {

namespace {
/**
 * English text as troff sets it: option dashes as minus signs (a hyphen would not paste into a shell),
 * and the few other characters the table uses by their troff names, so the page is plain ASCII.
 */
QString roff(const char *text)
{
    QString r = QString::fromUtf8(text);
    r.replace(QLatin1Char('\\'), QStringLiteral("\\e"));
    r.replace(QStringLiteral("--"), QStringLiteral("\\-\\-"));
    r.replace(QStringLiteral("…"), QStringLiteral("..."));
    r.replace(QStringLiteral("‡"), QStringLiteral("\\(dd"));
    r.replace(QStringLiteral("±"), QStringLiteral("\\(+-"));
    if (r.startsWith(QLatin1Char('.')) || r.startsWith(QLatin1Char('\'')))
        r.prepend(QStringLiteral("\\&"));
    return r;
}

QString bold(const QString &text)
{
    return QStringLiteral("\\fB") + text + QStringLiteral("\\fR");
}

QString italic(const QString &text)
{
    return QStringLiteral("\\fI") + text + QStringLiteral("\\fR");
}

QString optionName(const char *name)
{
    return bold(QStringLiteral("\\-\\-") + QString::fromUtf8(name).replace(QLatin1Char('-'), QStringLiteral("\\-")));
}

/**
 * One argument as the manual sets it, without the brackets of an optional one; unbreakable spaces keep
 * an option and its value on one line. "\&" after "..." keeps troff from taking it for a sentence's end.
 */
QString manArgument(const OptionSpec &option)
{
    QString value;
    if (*option.valueName) {
        value = italic(roff(option.valueName));
    } else {
        QStringList choices;
        for (const QString &choice : QString::fromUtf8(option.choices).split(QLatin1Char('|')))
            choices << bold(choice);
        value = choices.join(QLatin1Char('|'));
    }
    const QString more = option.repeatable ? QStringLiteral("...\\&") : QString();
    if (option.isPositional())
        return value + more;
    if (option.orPositional)
        return QLatin1Char('[') + optionName(option.name) + QStringLiteral("]\\ ") + value;
    return option.takesValue() ? optionName(option.name) + QStringLiteral("\\ ") + value + more
                               : optionName(option.name);
}

QString optionParagraph(const OptionSpec &option)
{
    return QStringLiteral(".TP\n") + manArgument(option) + QLatin1Char('\n') + roff(option.description)
        + (option.repeatable ? QStringLiteral(" (repeatable)\n") : QStringLiteral("\n"));
}

/** Replaces the section that starts with the heading line, up to the next section, by the text given. */
QString replaceSection(QString page, const QString &heading, const QString &section)
{
    const qsizetype from = page.indexOf(QLatin1Char('\n') + heading + QLatin1Char('\n'));
    if (from < 0)
        return page;
    const qsizetype next = page.indexOf(QStringLiteral("\n.SH "), from + 1);
    const qsizetype to = next < 0 ? page.size() : next + 1;
    return page.replace(from + 1, to - from - 1, section);
}
} // namespace

QString manPageSynopsis()
{
    QString text = QStringLiteral(".SH SYNOPSIS\n.SY gpu-advisor\n[\\fISCENARIO\\fR.gpuadvisor.json]\n.YS\n");
    for (const CommandSpec &command : commandTable()) {
        text += QStringLiteral(".SY \"gpu-advisor %1\"\n").arg(QString::fromUtf8(command.name));
        for (const QString &word : synopsisWords(command, manArgument))
            text += word + QLatin1Char('\n');
        text += QStringLiteral(".YS\n");
    }
    const GlobalOptions &global = globalOptions();
    text += QStringLiteral(".SY gpu-advisor\n%1 | %2\n.YS\n")
                .arg(optionName(global.help.name), optionName(global.version.name));
    return text
        + QStringLiteral(".PP\nEvery command also takes\n[%1]\nand\n%2.\n")
              .arg(manArgument(global.lang), optionName(global.help.name));
}

QString manPageCommands()
{
    QString text = QStringLiteral(".SH COMMANDS\n");
    for (const CommandSpec &command : commandTable()) {
        text += QStringLiteral(".TP\n.B %1\n%2\n.RS\n")
                    .arg(QString::fromUtf8(command.name), QString::fromUtf8(command.manual));
        for (const OptionSpec &option : command.options)
            text += optionParagraph(option);
        text += QStringLiteral(".RE\n");
    }
    return text;
}

QString withGeneratedManSections(const QString &page)
{
    return replaceSection(replaceSection(page, QStringLiteral(".SH SYNOPSIS"), manPageSynopsis()),
                          QStringLiteral(".SH COMMANDS"), manPageCommands());
}

} // namespace Advisor::Cli
