// SPDX-License-Identifier: Apache-2.0
#include "models/scenario/modelconfigimport.h"

#include <algorithm>
#include <limits>

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace Advisor {

std::optional<ImportedModelConfig> ModelConfigImport::fromFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    // A config.json is a few KiB; anything huge is the wrong file (e.g. the weights index).
    if (file.size() > 1024 * 1024) {
        *error = tr("%1 is too large to be a model config.json").arg(path);
        return std::nullopt;
    }
    return fromJson(file.readAll(), error);
}

std::optional<ImportedModelConfig> ModelConfigImport::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject()) {
        *error = tr("Not a JSON object: %1").arg(parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject o = document.object();
    const auto integer = [&o](std::initializer_list<const char *> keys) {
        for (const char *key : keys) {
            const int v = o.value(QLatin1String(key)).toInt();
            if (v > 0)
                return v;
        }
        return 0;
    };
    ImportedModelConfig result;
    ArchitectureInput &a = result.architecture;
    a.layers = integer({"num_hidden_layers", "n_layer", "num_layers"});
    a.hidden = integer({"hidden_size", "n_embd", "d_model"});
    a.heads = integer({"num_attention_heads", "n_head"});
    a.kvHeads = integer({"num_key_value_heads"});
    if (a.kvHeads == 0)
        a.kvHeads = a.heads;
    a.ffn = integer({"intermediate_size", "n_inner", "ffn_dim"});
    a.vocab = integer({"vocab_size"});
    a.headDim = integer({"head_dim"});
    if (a.headDim == 0 && a.heads > 0)
        a.headDim = a.hidden / a.heads;
    if (a.ffn == 0)
        a.ffn = int(std::min<qint64>(4 * qint64(a.hidden), std::numeric_limits<int>::max())); // no int overflow
    result.name = o.value(QLatin1String("model_type")).toString();
    if (a.layers == 0 || a.hidden == 0 || a.heads == 0) {
        *error = tr("The file has no num_hidden_layers, hidden_size or num_attention_heads");
        return std::nullopt;
    }
    // Absurd shapes come from the wrong file or a hand edit; refuse them rather than size a 10^20-parameter model.
    const struct
    {
        const char *name;
        int value;
        int max;
    } limits[] = {{"num_hidden_layers", a.layers, 1000},   {"hidden_size", a.hidden, 1 << 20},
                  {"num_attention_heads", a.heads, 10000}, {"num_key_value_heads", a.kvHeads, a.heads},
                  {"intermediate_size", a.ffn, 1 << 22},   {"vocab_size", a.vocab, 1 << 24},
                  {"head_dim", a.headDim, 1 << 16}};
    for (const auto &limit : limits) {
        if (limit.value > limit.max) {
            *error = tr("%1 = %2 is outside the plausible range (at most %3)")
                         .arg(QLatin1String(limit.name))
                         .arg(limit.value)
                         .arg(limit.max);
            return std::nullopt;
        }
    }
    // Attention (Q, O full width; K, V at the KV width), a gated MLP (3 matrices), embeddings.
    const double h = a.hidden;
    const double kvWidth = static_cast<double>(a.kvHeads) * a.headDim;
    const double attention = 2 * h * h + 2 * h * kvWidth;
    const double mlp = 3 * h * a.ffn;
    const bool tied = o.value(QLatin1String("tie_word_embeddings")).toBool(false);
    result.parameters = a.layers * (attention + mlp) + (tied ? 1 : 2) * h * a.vocab;
    return result;
}

} // namespace Advisor
