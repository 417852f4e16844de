// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"

#include <optional>

#include <QString>

namespace Advisor {

/** A change the wizard can apply with one click. */
struct FixAction
{
    enum class Kind
    {
        SetStorage,       // value: storage product id
        SetBilling,       // value: billing model id, then the only one considered
        SetCheckpointing, // value: "true" or "false"
        ChooseInstance    // value: instance type id; selects a row, the scenario stays as it is
    };
    Kind kind = Kind::SetStorage;
    QString value;

    bool operator==(const FixAction &) const = default;

    /** "set-storage", "set-billing", "set-checkpointing", "choose-instance": the JSON output and fix: links. */
    static QString kindName(Kind kind);
    static std::optional<Kind> kindFromName(const QString &name);
};

/** The scenario with the fix applied; nullopt where the fix changes the view, not the scenario (ChooseInstance). */
std::optional<Scenario> applyFix(const Scenario &scenario, const FixAction &fix);

} // namespace Advisor
