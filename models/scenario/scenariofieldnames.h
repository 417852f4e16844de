// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace Advisor::ScenarioFields {

/**
 * A scenario file's field in the words the wizard uses for it ("Concurrent requests"), in the UI language,
 * for the JSON pointer of a problem there ("/workload/inference/concurrency", "/project/phases/2/months");
 * empty for a pointer that names no field (a whole section, an unknown key).
 */
QString nameOf(const QString &pointer);

} // namespace Advisor::ScenarioFields
