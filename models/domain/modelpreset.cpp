#include "models/domain/modelpreset.h"

namespace Advisor {

const ModelPreset *ModelPresetLibrary::preset(const QString &id) const
{
    for (const ModelPreset &p : presets) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

} // namespace Advisor
