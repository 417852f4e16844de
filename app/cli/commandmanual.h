// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace Advisor::Cli {

/** The manual page's SYNOPSIS section, its ".SH" line included: every command's synopsis, from the table. */
QString manPageSynopsis();

/** The manual page's COMMANDS section: each command's paragraph, then each of its options, described. */
QString manPageCommands();

/**
 * The page with its SYNOPSIS and COMMANDS sections replaced by the generated ones, the rest as it is:
 * what packaging/gpu-advisor.1 must read (tst_cli compares them).
 */
QString withGeneratedManSections(const QString &page);

} // namespace Advisor::Cli
