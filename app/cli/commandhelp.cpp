// SPDX-License-Identifier: Apache-2.0
#include "app/cli/commandhelp.h"

#include "app/cli/cli.h"

#include <QCoreApplication>

namespace Advisor::Cli {

namespace {
// A terminal of 100 columns shows every line whole; the descriptions of options start at one column.
constexpr qsizetype lineWidth = 100;
constexpr qsizetype descriptionColumn = 34;
constexpr qsizetype summaryIndent = 6;

QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::Cli", text);
}

QString spaces(qsizetype count)
{
    return QString(count, QLatin1Char(' '));
}

/** The columns text takes in a terminal: Chinese characters and full-width punctuation take two. */
qsizetype columns(const QString &text)
{
    qsizetype width = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool wide = (u >= 0x2E80 && u <= 0x9FFF) || (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF)
            || (u >= 0xFF00 && u <= 0xFF60) || (u >= 0xFFE0 && u <= 0xFFE6);
        width += wide ? 2 : 1;
    }
    return width;
}

/**
 * Text from column `column` on, broken between words so that no line passes the width; each further
 * line starts at the same column. Chinese, which has no spaces to break at, stays one line.
 */
QString wrapped(const QString &text, qsizetype column)
{
    QString result;
    qsizetype at = column;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (result.isEmpty()) {
            result = word;
            at += columns(word);
        } else if (at + 1 + columns(word) > lineWidth) {
            result += QLatin1Char('\n') + spaces(column) + word;
            at = column + columns(word);
        } else {
            result += QLatin1Char(' ') + word;
            at += 1 + columns(word);
        }
    }
    return result;
}

/** "  LEFT      right…": the right column at descriptionColumn, on a line of its own when LEFT is wide. */
QString row(const QString &left, const QString &right)
{
    QString line = QStringLiteral("  ") + left;
    const qsizetype width = columns(line);
    line += width + 2 > descriptionColumn ? QLatin1Char('\n') + spaces(descriptionColumn)
                                          : spaces(descriptionColumn - width);
    return line + wrapped(right, descriptionColumn) + QLatin1Char('\n');
}

QString optionRow(const OptionSpec &option)
{
    const QString description = tr(option.description);
    return row(argumentText(option), option.repeatable ? tr("%1 (repeatable)").arg(description) : description);
}

/** The synopsis, continued under its first argument where it passes the width, then the summary below it. */
QString commandBlock(const CommandSpec &command)
{
    const QString head = QStringLiteral("  gpu-advisor ") + QString::fromUtf8(command.name);
    QString block = head;
    qsizetype at = head.size();
    for (const QString &word : synopsisWords(command, argumentText)) {
        if (at + 1 + columns(word) > lineWidth) {
            block += QLatin1Char('\n') + spaces(head.size() + 1) + word;
            at = head.size() + 1 + columns(word);
        } else {
            block += QLatin1Char(' ') + word;
            at += 1 + columns(word);
        }
    }
    return block + QLatin1Char('\n') + spaces(summaryIndent) + wrapped(tr(command.summary), summaryIndent)
        + QLatin1Char('\n');
}

std::vector<const CommandSpec *> commandsOf(const QString &commandOrGroup)
{
    std::vector<const CommandSpec *> found;
    for (const CommandSpec &command : commandTable()) {
        const QString name = QString::fromUtf8(command.name);
        if (name == commandOrGroup || name.startsWith(commandOrGroup + QLatin1Char(' ')))
            found.push_back(&command);
    }
    return found;
}
} // namespace

QStringList synopsisWords(const CommandSpec &command, const std::function<QString(const OptionSpec &)> &write)
{
    QStringList words;
    QStringList alternatives;
    const auto endAlternatives = [&] {
        if (!alternatives.isEmpty())
            words << QLatin1Char('(') + alternatives.join(QStringLiteral(" | ")) + QLatin1Char(')');
        alternatives.clear();
    };
    for (const OptionSpec &option : command.options) {
        if (option.need == Need::OneOf) {
            alternatives << write(option);
            continue;
        }
        endAlternatives();
        const bool bracketed = option.need == Need::Optional && !option.orPositional;
        words << (bracketed ? QLatin1Char('[') + write(option) + QLatin1Char(']') : write(option));
    }
    endAlternatives();
    return words;
}

QString argumentText(const OptionSpec &option)
{
    const QString value = *option.valueName ? tr(option.valueName) : QString::fromUtf8(option.choices);
    const QString more = option.repeatable ? QStringLiteral("…") : QString();
    const QString name = QStringLiteral("--") + QString::fromUtf8(option.name);
    if (option.isPositional())
        return value + more;
    if (option.orPositional)
        return QLatin1Char('[') + name + QStringLiteral("] ") + value;
    return option.takesValue() ? name + QLatin1Char(' ') + value + more : name;
}

QString helpText()
{
    const GlobalOptions &global = globalOptions();
    QString help = tr("GPU Instance Advisor: choose Alibaba Cloud GPU instances for deep-learning work.")
        + QStringLiteral("\n\n") + tr("Usage:") + QLatin1Char('\n');
    help += row(QStringLiteral("gpu-advisor"), tr("open the wizard"));
    help += row(QStringLiteral("gpu-advisor FILE.json"), tr("open a saved scenario in the wizard"));
    help += row(QStringLiteral("gpu-advisor --smoke"), tr("open the wizard, report the time to first paint, exit"));
    help += row(QStringLiteral("gpu-advisor COMMAND --help"), tr("every option of COMMAND, described"));
    help += row(QStringLiteral("gpu-advisor --help"), tr(global.help.description));
    help += row(QStringLiteral("gpu-advisor --version"), tr(global.version.description));
    help += QLatin1Char('\n') + tr("Commands:") + QLatin1Char('\n');
    for (const CommandSpec &command : commandTable())
        help += commandBlock(command);
    help += QLatin1Char('\n') + tr("Options several commands take:") + QLatin1Char('\n');
    help += optionRow(global.prices) + optionRow(global.quote);
    help += QLatin1Char('\n')
        + tr("Every command takes --lang en|zh_CN; without it the language follows LC_ALL, LC_MESSAGES or LANG.")
        + QStringLiteral("\n\n");
    return help
        + tr("Exit codes: 0 success; 1 the system failed (a file could not be written, out of memory);\n"
             "2 bad input: an unknown command or option, a missing or invalid file or value.\n");
}

QString commandHelp(const CommandSpec &command)
{
    QString help = tr("Usage:") + QLatin1Char('\n') + commandBlock(command);
    help += QLatin1Char('\n') + tr("Options:") + QLatin1Char('\n');
    for (const OptionSpec &option : command.options)
        help += optionRow(option);
    return help + optionRow(globalOptions().lang) + optionRow(globalOptions().help);
}

QString groupHelp(const QString &group)
{
    QString help = tr("Usage:") + QLatin1Char('\n');
    for (const CommandSpec *command : commandsOf(group))
        help += commandBlock(*command);
    return help
        + row(QStringLiteral("gpu-advisor %1 COMMAND --help").arg(group), tr("every option of COMMAND, described"));
}

bool isCommandGroup(const QString &word)
{
    return !word.isEmpty() && !word.contains(QLatin1Char(' ')) && findCommand(word) == nullptr
        && !commandsOf(word).empty();
}

QString usage(const QString &commandOrGroup)
{
    QString text;
    for (const CommandSpec *command : commandsOf(commandOrGroup)) {
        const QString synopsis =
            QStringLiteral("gpu-advisor %1 %2")
                .arg(QString::fromUtf8(command->name), synopsisWords(*command, argumentText).join(QLatin1Char(' ')));
        text += text.isEmpty() ? tr("usage: %1").arg(synopsis) : QLatin1Char('\n') + tr("   or: %1").arg(synopsis);
    }
    return text;
}

} // namespace Advisor::Cli
