// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicontext.h"

namespace Advisor::Cli {

/**
 * "export --scenario FILE --pdf OUT [--csv OUT] [--lang en|zh_CN] [--customer NAME] [--prepared-by NAME]
 *  [--catalog FILE] [--rules FILE] [--top N] [--no-bom]"
 * Needs a QApplication (the PDF's charts are Qt Charts views); main() creates one for this command.
 */
int runExportCommand(const QStringList &args, Context &context);

} // namespace Advisor::Cli
