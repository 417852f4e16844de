// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/localizedtext.h"
#include "models/util/diagnostics.h"

#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

namespace Advisor {

/** A JSON value together with the JSON pointer that locates it, for messages. */
struct JsonNode
{
    const nlohmann::json *value = nullptr;
    QString pointer;

    bool isNull() const { return !value || value->is_null(); }
};

enum class Presence
{
    Required,
    Optional
};

/** Accepted range of a number; a value outside it is reported as absurd. */
struct NumberRange
{
    double min = 0;
    double max = 1e18;
    bool minExclusive = false; // true: the value must be greater than min
};

/**
 * Schema-checked reading of untrusted JSON. Every accessor records what was expected at which
 * pointer in the Diagnostics and returns an empty value instead of throwing, so a loader can
 * keep going and report every problem in one pass.
 */
class JsonReader
{
    Q_DECLARE_TR_FUNCTIONS(JsonReader)

public:
    explicit JsonReader(Diagnostics &diagnostics)
        : m_diag(diagnostics)
    { }

    /** Files nested deeper than this are refused before parsing; real files nest fewer than 10 levels. */
    static constexpr int maxDepth = 64;

    /** Reads at most maxBytes of a regular file (BoundedRead); anything else is reported, never read whole. */
    static std::optional<QByteArray> readFile(const QString &path, qint64 maxBytes, Diagnostics &diagnostics);
    /**
     * Parses UTF-8 text; syntax errors are reported with line and column, UTF-16 and UTF-32 by name,
     * nesting deeper than maxDepth before parsing, keys given twice in one object as warnings.
     */
    static std::optional<nlohmann::json> parse(const QByteArray &text, Diagnostics &diagnostics);
    /**
     * The JSON library's syntax error in the reader's words, without its codes or its position:
     * "where a key of an object should be, the end of the file was found, but a text in double quotes
     * was expected".
     */
    static QString syntaxErrorInWords(const QString &parserMessage);

    bool expectObject(const JsonNode &node);
    /** Warns about keys outside the known set (typos in hand-edited files). */
    void warnUnknownKeys(const JsonNode &node, const QStringList &known);

    JsonNode child(const JsonNode &node, const char *key) const;
    std::vector<JsonNode> array(const JsonNode &node, const char *key, Presence presence);

    std::optional<double> number(const JsonNode &node, const char *key, Presence presence, NumberRange range);
    std::optional<int> integer(const JsonNode &node, const char *key, Presence presence, NumberRange range);
    std::optional<bool> boolean(const JsonNode &node, const char *key, Presence presence);
    QString string(const JsonNode &node, const char *key, Presence presence);
    /** A string that must be one of the allowed values. */
    QString choice(const JsonNode &node, const char *key, Presence presence, const QStringList &allowed);
    QStringList stringList(const JsonNode &node, const char *key, Presence presence);
    LocalizedText localized(const JsonNode &node, const char *key, Presence presence);
    /** A "YYYY-MM-DD" date string. */
    QString date(const JsonNode &node, const char *key, Presence presence);

    Diagnostics &diagnostics() { return m_diag; }

private:
    static QString pointerTo(const JsonNode &node, const char *key);
    static const nlohmann::json *find(const JsonNode &node, const char *key);
    const nlohmann::json *field(const JsonNode &node, const char *key, Presence presence);
    void typeError(const QString &pointer, const QString &expected, const nlohmann::json &got);

    Diagnostics &m_diag;
};

/** Escapes a key for use in a JSON pointer (RFC 6901). */
QString jsonPointerToken(const QString &key);

} // namespace Advisor
