// SPDX-License-Identifier: Apache-2.0
#include "ui/application/pricecontroller.h"

#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/itemmodels/displaytext.h"
#include "models/text/moneyformatter.h"
#include "ui/application/fetchpricesdialog.h"
#include "ui/common/dialogs.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Advisor::Ui {

namespace {
QString amountText(double amount, const QString &billing, const Catalog &catalog)
{
    // The unit matters, and is the one the price file gave it in: the billing model's listed unit.
    const BillingModel *model = catalog.billingModel(billing);
    const QString unit = model && model->listedPriceUnit == PriceUnit::Month ? PriceController::tr("%1 %2/month")
                                                                             : PriceController::tr("%1 %2/h");
    const QString currency = MoneyFormatter::currencyUnit(catalog.currency);
    return unit.arg(QLocale().toString(amount, 'f', amount < 100 ? 3 : 2), currency);
}
} // namespace

PriceController::PriceController(AdvisorSession *session, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
{ }

QDialog *PriceController::buildPreviewDialog(const std::vector<PriceChange> &changes, const Catalog &catalog,
                                             const QString &fileName, QWidget *parent)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("priceImportPreview"));
    dialog->setWindowTitle(tr("Import prices"));
    int changed = 0;
    int added = 0;
    for (const PriceChange &c : changes) {
        changed += c.kind == PriceChange::Kind::Changed ? 1 : 0;
        added += c.kind == PriceChange::Kind::Added ? 1 : 0;
    }
    const QLocale locale;
    auto *summary =
        new QLabel(tr("%1 holds %2 prices: %3 change, %4 are new, %5 stay the same. "
                      "Apply them to the catalog? Edit → Undo price import puts the old ones back.")
                       .arg(fileName, locale.toString(qsizetype(changes.size())), locale.toString(changed),
                            locale.toString(added), locale.toString(qsizetype(changes.size()) - changed - added)),
                   dialog);
    summary->setWordWrap(true);
    auto *table = new QTableWidget(int(changes.size()), 7, dialog);
    table->setObjectName(QStringLiteral("priceChangesTable"));
    table->setHorizontalHeaderLabels({tr("Change"), tr("Instance type"), tr("Region"), tr("Billing model"),
                                      tr("Old price"), tr("New price"), tr("New date and source")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int row = 0; row < int(changes.size()); ++row) {
        const PriceChange &c = changes[size_t(row)];
        const Region *region = catalog.region(c.region);
        const QString source =
            catalog.sources.contains(c.newSource) ? catalog.sources.value(c.newSource).displayTitle() : c.newSource;
        const QString kind = c.kind == PriceChange::Kind::Added ? tr("New")
            : c.kind == PriceChange::Kind::Changed              ? tr("Changed")
                                                                : tr("Unchanged");
        const QStringList cells{
            kind, c.instanceType, region && !region->name.isEmpty() ? region->name.text() : c.region,
            DisplayText::billingName(c.billing, &catalog),
            c.oldAmount ? amountText(*c.oldAmount, c.billing, catalog) : tr("—"),
            // ‡ as in the results table: the row is a quote, marked before it is applied.
            (c.quote ? QStringLiteral("‡ ") : QString()) + amountText(c.newAmount, c.billing, catalog),
            tr("%1, %2").arg(c.newDate, source)};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            if (column == 4 || column == 5)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(cells.at(column));
            table->setItem(row, column, item);
        }
    }
    table->resizeColumnsToContents();
    table->setMinimumSize(820, 220); // every column readable without scrolling sideways
    table->horizontalHeader()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Cancel, dialog);
    buttons->button(QDialogButtonBox::Apply)->setText(tr("&Apply prices"));
    buttons->button(QDialogButtonBox::Apply)->setDefault(true);
    connect(buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(summary);
    layout->addWidget(table, 1);
    layout->addWidget(buttons);
    dialog->resize(900, 420);
    return dialog;
}

bool PriceController::importPrices(const QString &path)
{
    const Catalog &catalog = m_session->catalog();
    const PriceImportResult parsed = PriceFile::parseFile(path, catalog);
    const QString fileName = QFileInfo(path).fileName();
    if (!parsed.ok()) {
        Dialogs::problems(m_window, tr("Import prices"), PriceFile::notImportedMessage(fileName),
                          parsed.messages().isEmpty() ? QStringList{tr("The file holds no prices.")}
                                                      : parsed.messages());
        return false;
    }
    const std::vector<PriceChange> changes = PriceFile::preview(parsed.rows, catalog);
    QDialog *dialog = buildPreviewDialog(changes, catalog, fileName, m_window);
    const int answer = Dialogs::exec(dialog);
    delete dialog;
    if (answer != QDialog::Accepted)
        return false;
    PriceApplyResult applied = PriceFile::apply(parsed.rows, catalog, fileName);
    std::vector<PriceUndo> undo = m_undo;
    undo.push_back(std::move(applied.undo));
    m_session->setCatalog(std::move(applied.catalog));
    setUndo(std::move(undo));
    return true;
}

bool PriceController::undoImport()
{
    if (m_undo.empty())
        return false;
    std::vector<PriceUndo> undo = m_undo;
    const PriceUndo last = undo.back();
    undo.pop_back();
    m_session->setCatalog(PriceFile::undo(m_session->catalog(), last));
    setUndo(std::move(undo));
    return true;
}

void PriceController::setUndo(std::vector<PriceUndo> undo)
{
    const bool before = canUndo();
    m_undo = std::move(undo);
    if (before != canUndo())
        emit undoAvailableChanged(canUndo());
}

bool PriceController::exportPrices(const QString &path, bool byteOrderMark, QString *error)
{
    return PriceFile::exportToFile(m_session->catalog(), path, byteOrderMark, error);
}

bool PriceController::openCatalog(const QString &path)
{
    CatalogLoadResult loaded = CatalogLoader::fromFile(path);
    if (!loaded.catalog) {
        Dialogs::problems(
            m_window, tr("Open catalog"),
            tr("%1 cannot be used; the catalog in use stays. Every problem found:").arg(QFileInfo(path).fileName()),
            loaded.diagnostics.toStringList(), QMessageBox::Critical);
        return false;
    }
    // Undo entries describe prices of the old catalog: they mean nothing for another one.
    setUndo({});
    m_session->setCatalog(std::move(*loaded.catalog));
    return true;
}

void PriceController::useBuiltInCatalog()
{
    CatalogLoadResult loaded = CatalogLoader::embedded();
    if (!loaded.catalog)
        return; // cannot happen: the program checked it at start
    setUndo({});
    m_session->setCatalog(std::move(*loaded.catalog));
}

void PriceController::importPricesWithDialog()
{
    const QString path = Dialogs::openFileName(m_window, tr("Import prices"), tr("Price files (*.csv)"));
    if (!path.isEmpty())
        importPrices(path);
}

void PriceController::fetchPricesWithDialog()
{
    const QString folder =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/prices");
    auto *dialog = new FetchPricesDialog(
        m_session->catalog(), folder, [this](const QString &path) { return importPrices(path); }, m_window);
    Dialogs::exec(dialog);
    delete dialog;
}

void PriceController::exportPricesWithDialog(bool byteOrderMark)
{
    const QString path = Dialogs::saveFileName(m_window, tr("Export the price table"), QStringLiteral("prices.csv"),
                                               tr("Price files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportPrices(path, byteOrderMark, &error))
        Dialogs::warn(m_window, tr("Export the price table"), error);
}

void PriceController::openCatalogWithDialog()
{
    const QString path = Dialogs::openFileName(m_window, tr("Open catalog"), tr("Catalogs (*.json)"));
    if (!path.isEmpty())
        openCatalog(path);
}

} // namespace Advisor::Ui
