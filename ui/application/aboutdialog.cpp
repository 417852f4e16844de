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
    // Prices carry their own dates (a 2023 console snapshot beside a 2026 quote): the range, not one date.
    QString oldest = catalog.priceDate;
    QString newest = catalog.priceDate;
    for (const PriceRecord &p : catalog.prices) {
        if (p.date.isEmpty())
            continue;
        oldest = oldest.isEmpty() || p.date < oldest ? p.date : oldest;
        newest = newest.isEmpty() || p.date > newest ? p.date : newest;
    }
    const QString dates = oldest == newest ? oldest : tr("%1 to %2").arg(oldest, newest);
    catalogLabel->setText(tr("Catalog: %1, version %2, prices dated %3. Facts come from public documentation and "
                             "measurements, prices from Alibaba Cloud's price pages and price API, each cited in the "
                             "catalog (%n source(s)). Prices are for reference only: confirm current prices with "
                             "Alibaba Cloud before quoting them.",
                             nullptr, int(catalog.sources.size()))
                              .arg(catalogName, catalog.version, dates));

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
