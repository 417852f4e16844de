// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicontext.h"

namespace Advisor::Cli {

/**
 * export: the PDF report, the comparison as CSV and/or a workbook. Needs a QApplication (the PDF's charts
 * are Qt Charts views); main() creates one for this command.
 */
int runExportCommand(ParsedArgs &args, Context &context);

} // namespace Advisor::Cli
