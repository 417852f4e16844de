// SPDX-License-Identifier: Apache-2.0
#include "models/util/jsonreader.h"

#include "models/io/boundedread.h"
#include "models/io/savedjson.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string_view>
#include <unordered_set>

#include <QDate>

namespace Advisor {

using nlohmann::json;

QString jsonPointerToken(const QString &key)
{
    QString token = key;
    token.replace(QLatin1Char('~'), QStringLiteral("~0"));
    token.replace(QLatin1Char('/'), QStringLiteral("~1"));
    return token;
}

namespace {
QString typeName(const json &value)
{
    switch (value.type()) {
    case json::value_t::null:
        return JsonReader::tr("null");
    case json::value_t::boolean:
        return JsonReader::tr("a boolean");
    case json::value_t::string:
        return JsonReader::tr("a string");
    case json::value_t::array:
        return JsonReader::tr("an array");
    case json::value_t::object:
        return JsonReader::tr("an object");
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float:
        return JsonReader::tr("a number");
    default:
        return JsonReader::tr("an unsupported value");
    }
}

QString formatNumber(double v)
{
    return QString::number(v, 'g', 10);
}
} // namespace

std::optional<QByteArray> JsonReader::readFile(const QString &path, qint64 maxBytes, Diagnostics &diagnostics)
{
    QString error;
    std::optional<QByteArray> data = BoundedRead::read(path, maxBytes, &error);
    if (!data)
        diagnostics.error({}, error);
    return data;
}

namespace {
/**
 * One pass over the text before it is parsed: nesting deeper than the limit is refused before the
 * parser builds it (each level costs a node, and a few MiB of brackets cost hundreds of MiB), and
 * keys given twice in one object are reported, since the parser silently keeps the last.
 * It runs on every file the program reads, the embedded catalog at each start among them, so keys are
 * views into the text and frames keep their storage from one object to the next.
 */
class StructureScan
{
public:
    bool run(const QByteArray &text, int maxDepth, Diagnostics &diagnostics)
    {
        const char *p = text.constData();
        const qsizetype n = text.size();
        for (qsizetype i = 0; i < n; ++i) {
            const char c = p[i];
            if (c == '"') {
                const qsizetype begin = i + 1;
                for (++i; i < n && p[i] != '"'; ++i) {
                    if (p[i] == '\\' && i + 1 < n)
                        ++i; // the escaped character is part of the string, even a quote
                }
                if (m_depth > 0 && top().object && top().expectKey) {
                    Frame &f = top();
                    f.expectKey = false;
                    f.key = std::string_view(p + begin, std::size_t(i - begin));
                    if (!f.insertKey(f.key))
                        diagnostics.warning(pointer(),
                                            JsonReader::tr("the key is given twice in this object; "
                                                           "only the last value is used"));
                }
            } else if (c == '{' || c == '[') {
                if (m_depth >= std::size_t(maxDepth)) {
                    diagnostics.error({},
                                      JsonReader::tr("nested more than %1 levels deep (at %2); no file "
                                                     "of this kind needs that many")
                                          .arg(maxDepth)
                                          .arg(pointer(8)));
                    return false;
                }
                if (m_depth == m_frames.size())
                    m_frames.emplace_back();
                m_frames[m_depth++].reset(c == '{');
            } else if (c == '}' || c == ']') {
                if (m_depth > 0)
                    --m_depth;
            } else if (c == ',' && m_depth > 0) {
                if (top().object)
                    top().expectKey = true;
                else
                    ++top().index;
            }
        }
        return true;
    }

private:
    struct Frame
    {
        bool object = false;
        bool expectKey = false;
        std::size_t index = 0;
        std::string_view key;
        // Objects are small: a linear search beats hashing until one is not, and then the set takes over.
        std::vector<std::string_view> keys;
        std::unordered_set<std::string_view> keySet;

        void reset(bool isObject)
        {
            object = isObject;
            expectKey = isObject;
            index = 0;
            key = {};
            keys.clear();
            keySet.clear();
        }
        bool hasKeys() const { return !keys.empty() || !keySet.empty(); }
        /** False when the object already has this key. */
        bool insertKey(std::string_view k)
        {
            static constexpr std::size_t linearLimit = 16;
            if (!keySet.empty())
                return keySet.insert(k).second;
            if (std::find(keys.cbegin(), keys.cend(), k) != keys.cend())
                return false;
            keys.push_back(k);
            if (keys.size() > linearLimit) {
                keySet.insert(keys.cbegin(), keys.cend());
                keys.clear();
            }
            return true;
        }
    };

    Frame &top() { return m_frames[m_depth - 1]; }

    /** Where the scan is, as a JSON pointer of at most maxTokens steps (escapes in keys left as written). */
    QString pointer(std::size_t maxTokens = std::numeric_limits<std::size_t>::max()) const
    {
        QString result;
        std::size_t tokens = 0;
        for (std::size_t d = 0; d < m_depth; ++d) {
            const Frame &f = m_frames[d];
            if (f.object && !f.hasKeys())
                break;
            if (++tokens > maxTokens)
                return result + QStringLiteral("/…");
            result += QLatin1Char('/')
                + (f.object ? jsonPointerToken(QString::fromUtf8(f.key.data(), qsizetype(f.key.size())))
                            : QString::number(f.index));
        }
        return result.isEmpty() ? QStringLiteral("/") : result;
    }

    std::vector<Frame> m_frames; // frames [0, m_depth) are open; the rest keep their storage for reuse
    std::size_t m_depth = 0;
};
} // namespace

namespace {
/** A token as nlohmann names it ("'}'", "end of input", "string literal"), in words a reader knows. */
QString tokenInWords(QString token)
{
    token = token.trimmed();
    if (token == QLatin1String("end of input"))
        return JsonReader::tr("the end of the file");
    if (token == QLatin1String("string literal"))
        return JsonReader::tr("a text in double quotes");
    if (token == QLatin1String("number literal"))
        return JsonReader::tr("a number");
    if (token.startsWith(QLatin1Char('\'')) && token.endsWith(QLatin1Char('\'')) && token.size() == 3)
        return QStringLiteral("\"%1\"").arg(token.at(1));
    return token;
}
} // namespace

QString JsonReader::syntaxErrorInWords(const QString &parserMessage)
{
    // "[json.exception.parse_error.101] parse error at line 1, column 35: syntax error while parsing
    // object key - unexpected end of input; expected string literal": the library's words and codes are
    // not the user's, and the position is said already.
    static const QLatin1String marker("syntax error while parsing ");
    const qsizetype at = parserMessage.indexOf(marker);
    if (at < 0)
        return tr("the text is not valid JSON");
    QString rest = parserMessage.mid(at + marker.size());
    const qsizetype dash = rest.indexOf(QLatin1String(" - "));
    const QString context = dash < 0 ? QString() : rest.left(dash);
    rest = dash < 0 ? rest : rest.mid(dash + 3);
    rest = rest.section(QLatin1String("; last read:"), 0, 0).trimmed();

    QString where;
    if (context == QLatin1String("object key"))
        where = tr("where a key of an object should be");
    else if (context == QLatin1String("object separator"))
        where = tr("where the \":\" after a key should be");
    else if (context == QLatin1String("object"))
        where = tr("inside an object { … }");
    else if (context == QLatin1String("array"))
        where = tr("inside a list [ … ]");
    else
        where = tr("where a value should be");

    QString what;
    if (rest.startsWith(QLatin1String("invalid literal")))
        what = tr("a word that is not true, false or null (text needs double quotes)");
    else if (rest.contains(QLatin1String("missing closing quote")))
        what = tr("a text is not closed with a double quote");
    else if (rest.contains(QLatin1String("control character")))
        what = tr("a line break or tab inside a text must be written as \\n or \\t");
    else if (rest.startsWith(QLatin1String("invalid number")))
        what = tr("a number is not written as JSON writes numbers (digits, one \".\", no thousands separator)");
    else if (rest.startsWith(QLatin1String("invalid string")))
        what = tr("a text contains an escape or character JSON does not allow");
    else if (rest.startsWith(QLatin1String("unexpected "))) {
        const QString found = tokenInWords(rest.mid(11).section(QLatin1Char(';'), 0, 0));
        const QString expected = rest.section(QLatin1String("; expected "), 1, 1);
        what = expected.isEmpty() ? tr("%1 was not expected here").arg(found)
                                  : tr("%1 was found, but %2 was expected").arg(found, tokenInWords(expected));
        if (found == QLatin1String("\"}\"") || found == QLatin1String("\"]\""))
            what = tr("%1 (is there a comma too many before it?)").arg(what);
    } else {
        what = rest;
    }
    return tr("%1, %2").arg(where, what);
}

std::optional<json> JsonReader::parse(const QByteArray &text, Diagnostics &diagnostics)
{
    if (const QString encoding = SavedJson::wideEncoding(text); !encoding.isEmpty()) {
        diagnostics.error(
            {}, tr("the file is encoded as %1; JSON files are read as UTF-8, so save it as UTF-8").arg(encoding));
        return std::nullopt;
    }
    if (!StructureScan().run(text, maxDepth, diagnostics))
        return std::nullopt;
    try {
        return json::parse(text.constBegin(), text.constEnd());
    } catch (const json::parse_error &e) {
        // nlohmann reports a byte offset; people look for line and column.
        const qsizetype offset = qMin<qsizetype>(qsizetype(e.byte), text.size());
        int line = 1;
        int column = 1;
        for (qsizetype i = 0; i + 1 < offset; ++i) {
            if (text.at(i) == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        diagnostics.error({},
                          tr("JSON syntax error at line %1, column %2: %3")
                              .arg(line)
                              .arg(column)
                              .arg(syntaxErrorInWords(QString::fromUtf8(e.what()))));
    } catch (const json::exception &e) {
        diagnostics.error({}, tr("JSON could not be read: %1").arg(QString::fromUtf8(e.what())));
    }
    return std::nullopt;
}

bool JsonReader::expectObject(const JsonNode &node)
{
    if (node.value && node.value->is_object())
        return true;
    if (node.value)
        typeError(node.pointer.isEmpty() ? QStringLiteral("/") : node.pointer, tr("an object"), *node.value);
    return false;
}

void JsonReader::warnUnknownKeys(const JsonNode &node, const QStringList &known)
{
    if (!node.value || !node.value->is_object())
        return;
    for (auto it = node.value->begin(); it != node.value->end(); ++it) {
        const QString key = QString::fromStdString(it.key());
        if (!known.contains(key))
            m_diag.warning(node.pointer + QLatin1Char('/') + jsonPointerToken(key), tr("unknown field, ignored"));
    }
}

QString JsonReader::pointerTo(const JsonNode &node, const char *key)
{
    return node.pointer + QLatin1Char('/') + jsonPointerToken(QString::fromUtf8(key));
}

const json *JsonReader::find(const JsonNode &node, const char *key)
{
    if (node.value && node.value->is_object()) {
        const auto it = node.value->find(key);
        if (it != node.value->end())
            return &*it;
    }
    return nullptr;
}

JsonNode JsonReader::child(const JsonNode &node, const char *key) const
{
    return {find(node, key), pointerTo(node, key)};
}

const json *JsonReader::field(const JsonNode &node, const char *key, Presence presence)
{
    // The pointer string is built only for a message: building it for every field read was most of
    // the time spent loading the catalog at start-up.
    const json *value = find(node, key);
    if (!value || value->is_null()) {
        if (presence == Presence::Required && node.value && node.value->is_object())
            m_diag.error(pointerTo(node, key), tr("required field is missing"));
        return nullptr;
    }
    return value;
}

void JsonReader::typeError(const QString &pointer, const QString &expected, const json &got)
{
    m_diag.error(pointer, tr("expected %1, found %2").arg(expected, typeName(got)));
}

std::vector<JsonNode> JsonReader::array(const JsonNode &node, const char *key, Presence presence)
{
    std::vector<JsonNode> items;
    const json *value = field(node, key, presence);
    if (!value)
        return items;
    if (!value->is_array()) {
        typeError(pointerTo(node, key), tr("an array"), *value);
        return items;
    }
    items.reserve(value->size());
    const QString pointer = pointerTo(node, key);
    for (std::size_t i = 0; i < value->size(); ++i)
        items.push_back({&(*value)[i], pointer + QLatin1Char('/') + QString::number(i)});
    return items;
}

std::optional<double> JsonReader::number(const JsonNode &node, const char *key, Presence presence, NumberRange range)
{
    const json *value = field(node, key, presence);
    if (!value)
        return std::nullopt;
    if (!value->is_number()) {
        typeError(pointerTo(node, key), tr("a number"), *value);
        return std::nullopt;
    }
    const double v = value->get<double>();
    const bool tooLow = range.minExclusive ? !(v > range.min) : !(v >= range.min);
    if (!std::isfinite(v) || tooLow || v > range.max) {
        const QString expected = range.minExclusive
            ? tr("a number greater than %1 and at most %2").arg(formatNumber(range.min), formatNumber(range.max))
            : tr("a number from %1 to %2").arg(formatNumber(range.min), formatNumber(range.max));
        m_diag.error(pointerTo(node, key), tr("expected %1, found %2").arg(expected, formatNumber(v)));
        return std::nullopt;
    }
    return v;
}

std::optional<int> JsonReader::integer(const JsonNode &node, const char *key, Presence presence, NumberRange range)
{
    const json *value = field(node, key, presence);
    if (!value)
        return std::nullopt;
    if (!value->is_number()) {
        typeError(pointerTo(node, key), tr("a whole number"), *value);
        return std::nullopt;
    }
    // 2048.0 is a whole number as far as anyone editing the file is concerned; 2048.5 is not.
    const double whole = value->get<double>();
    if (value->is_number_float() && (!std::isfinite(whole) || std::trunc(whole) != whole)) {
        m_diag.error(pointerTo(node, key), tr("expected a whole number, found %1").arg(formatNumber(whole)));
        return std::nullopt;
    }
    range.min = std::max<double>(range.min, std::numeric_limits<int>::min());
    range.max = std::min<double>(range.max, std::numeric_limits<int>::max());
    const std::optional<double> v = number(node, key, presence, range);
    return v ? std::optional<int>(int(*v)) : std::nullopt;
}

std::optional<bool> JsonReader::boolean(const JsonNode &node, const char *key, Presence presence)
{
    const json *value = field(node, key, presence);
    if (!value)
        return std::nullopt;
    if (!value->is_boolean()) {
        typeError(pointerTo(node, key), tr("true or false"), *value);
        return std::nullopt;
    }
    return value->get<bool>();
}

QString JsonReader::string(const JsonNode &node, const char *key, Presence presence)
{
    const json *value = field(node, key, presence);
    if (!value)
        return {};
    if (!value->is_string()) {
        typeError(pointerTo(node, key), tr("a string"), *value);
        return {};
    }
    const QString s = QString::fromStdString(value->get<std::string>());
    if (presence == Presence::Required && s.trimmed().isEmpty())
        m_diag.error(pointerTo(node, key), tr("must not be empty"));
    return s;
}

QString JsonReader::choice(const JsonNode &node, const char *key, Presence presence, const QStringList &allowed)
{
    const json *value = field(node, key, presence);
    if (!value)
        return {};
    const QString s = string(node, key, presence);
    if (value->is_string() && !allowed.contains(s)) {
        m_diag.error(pointerTo(node, key),
                     tr("expected one of %1, found \"%2\"").arg(allowed.join(QStringLiteral(", ")), s));
        return {};
    }
    return s;
}

QStringList JsonReader::stringList(const JsonNode &node, const char *key, Presence presence)
{
    QStringList result;
    for (const JsonNode &item : array(node, key, presence)) {
        if (!item.value->is_string()) {
            typeError(item.pointer, tr("a string"), *item.value);
            continue;
        }
        result << QString::fromStdString(item.value->get<std::string>());
    }
    return result;
}

LocalizedText JsonReader::localized(const JsonNode &node, const char *key, Presence presence)
{
    const json *value = field(node, key, presence);
    if (!value)
        return {};
    if (value->is_string()) // a plain string is accepted as English-only text
        return {QString::fromStdString(value->get<std::string>()), {}};
    if (!value->is_object()) {
        typeError(pointerTo(node, key), tr("an object with \"en\" and \"zh_CN\" texts"), *value);
        return {};
    }
    const JsonNode textNode{value, pointerTo(node, key)};
    LocalizedText text;
    text.en = string(textNode, "en", Presence::Required);
    text.zhCN = string(textNode, "zh_CN", Presence::Optional);
    return text;
}

QString JsonReader::date(const JsonNode &node, const char *key, Presence presence)
{
    const json *value = field(node, key, presence);
    if (!value)
        return {};
    const QString s = string(node, key, presence);
    if (value->is_string() && !QDate::fromString(s, Qt::ISODate).isValid()) {
        m_diag.error(pointerTo(node, key), tr("expected a date as YYYY-MM-DD, found \"%1\"").arg(s));
        return {};
    }
    return s;
}

} // namespace Advisor
