// SPDX-License-Identifier: Apache-2.0
#include "models/scenario/modelconfigimport.h"

#include "models/io/boundedread.h"
#include "models/util/jsonreader.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Advisor {

std::optional<ImportedModelConfig> ModelConfigImport::fromFile(const QString &path, QString *error)
{
    // A config.json is a few KiB; anything larger is the wrong file (e.g. the weights index).
    const std::optional<QByteArray> bytes = BoundedRead::read(path, maxFileBytes, error);
    if (!bytes)
        return std::nullopt;
    return fromJson(*bytes, error);
}

namespace {
QString describe(const nlohmann::json &value)
{
    switch (value.type()) {
    case nlohmann::json::value_t::string:
        return ModelConfigImport::tr("a string (\"%1\")").arg(QString::fromStdString(value.get<std::string>()));
    case nlohmann::json::value_t::boolean:
        return ModelConfigImport::tr("a boolean");
    case nlohmann::json::value_t::array:
        return ModelConfigImport::tr("an array");
    case nlohmann::json::value_t::object:
        return ModelConfigImport::tr("an object");
    case nlohmann::json::value_t::null:
        return ModelConfigImport::tr("null");
    default:
        return QString::number(value.get<double>(), 'g', 10);
    }
}
/** The messages of a file that is no JSON at all. */
QString errorsOf(const Diagnostics &diagnostics)
{
    QStringList reasons;
    for (const Diagnostic &d : diagnostics.items()) {
        if (d.severity == Diagnostic::Severity::Error)
            reasons << d.message;
    }
    return reasons.join(QLatin1Char('\n'));
}

// The first of the names that is present counts; present with a value that is no whole number
// above 0 is an error that names it, not "missing".
class WholeNumberReader
{
public:
    explicit WholeNumberReader(const nlohmann::json &object)
        : o(object)
    { }

    int operator()(std::initializer_list<const char *> keys)
    {
        for (const char *key : keys) {
            const auto it = o.find(key);
            if (it == o.end() || it->is_null())
                continue;
            const double v = it->is_number() ? it->get<double>() : 0;
            if (!it->is_number() || !std::isfinite(v) || std::trunc(v) != v || v < 1
                || v > std::numeric_limits<int>::max()) {
                if (badField.isEmpty())
                    badField = ModelConfigImport::tr("%1 is %2; expected a whole number above 0")
                                   .arg(QLatin1String(key), describe(*it));
                return 0;
            }
            return int(v);
        }
        return 0;
    }

    QString badField; // the first field that was present but no whole number above 0
private:
    const nlohmann::json &o;
};

/** Reads the shape's fields; returns the error of the first bad one, empty when all are usable. */
QString readShape(const nlohmann::json &o, ArchitectureInput &a)
{
    WholeNumberReader integer(o);
    a.layers = integer({"num_hidden_layers", "n_layer", "num_layers"});
    a.hidden = integer({"hidden_size", "n_embd", "d_model"});
    a.heads = integer({"num_attention_heads", "n_head"});
    a.kvHeads = integer({"num_key_value_heads"});
    if (a.kvHeads == 0)
        a.kvHeads = a.heads;
    a.ffn = integer({"intermediate_size", "n_inner", "ffn_dim"});
    a.vocab = integer({"vocab_size"});
    a.headDim = integer({"head_dim"});
    return integer.badField;
}

// Absurd shapes come from the wrong file or a hand edit; refuse them rather than size a 10^20-parameter model.
QString implausibleField(const ArchitectureInput &a)
{
    const struct
    {
        const char *name;
        int value;
        int max;
    } limits[] = {{"num_hidden_layers", a.layers, 1000},   {"hidden_size", a.hidden, 1 << 20},
                  {"num_attention_heads", a.heads, 10000}, {"num_key_value_heads", a.kvHeads, a.heads},
                  {"intermediate_size", a.ffn, 1 << 22},   {"vocab_size", a.vocab, 10000000},
                  {"head_dim", a.headDim, 10000}};
    for (const auto &limit : limits) {
        if (limit.value > limit.max) {
            return ModelConfigImport::tr("%1 = %2 is outside the plausible range (at most %3)")
                .arg(QLatin1String(limit.name))
                .arg(limit.value)
                .arg(limit.max);
        }
    }
    return {};
}

// Attention (Q, O full width; K, V at the KV width), a gated MLP (3 matrices), embeddings.
double estimateParameters(const ArchitectureInput &a, bool tiedEmbeddings)
{
    const double h = a.hidden;
    const double kvWidth = static_cast<double>(a.kvHeads) * a.headDim;
    const double attention = 2 * h * h + 2 * h * kvWidth;
    const double mlp = 3 * h * a.ffn;
    return a.layers * (attention + mlp) + (tiedEmbeddings ? 1 : 2) * h * a.vocab;
}

} // namespace

std::optional<ImportedModelConfig> ModelConfigImport::fromJson(const QByteArray &json, QString *error)
{
    Diagnostics diagnostics;
    const std::optional<nlohmann::json> document = JsonReader::parse(json, diagnostics);
    if (!document) {
        *error = errorsOf(diagnostics);
        return std::nullopt;
    }
    if (!document->is_object()) {
        *error = tr("The file holds %1 at the top level; a config.json is one JSON object").arg(describe(*document));
        return std::nullopt;
    }
    const nlohmann::json &o = *document;
    ImportedModelConfig result;
    ArchitectureInput &a = result.architecture;
    if (const QString badField = readShape(o, a); !badField.isEmpty()) {
        *error = badField;
        return std::nullopt;
    }
    if (a.headDim == 0 && a.heads > 0)
        a.headDim = a.hidden / a.heads;
    if (a.ffn == 0)
        a.ffn = int(std::min<qint64>(4 * qint64(a.hidden), std::numeric_limits<int>::max())); // no int overflow
    if (const auto type = o.find("model_type"); type != o.end() && type->is_string())
        result.name = QString::fromStdString(type->get<std::string>());
    if (a.layers == 0 || a.hidden == 0 || a.heads == 0) {
        *error = tr("The file has no num_hidden_layers, hidden_size or num_attention_heads");
        return std::nullopt;
    }
    if (const QString implausible = implausibleField(a); !implausible.isEmpty()) {
        *error = implausible;
        return std::nullopt;
    }
    const auto tiedValue = o.find("tie_word_embeddings");
    const bool tied = tiedValue != o.end() && tiedValue->is_boolean() && tiedValue->get<bool>();
    result.parameters = estimateParameters(a, tied);
    // The wizard saves what was imported in a scenario file: it must be a size such a file accepts.
    if (!(result.parameters >= minParameters && result.parameters <= maxParameters)) {
        *error = tr("this shape has %1 parameters, outside the plausible range (%2 to %3)")
                     .arg(result.parameters, 0, 'g', 3)
                     .arg(minParameters, 0, 'g', 3)
                     .arg(maxParameters, 0, 'g', 3);
        return std::nullopt;
    }
    return result;
}

} // namespace Advisor
