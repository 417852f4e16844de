// SPDX-License-Identifier: Apache-2.0
#include "ui/application/aboutdialog.h"

#include "models/domain/catalog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Advisor::Ui {

AboutDialog::AboutDialog(const Catalog &catalog, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About GPU Instance Advisor"));

    auto *title = new QLabel(this);
    title->setObjectName(QStringLiteral("aboutTitle"));
    title->setText(QStringLiteral("<b>%1</b> %2")
                       .arg(tr("GPU Instance Advisor").toHtmlEscaped(),
                            tr("version %1").arg(QStringLiteral(GPUADVISOR_VERSION)).toHtmlEscaped()));

    auto *licence = new QLabel(tr("Licensed under the Apache License 2.0."), this);
    licence->setObjectName(QStringLiteral("aboutLicence"));

    // The catalog in use, which may be one the user opened rather than the built-in one.
    const QString catalogName = catalog.name.isEmpty() ? tr("(unnamed)") : catalog.displayName();
    auto *catalogLabel = new QLabel(this);
    catalogLabel->setObjectName(QStringLiteral("aboutCatalog"));
    catalogLabel->setWordWrap(true);
    catalogLabel->setText(
        tr("Catalog: %1, version %2, prices as of %3.").arg(catalogName, catalog.version, catalog.priceDate) + u' '
        + tr("Facts and prices come from public documentation and measurements, each cited in the catalog "
             "(%n source(s)). Prices are for reference only: confirm current prices with Alibaba Cloud "
             "before quoting them.",
             nullptr, int(catalog.sources.size())));

    auto *noticesLabel = new QLabel(tr("Third-party notices:"), this);
    auto *notices = new QPlainTextEdit(this);
    notices->setObjectName(QStringLiteral("thirdPartyNotices"));
    notices->setReadOnly(true);
    notices->setLineWrapMode(QPlainTextEdit::NoWrap);
    notices->setPlainText(thirdPartyNotices());
    noticesLabel->setBuddy(notices);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(licence);
    layout->addWidget(catalogLabel);
    layout->addWidget(noticesLabel);
    layout->addWidget(notices, 1);
    layout->addWidget(buttons);
    resize(720, 560);
}

QString AboutDialog::thirdPartyNotices()
{
    QFile file(QStringLiteral(":/legal/THIRD-PARTY-NOTICES"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

} // namespace Advisor::Ui
