// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>

namespace Advisor {
struct Catalog;
}

namespace Advisor::Ui {

/**
 * Help › About: the program's name, version and licence (Apache-2.0), the catalog in use (version,
 * price date, where its facts and prices come from) and the third-party notices the package installs
 * in /usr/share/doc/gpu-advisor/ (issue 20).
 */
class AboutDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AboutDialog)

public:
    AboutDialog(const Catalog &catalog, QWidget *parent = nullptr);

    /** THIRD-PARTY-NOTICES as embedded in the program. */
    static QString thirdPartyNotices();
};

} // namespace Advisor::Ui
