// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/io/pricefile.h"

#include <vector>

#include <QObject>

class QAction;
class QDialog;
class QWidget;

namespace Advisor {
class AdvisorSession;
}

namespace Advisor::Ui {

/**
 * Prices and catalogs from files: price import with a preview and undo, price table export,
 * opening a catalog file and going back to the built-in one. A bad file never changes anything:
 * the user sees every problem, and the catalog in use stays.
 */
class PriceController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceController)

public:
    PriceController(AdvisorSession *session, QWidget *window);

    /** Parses, previews (Dialogs::exec) and applies a price file; false when nothing was changed. */
    bool importPrices(const QString &path);
    bool undoImport();
    bool canUndo() const { return !m_undo.empty(); }
    bool exportPrices(const QString &path, bool byteOrderMark, QString *error);
    /** Validates and installs a catalog file; false (with every problem shown) leaves the catalog alone. */
    bool openCatalog(const QString &path);
    void useBuiltInCatalog();

    // Menu actions: ask for the file through Dialogs, then call the functions above.
    void importPricesWithDialog();
    /** File › Update prices from Alibaba Cloud: the fetch dialog, whose result goes through importPrices(). */
    void fetchPricesWithDialog();
    void exportPricesWithDialog(bool byteOrderMark);
    void openCatalogWithDialog();

    /** The preview of a price import, built but not run (tests and screenshots grab it). */
    static QDialog *buildPreviewDialog(const std::vector<PriceChange> &changes, const Catalog &catalog,
                                       const QString &fileName, QWidget *parent);

signals:
    void undoAvailableChanged(bool available);

private:
    void setUndo(std::vector<PriceUndo> undo);

    AdvisorSession *m_session;
    QWidget *m_window;
    std::vector<PriceUndo> m_undo; // one entry per import, newest last
};

} // namespace Advisor::Ui
