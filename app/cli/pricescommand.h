// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicontext.h"

namespace Advisor::Cli {

/** prices fetch: list prices, spot prices and stock from the user's own `aliyun` client. */
int runPricesFetch(ParsedArgs &args, Context &context);

/**
 * While one lives, Ctrl-C, TERM and a hangup (a closed terminal) ask a running `aliyun` call to stop
 * (requested()) instead of ending the program, so that what was fetched and the log are kept and the
 * client, which runs in a process group of its own and gets none of these, is stopped too. The
 * previous handlers come back with its end.
 */
class InterruptGuard
{
public:
    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard &) = delete;
    InterruptGuard &operator=(const InterruptGuard &) = delete;

    static bool requested();

private:
    void (*m_int)(int);
    void (*m_term)(int);
    void (*m_hup)(int);
};

} // namespace Advisor::Cli
