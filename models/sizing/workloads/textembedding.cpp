// SPDX-License-Identifier: Apache-2.0
// Text embedding and reranking with decoder-shaped models (Qwen3-Embedding, gte-Qwen2, e5-mistral): each
// request is read once, as a chat model reads its prompt, and answered with one vector or score. Nothing is
// decoded, so no KV cache outlives the request. Such a model trains and fine-tunes as any decoder does.
#include "models/sizing/workloads/servedmodel.h"

#include <algorithm>

namespace Advisor {

namespace {
class TextEmbeddingWorkload final : public ServedModelWorkload
{
public:
    TextEmbeddingWorkload(const Catalog &catalog, const SizingParameters &params)
        : ServedModelWorkload(WorkloadKind::TextEmbedding, catalog, params)
    { }

    /**
     * 2·N FLOPs per token over the layers' weights (the vocabulary is looked up, never multiplied: an
     * embedding has no output head), plus causal attention over the earlier tokens, at the prefill share.
     */
    CopyRate servingRatePerCopy(const Scenario &s, const WorkloadProfile &p, const GpuSpec &gpu, double busGBs,
                                SpeedMemo *memo, Configuration &c) const override
    {
        if (!p.shape)
            return WorkloadModel::servingRatePerCopy(s, p, gpu, busGBs, memo, c);
        const TransformerShape &shape = *p.shape;
        const InferenceInput &in = s.inference;
        // Embedding engines batch requests unpadded: a request costs its own length.
        const double tokens = std::min<double>(in.meanInputTokens.value_or(in.contextLength), shape.context);
        const double layerParameters = std::max(0.0, p.activeParameters - double(shape.vocab) * shape.hidden);
        // QKᵀ and the weighted sum, 2 FLOPs a multiply-add each, over half the token pairs.
        const double attention = 2.0 * shape.layers * tokens * tokens * shape.heads * shape.headDim;
        return transformerPassRate(s, p, gpu, 2.0 * layerParameters * tokens + attention,
                                   std::max(1, c.layout.tensorParallel));
    }
};
} // namespace

std::unique_ptr<WorkloadModel> makeTextEmbeddingWorkload(const Catalog &catalog, const SizingParameters &params)
{
    return std::unique_ptr<WorkloadModel>(new TextEmbeddingWorkload(catalog, params));
}

} // namespace Advisor
