// SPDX-License-Identifier: Apache-2.0
// How the finding and assumption texts (findingtext.cpp, assumptiontext.cpp) write their numbers; private to them.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

#include <QLocale>
#include <QString>

namespace Advisor::FindingNumbers {

inline QString num(double v, int decimals = 1)
{
    return QLocale().toString(v, 'f', decimals);
}

inline QString count(double v)
{
    return QLocale().toString(v, 'g', 3);
}

/**
 * A count a finding carries as a number, as an int. The figures come from whatever scenario was given,
 * and one that asks the absurd (a deadline of 1e-300 h) yields counts past int's range, where a plain
 * cast is undefined: those are held at the range's ends, which still read as "too many".
 */
inline int whole(double v)
{
    if (std::isnan(v))
        return 0;
    return int(std::clamp(v, double(std::numeric_limits<int>::min()), double(std::numeric_limits<int>::max())));
}

} // namespace Advisor::FindingNumbers
