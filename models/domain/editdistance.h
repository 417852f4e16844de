// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace Advisor {

/**
 * Edit (Levenshtein) distance between two strings: single-character insertions, deletions, substitutions.
 * What "did you mean" suggestions rank by: preset names, command names.
 */
int editDistance(const QString &a, const QString &b);

} // namespace Advisor
