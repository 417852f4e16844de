// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/sizing/finding.h"
#include "models/sizing/recommendation.h"

#include <vector>

#include <QCoreApplication>
#include <QStringList>

namespace Advisor {

/** An assumption as the user reads it. */
struct AssumptionLine
{
    QString id;
    QString label; // e.g. "Model FLOPs utilisation"
    QString value; // with its unit, e.g. "35 % of dense peak"
    QString source; // a short note and the public sources, e.g. "published large A100 runs …; Title — Publisher, Year"
};

/** Words the engine's findings and assumptions in the current language: the display edge of the results. */
class FindingText
{
    Q_DECLARE_TR_FUNCTIONS(FindingText)

public:
    /** One sentence (fragment) for the finding; catalog names billing models, may be null. */
    static QString text(const Finding &finding, const Catalog *catalog = nullptr);
    static QStringList texts(const Findings &findings, const Catalog *catalog = nullptr);
    /** Label, value and source of an assumption; the catalog turns its source keys into citations. */
    static AssumptionLine assumption(const Assumption &assumption, const Catalog *catalog);
    static std::vector<AssumptionLine> assumptions(const std::vector<Assumption> &assumptions, const Catalog *catalog);
    /**
     * The citations of sources by key, in the language shown now: the catalog's entry, else the one in
     * `checkedAgainst` (the table an advice rule was checked against when it loaded), else the key.
     */
    static QString citations(const QStringList &sourceKeys, const Catalog &catalog,
                             const QHash<QString, SourceRef> &checkedAgainst);
    /** "24.5 tokens/s for each user; 1,714 tokens/s in all" for a generative serving row; empty otherwise. */
    static QString servingSpeeds(const Configuration &configuration);
    /** "its KV cache holds 12 requests of 4,608 tokens; the longest request that fits is 61,440 tokens". */
    static QString servingCapacity(const Configuration &configuration, int tokensPerRequest);
    /** A GPU count; a vGPU slice's share of one card as "1/12" rather than "0.0833". */
    static QString gpuCount(double count);
    /** True when each instance holds a vGPU slice (a share of one card) rather than whole GPUs. */
    static bool isVgpuSlice(double gpusPerInstance);
    /** The row's GPUs in all: "8", or its vGPU slices as slices, "4 × 1/24 GPU (vGPU slices)". */
    static QString totalGpus(const RowLayout &layout);
    /** The preset's name, or "custom model, N B parameters". */
    static QString modelName(const WorkloadProfile &profile);
    /** "faster-whisper", "Hugging Face Transformers (batched)": a speech engine as users know it. */
    static QString speechEngineName(SpeechEngine engine);
    /** "SGLang", "LMDeploy (TurboMind)": an LLM serving engine as users know it. */
    static QString llmEngineName(LlmEngine engine);

private:
    // Each words the findings of its group and returns a null string for a kind outside it.
    static QString leadText(const Finding &f, const Catalog *catalog);
    static QString reasonText(const Finding &f, const Catalog *catalog);
    static QString unsupportedText(const Finding &f, const Catalog *catalog);
    static QString problemText(const Finding &f, const Catalog *catalog);
    static QString fitAdviceText(const Finding &f, const Catalog *catalog);
    static QString servingLengthText(const Finding &f, const Catalog *catalog); // servinglengthtext.cpp
    // Each words the assumptions of its group and returns false for an id outside it.
    static bool wordTrainingAssumption(const Assumption &a, AssumptionLine &line, QString &note);
    static bool wordTrainingMemoryAssumption(const Assumption &a, AssumptionLine &line, QString &note);
    static bool wordRecommenderAssumption(const Assumption &a, AssumptionLine &line, QString &note);
    static bool wordDiffusionAssumption(const Assumption &a, AssumptionLine &line, QString &note);
    static bool wordVideoAssumption(const Assumption &a, AssumptionLine &line, QString &note);
    static bool wordLlmEngineAssumption(const Assumption &a, AssumptionLine &line, QString &note);
    static bool wordMaxModelLengthAssumption(const Assumption &a, AssumptionLine &line, QString &note);
    static bool wordSpeculativeAssumption(const Assumption &a, AssumptionLine &line, QString &note);
    static bool wordServingMemoryAssumption(const Assumption &a, AssumptionLine &line, QString &note);
    static bool wordServingSpeedAssumption(const Assumption &a, AssumptionLine &line, QString &note);
    static bool wordSpeechAssumption(const Assumption &a, AssumptionLine &line, QString &note);
    static bool wordMemoryAssumption(const Assumption &a, AssumptionLine &line, QString &note);
    static bool wordBorrowedSpeedAssumption(const Assumption &a, AssumptionLine &line, QString &note);
};

} // namespace Advisor
