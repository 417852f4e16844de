// SPDX-License-Identifier: Apache-2.0
#include "models/io/savedjson.h"

namespace Advisor {

namespace {

using nlohmann::json;

/**
 * Where the text first opens more than maxDepth objects and arrays, or -1. It runs before the parser:
 * each level costs the parser a node, and a few MiB of brackets cost it gigabytes.
 */
qsizetype tooDeepAt(const QByteArray &text, int maxDepth)
{
    const char *p = text.constData();
    const qsizetype n = text.size();
    int depth = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const char c = p[i];
        if (c == '"') {
            for (++i; i < n && p[i] != '"'; ++i) {
                if (p[i] == '\\' && i + 1 < n)
                    ++i; // the escaped character is part of the string, even a quote
            }
        } else if (c == '{' || c == '[') {
            if (++depth > maxDepth)
                return i;
        } else if ((c == '}' || c == ']') && depth > 0) {
            --depth;
        }
    }
    return -1;
}

/** Line and column of the byte at index, so a hand-edited file can be fixed where it broke. */
std::pair<int, int> lineAndColumn(const QByteArray &bytes, qsizetype index)
{
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < index && i < bytes.size(); ++i) {
        if (bytes.at(qsizetype(i)) == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

} // namespace

QString SavedJson::wideEncoding(const QByteArray &text)
{
    const auto at = [&text](qsizetype i) { return i < text.size() ? static_cast<unsigned char>(text.at(i)) : 1; };
    if (at(0) == 0 && at(1) == 0 && ((at(2) == 0xFE && at(3) == 0xFF) || (at(2) == 0 && at(3) != 0)))
        return QStringLiteral("UTF-32");
    if (at(0) == 0xFF && at(1) == 0xFE && at(2) == 0 && at(3) == 0)
        return QStringLiteral("UTF-32");
    if ((at(0) == 0xFF && at(1) == 0xFE) || (at(0) == 0xFE && at(1) == 0xFF))
        return QStringLiteral("UTF-16");
    // Without a mark: JSON and the price file's header start with an ASCII character, which UTF-16 and
    // UTF-32 pad with zero bytes; UTF-8 text has none.
    if (text.size() >= 4 && at(0) != 0 && at(1) == 0 && at(2) == 0 && at(3) == 0)
        return QStringLiteral("UTF-32");
    if (text.size() >= 2 && ((at(0) == 0 && at(1) != 0) || (at(0) != 0 && at(1) == 0)))
        return QStringLiteral("UTF-16");
    return {};
}

QString SavedJson::wideEncodingMessage(const QString &name, const QString &encoding)
{
    // PowerShell's ">" writes UTF-16: that is how these files come about.
    if (name.isEmpty())
        return tr("%1 text; save it as UTF-8 (PowerShell: Out-File -Encoding utf8)").arg(encoding);
    return tr("%1 is %2 text; save it as UTF-8 (PowerShell: Out-File -Encoding utf8)").arg(name, encoding);
}

bool SavedJson::checkBounds(const QByteArray &bytes, const QString &name, QString *message, Problem *problem)
{
    const auto fail = [&](Problem kind, const QString &text) {
        if (message)
            *message = text;
        if (problem)
            *problem = kind;
        return false;
    };
    if (problem)
        *problem = Problem::None;
    if (const QString encoding = wideEncoding(bytes); !encoding.isEmpty())
        return fail(Problem::Encoding, wideEncodingMessage(name, encoding));
    if (const qsizetype at = tooDeepAt(bytes, maxDepth); at >= 0) {
        const auto [line, column] = lineAndColumn(bytes, at);
        return fail(Problem::Structure,
                    tr("nested more than %1 levels deep at line %2, column %3; no file of this kind needs that many")
                        .arg(maxDepth)
                        .arg(line)
                        .arg(column));
    }
    return true;
}

std::optional<json> SavedJson::parse(const QByteArray &bytes, const QString &name, QString *message, Problem *problem)
{
    if (!checkBounds(bytes, name, message, problem))
        return std::nullopt;
    const auto fail = [&](Problem kind, const QString &text) {
        if (message)
            *message = text;
        if (problem)
            *problem = kind;
        return std::nullopt;
    };
    try {
        return json::parse(bytes.constBegin(), bytes.constEnd());
    } catch (const json::parse_error &e) {
        // The parser counts the byte it stopped at from 1.
        const auto [line, column] = lineAndColumn(bytes, qsizetype(e.byte) - 1);
        return fail(Problem::Syntax, tr("not valid JSON at line %1, column %2").arg(line).arg(column));
    } catch (const json::exception &) {
        return fail(Problem::Syntax, tr("not valid JSON"));
    }
}

} // namespace Advisor
