// SPDX-License-Identifier: Apache-2.0
#include "models/domain/editdistance.h"

#include <algorithm>
#include <vector>

namespace Advisor {

int editDistance(const QString &a, const QString &b)
{
    // One row of the dynamic-programming table at a time.
    std::vector<int> row(std::size_t(b.size()) + 1);
    for (std::size_t j = 0; j < row.size(); ++j)
        row[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[std::size_t(j)];
            const int substitution = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1);
            row[std::size_t(j)] = std::min({above + 1, row[std::size_t(j) - 1] + 1, substitution});
            diagonal = above;
        }
    }
    return row.back();
}

} // namespace Advisor
