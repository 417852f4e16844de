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

/**
 * A count of GPUs, instances, copies or users. A whole one is written in full with the locale's grouping
 * (100,000 users need 11,432 GPUs, never "1.14E+04"); a fraction keeps `significant` figures in plain
 * notation, and one of 100 or more is rounded to a whole.
 */
inline QString count(double v, int significant = 3)
{
    if (!std::isfinite(v))
        return QLocale().toString(v);
    const double magnitude = std::abs(v);
    if (magnitude >= 100 || v == std::round(v))
        return magnitude < 9e15 ? QLocale().toString(qint64(std::llround(v))) : QLocale().toString(v, 'f', 0);
    const int decimals = std::max(0, significant - 1 - int(std::floor(std::log10(magnitude))));
    const double scale = std::pow(10.0, decimals);
    return QLocale().toString(std::round(v * scale) / scale, 'f', QLocale::FloatingPointShortest);
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
