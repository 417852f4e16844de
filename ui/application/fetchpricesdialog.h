// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/io/aliyunfetch.h"

#include <functional>
#include <memory>

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace Advisor::Ui {

/**
 * File › Update prices from Alibaba Cloud: asks the user's own `aliyun` client for list prices,
 * spot advice and stock (AliyunFetchJob, off the GUI thread), saves the price file and the log of
 * every call, and hands the file to the price import's own preview. Cancel stops the fetch at once;
 * what was fetched is kept, saved as incomplete, and may still be previewed.
 */
class FetchPricesDialog final : public QDialog
{
    Q_OBJECT

public:
    /** importer runs the price import (preview, apply, undo) on a saved price file; true when applied. */
    FetchPricesDialog(const Catalog &catalog, QString folder, std::function<bool(const QString &)> importer,
                      QWidget *parent = nullptr);
    ~FetchPricesDialog() override;

    /** Tests: no pause between calls, and a short timeout. */
    void setPacing(int paceMs, int timeoutMs, int retryWaitMs);
    bool isFetching() const;
    /** The price file the last fetch saved (complete or not); empty before. */
    QString savedFile() const { return m_savedFile; }

public slots:
    void startFetch();
    void reject() override; // while fetching: stop, keep what was fetched, stay open

private:
    // Each creates its widgets in the order the dialog shows them, which is the order Tab walks.
    QFormLayout *buildForm(const QString &folder);
    void buildFamilyChoice();
    QHBoxLayout *buildAliyunRow();
    void buildProgress();
    QDialogButtonBox *buildButtons();
    void finishFetch();
    void setRunning(bool running);
    void showProblem(const QString &text);
    void importSaved();
    QStringList chosenTypes() const;

    const Catalog m_catalog; // a copy: the import replaces the session's catalog while this is open
    std::function<bool(const QString &)> m_importer;
    QComboBox *m_region = nullptr;
    QLineEdit *m_zone = nullptr;
    QRadioButton *m_all = nullptr;
    QRadioButton *m_some = nullptr;
    QListWidget *m_families = nullptr;
    QLineEdit *m_aliyun = nullptr;
    QLineEdit *m_folder = nullptr;
    QSpinBox *m_timeout = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QPushButton *m_fetchButton = nullptr;
    QPushButton *m_importButton = nullptr;
    QPushButton *m_closeButton = nullptr;
    std::unique_ptr<AliyunFetchJob> m_job;
    QString m_date; // the day the fetch started: the date of every price it got
    QString m_savedFile;
    int m_paceMs = 200;
    int m_retryWaitMs = 1000;
};

} // namespace Advisor::Ui
