// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>

namespace Advisor {

/**
 * The names of the example scenarios the program ships (resources/scenarios/), in the reader's language.
 * A scenario file holds its name as one string; an example opened in Chinese would put an English name on
 * the window's title, the report's cover and the spreadsheet. A name the user typed is their own and stays
 * as typed.
 */
namespace ExampleNames {

/** The example's name in the current language; any other name unchanged. */
QString translated(const QString &name);
/** Every example name, in English (tests check each shipped example is listed). */
QStringList all();

} // namespace ExampleNames

} // namespace Advisor
