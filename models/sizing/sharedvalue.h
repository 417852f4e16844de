// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <memory>
#include <utility>

namespace Advisor {

/**
 * A value that is set once and then only read, shared by every copy of the row that holds it. Rows
 * are copied and freed by the thousand on every recompute, and a part most rows leave at its default
 * (the serving economics of a training row) should cost them a pointer, not its size. Unset, it
 * reads as a default-constructed T.
 */
template<typename T> class SharedValue
{
public:
    SharedValue() = default;
    SharedValue(T value)
        : m_value(std::make_shared<const T>(std::move(value)))
    { }
    /** Shares a value another owner keeps (a price book's resolved price). */
    explicit SharedValue(std::shared_ptr<const T> shared)
        : m_value(std::move(shared))
    { }

    const T &operator*() const { return m_value ? *m_value : unset(); }
    const T *operator->() const { return &**this; }
    bool isSet() const { return m_value != nullptr; }
    /** The shared value itself; null when unset. */
    const std::shared_ptr<const T> &shared() const { return m_value; }

private:
    static const T &unset()
    {
        static const T value;
        return value;
    }

    std::shared_ptr<const T> m_value;
};

} // namespace Advisor
