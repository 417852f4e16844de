// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <optional>

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Advisor {

/**
 * JSON that the `aliyun` client printed or that a user saved from it, held to the rules JsonReader
 * holds every other file to (nesting bound, UTF-16 and UTF-32 refused), with problems said in words a
 * user can act on: where the text broke as line and column, not the parser's own text. It lives
 * here, not in JsonReader, because models/io sits below models/util in the layer order.
 */
class SavedJson
{
    Q_DECLARE_TR_FUNCTIONS(SavedJson)

public:
    /** JsonReader::maxDepth: the app layer, which sees both, checks at compile time that they agree. */
    static constexpr int maxDepth = 64;

    enum class Problem
    {
        None,
        Encoding,  // UTF-16 or UTF-32 text
        Syntax,    // not JSON
        Structure, // JSON past a bound (nesting deeper than JsonReader::maxDepth)
    };

    /**
     * The parsed text, or nullopt with *message saying why ("not valid JSON at line 3, column 14",
     * "NAME is UTF-16 text; …", "nested more than 64 levels deep at line 1, column 65; …") and
     * *problem of which kind. Nesting past maxDepth is refused before the parser builds any of it.
     */
    static std::optional<nlohmann::json> parse(const QByteArray &bytes, const QString &name, QString *message,
                                               Problem *problem = nullptr);

    /**
     * The checks parse() makes before the parser runs (encoding, nesting), for a caller whose parser is
     * another's: false with *message (NAME as in parse()) when the text must not be parsed.
     */
    static bool checkBounds(const QByteArray &bytes, const QString &name, QString *message, Problem *problem = nullptr);

    /** "UTF-16" or "UTF-32" when the text is that (by its byte-order mark or its zero bytes), else empty. */
    static QString wideEncoding(const QByteArray &bytes);
    /**
     * "NAME is UTF-16 text; save it as UTF-8 (PowerShell: Out-File -Encoding utf8)", or without NAME
     * for a caller that names the file itself.
     */
    static QString wideEncodingMessage(const QString &name, const QString &encoding);
};

} // namespace Advisor
