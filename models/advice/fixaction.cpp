// SPDX-License-Identifier: Apache-2.0
#include "models/advice/fixaction.h"

namespace Advisor {

namespace {
struct KindName
{
    FixAction::Kind kind;
    const char *name;
};
constexpr KindName kindNames[] = {
    {FixAction::Kind::SetStorage, "set-storage"},
    {FixAction::Kind::SetBilling, "set-billing"},
    {FixAction::Kind::SetCheckpointing, "set-checkpointing"},
    {FixAction::Kind::ChooseInstance, "choose-instance"},
};
} // namespace

QString FixAction::kindName(Kind kind)
{
    for (const KindName &k : kindNames) {
        if (k.kind == kind)
            return QString::fromLatin1(k.name);
    }
    return {};
}

std::optional<FixAction::Kind> FixAction::kindFromName(const QString &name)
{
    for (const KindName &k : kindNames) {
        if (name == QLatin1String(k.name))
            return k.kind;
    }
    return std::nullopt;
}

std::optional<Scenario> applyFix(const Scenario &scenario, const FixAction &fix)
{
    Scenario changed = scenario;
    switch (fix.kind) {
    case FixAction::Kind::SetStorage:
        changed.data.storage = fix.value;
        return changed;
    case FixAction::Kind::SetBilling:
        changed.constraints.billing = QStringList{fix.value};
        return changed;
    case FixAction::Kind::SetCheckpointing:
        changed.constraints.checkpointing = fix.value == QLatin1String("true");
        return changed;
    case FixAction::Kind::ChooseInstance:
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace Advisor
