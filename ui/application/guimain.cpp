#include "ui/application/guimain.h"

#include "models/catalog/catalogexport.h"
#include "models/catalog/catalogloader.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QMainWindow>
#include <QMessageBox>
#include <QStandardItemModel>
#include <QTableView>
#include <QTimer>

#include <cstdio>

namespace Advisor::Ui {

int guiMain(int argc, char *argv[])
{
    QElapsedTimer startup;
    startup.start();
    QApplication app(argc, argv);
    const bool smoke = QCoreApplication::arguments().contains(QStringLiteral("--smoke"));

    const CatalogLoadResult loaded = CatalogLoader::embedded();
    QMainWindow window;
    window.setWindowTitle(QCoreApplication::translate("Advisor::Ui", "GPU Instance Advisor"));
    auto *model = new QStandardItemModel(&window);
    if (loaded.catalog) {
        const CatalogTable table = catalogTable(*loaded.catalog);
        model->setHorizontalHeaderLabels(table.header);
        for (const QStringList &row : table.rows) {
            QList<QStandardItem *> items;
            for (const QString &cell : row)
                items << new QStandardItem(cell);
            model->appendRow(items);
        }
    }
    auto *view = new QTableView(&window);
    view->setModel(model);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    window.setCentralWidget(view);
    window.resize(1200, 700);
    window.show();
    if (!loaded.catalog)
        QMessageBox::critical(&window, window.windowTitle(), loaded.diagnostics.toStringList().join(QLatin1Char('\n')));
    if (smoke) {
        QTimer::singleShot(0, &app, [&] {
            std::printf("first paint after %lld ms\n", static_cast<long long>(startup.elapsed()));
            QCoreApplication::exit(loaded.catalog ? 0 : 1);
        });
    }
    return app.exec();
}

} // namespace Advisor::Ui
