// SPDX-License-Identifier: Apache-2.0
// The max model length a text LLM's engine is started for, as the user reads it: the findings of a row whose
// engine would not start as launched, and the assumption that states the length used.
#include "models/text/findingtext.h"

#include "models/text/findingnumbers.h"

#include <QLocale>

namespace Advisor {

namespace {
using FindingNumbers::whole;

QString tokens(double v)
{
    return QLocale().toString(whole(v));
}

/** The engine's own option for it, as its command line spells it (vLLM's for the default). */
QString lengthOption(const QString &engineId, int length)
{
    const auto engine = llmEngineFromString(engineId).value_or(LlmEngine::Default);
    const QString value = QString::number(length); // a command line takes no group separators
    switch (engine) {
    case LlmEngine::Sglang:
        return QStringLiteral("--context-length ") + value;
    case LlmEngine::TensorRtLlm:
        return QStringLiteral("--max_seq_len ") + value;
    case LlmEngine::Lmdeploy:
        return QStringLiteral("--session-len ") + value;
    case LlmEngine::Default:
    case LlmEngine::Vllm:
        break;
    }
    return QStringLiteral("--max-model-len ") + value;
}
} // namespace

QString FindingText::servingLengthText(const Finding &f, const Catalog *catalog)
{
    using K = Finding::Kind;
    Q_UNUSED(catalog);
    switch (f.kind) {
    case K::MaxModelLengthToSet:
        return tr("started with its defaults, the engine reserves the model's full context of %1 tokens, but the "
                  "KV cache of one copy holds %2, so it would refuse to start: start it with %3 (every request of "
                  "this scenario fits), or set a max model length in the scenario")
            .arg(tokens(f.number(0)), tokens(f.number(1)), lengthOption(f.name(0), whole(f.number(2))));
    case K::MaxModelLengthDoesNotFit:
        return tr("the engine would not start: a max model length of %1 tokens does not fit the KV cache of one copy, "
                  "which holds %2 tokens beside the weights even on the widest split this row allows; set a shorter "
                  "max model length (at least %3 tokens for one request), or use more GPUs per copy or a GPU with "
                  "more memory")
            .arg(tokens(f.number(0)), tokens(f.number(1)), tokens(f.number(2)));
    case K::MaxModelLengthBelowRequest:
        return tr("the engine would refuse every request: a max model length of %1 tokens is shorter than one "
                  "request of %2 tokens; set at least %2")
            .arg(tokens(f.number(0)), tokens(f.number(1)));
    default:
        return {};
    }
}

bool FindingText::wordMaxModelLengthAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    if (a.id != AssumptionId::MaxModelLength)
        return false;
    const QString length = tokens(a.numbers.value(0));
    const QString from = a.names.value(0);
    line.label = tr("Max model length");
    if (from == QLatin1String("scenario"))
        line.value = tr("%1 tokens, as the scenario sets it: a copy's KV cache must hold one sequence this long "
                        "beside the weights")
                         .arg(length);
    else if (from == QLatin1String("model"))
        line.value = tr("%1 tokens, the model's own context, which the engine reserves when not told otherwise; "
                        "where a copy's KV cache holds less, the row names the shorter length to start it with")
                         .arg(length);
    else
        line.value = tr("%1 tokens, one request of the scenario: the model states no context of its own").arg(length);
    note = tr("the engine refuses to start unless one sequence of max_model_len tokens fits its KV cache; it "
              "refuses requests longer than that");
    return true;
}

/** numbers: acceptance length, draft tokens, a proposed token's share of a step, the memory-bound gain. */
bool FindingText::wordSpeculativeAssumption(const Assumption &a, AssumptionLine &line, QString &note)
{
    if (a.id != AssumptionId::SpeculativeDecoding)
        return false;
    const QString method = a.names.value(0);
    const QString proposer = method == QLatin1String("draft") ? tr("a draft model")
        : method == QLatin1String("eagle")                    ? tr("EAGLE heads")
        : method == QLatin1String("mtp")                      ? tr("multi-token prediction")
                                                              : tr("n-gram prompt lookup");
    line.label = tr("Speculative decoding");
    line.value =
        tr("%1: %2 tokens kept per step, of %3 proposed and one of the model's own; up to %4× the tokens per "
           "second of one user, less as the batch grows, and a loss once the steps are bound by arithmetic")
            .arg(proposer, QLocale().toString(a.numbers.value(0), 'f', 2),
                 QLocale().toString(whole(a.numbers.value(1))), QLocale().toString(a.numbers.value(3), 'f', 2));
    note = tr("a step checks every proposed token in one pass of the model: nearly free while reading the weights "
              "bounds it, as costly as that many tokens once arithmetic does; each proposed token costs %1 % of "
              "a step")
               .arg(QLocale().toString(a.numbers.value(2) * 100.0, 'f', 1));
    return true;
}

} // namespace Advisor
