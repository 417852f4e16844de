// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"

#include <optional>
#include <vector>

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Advisor {

/** One instance type as DescribeInstanceTypes describes it, in the catalog's units. */
struct AliyunTypeSpec
{
    QString id;
    QString family; // without "ecs."
    int vcpu = 0;
    double memoryGiB = 0;
    int gpuAmount = 0;
    QString gpuSpec;                 // "NVIDIA A10"; FPGA types fill it too
    std::optional<double> gpuMemory; // per GPU, when the answer gives it
    std::optional<double> bandwidthGbits;
};

/** One field where Alibaba's description and the catalog disagree. */
struct SpecChange
{
    QString instanceType;
    QString field; // the catalog's key: vcpu, memoryGiB, gpuCount, gpuMemoryGB, networkGbits
    double catalogValue = 0;
    double apiValue = 0;
};

struct SpecDiff
{
    std::vector<AliyunTypeSpec> newTypes; // NVIDIA GPU types the catalog lacks
    std::vector<SpecChange> changes;
    int compared = 0; // types found in both
};

/**
 * Reads DescribeInstanceTypes answers and compares them with the catalog. Only types whose GPUSpec
 * names an NVIDIA GPU count as new: FPGA types fill the GPU fields too. Differences are shown and
 * may be written into a copy of the catalog file, never merged into the catalog in use.
 */
class AliyunSpecs
{
    Q_DECLARE_TR_FUNCTIONS(AliyunSpecs)

public:
    /** Every type of one answer; *nextToken is set when more pages follow. */
    static std::optional<std::vector<AliyunTypeSpec>> parse(const QByteArray &json, QString *error,
                                                            QString *nextToken = nullptr);
    static SpecDiff compare(const std::vector<AliyunTypeSpec> &specs, const Catalog &catalog);
    /** The catalog file's JSON with each change applied to its instance type; nothing else touched. */
    static std::optional<QByteArray> apply(const QByteArray &catalogJson, const std::vector<SpecChange> &changes,
                                           QString *error);
};

} // namespace Advisor
