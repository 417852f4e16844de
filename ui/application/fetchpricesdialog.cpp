// SPDX-License-Identifier: Apache-2.0
#include "ui/application/fetchpricesdialog.h"

#include "models/io/safewrite.h"
#include "ui/common/dialogs.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QVBoxLayout>

namespace Advisor::Ui {

FetchPricesDialog::FetchPricesDialog(const Catalog &catalog, QString folder,
                                     std::function<bool(const QString &)> importer, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_importer(std::move(importer))
{
    setObjectName(QStringLiteral("fetchPricesDialog"));
    setWindowTitle(tr("Update prices from Alibaba Cloud"));

    auto *intro = new QLabel(tr("Asks Alibaba Cloud's DescribePrice API for the list prices (pay-as-you-go and one "
                                "month), spot statistics and stock, through your own aliyun command-line client and "
                                "its configuration. The prices are then shown for you to check before they are "
                                "applied."),
                             this);
    intro->setWordWrap(true);

    QFormLayout *form = buildForm(folder);
    buildProgress();
    QDialogButtonBox *buttons = buildButtons();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_log, 1);
    layout->addWidget(buttons);
    // Presentation mode's larger text needs a larger dialog.
    resize(sizeHint().expandedTo(QSize(fontMetrics().averageCharWidth() * 100, 0)));
}

QFormLayout *FetchPricesDialog::buildForm(const QString &folder)
{
    m_region = new QComboBox(this);
    m_region->setObjectName(QStringLiteral("fetchRegionCombo"));
    for (const Region &region : m_catalog.regions)
        m_region->addItem(QStringLiteral("%1 (%2)").arg(region.name.text(), region.id), region.id);
    m_region->setCurrentIndex(std::max(0, m_region->findData(m_catalog.referenceRegion)));
    m_zone = new QLineEdit(this);
    m_zone->setObjectName(QStringLiteral("fetchZoneEdit"));
    m_zone->setPlaceholderText(tr("every zone (or one, e.g. cn-hangzhou-i)"));

    buildFamilyChoice();
    QHBoxLayout *aliyunRow = buildAliyunRow();
    // Created in the order the form shows them, which is the order Tab walks.
    m_timeout = new QSpinBox(this);
    m_timeout->setObjectName(QStringLiteral("fetchTimeoutSpin"));
    m_timeout->setRange(1, 3600);
    m_timeout->setValue(60);
    //: Suffix of the time limit per call, in seconds
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setToolTip(tr("A call to Alibaba Cloud that has not answered by then is stopped and reported; the "
                             "prices fetched so far are kept"));

    m_folder = new QLineEdit(folder, this);
    m_folder->setObjectName(QStringLiteral("fetchFolderEdit"));
    m_folder->setToolTip(tr("The price file and the log of every request and answer are saved here, so the figures "
                            "can be checked and imported again"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Region:"), m_region);
    form->addRow(tr("&Zone:"), m_zone);
    auto *familyBox = new QVBoxLayout;
    // Only as wide as their text: a click anywhere on the button then ticks it.
    familyBox->addWidget(m_all, 0, Qt::AlignLeft);
    familyBox->addWidget(m_some, 0, Qt::AlignLeft);
    familyBox->addWidget(m_families);
    form->addRow(tr("Families:"), familyBox);
    // A row holding a layout gets no buddy from QFormLayout: without one the & would show.
    auto *aliyunLabel = new QLabel(tr("aliyun c&lient:"), this);
    aliyunLabel->setBuddy(m_aliyun);
    form->addRow(aliyunLabel, aliyunRow);
    auto *timeoutRow = new QHBoxLayout;
    timeoutRow->addWidget(m_timeout);
    timeoutRow->addStretch(1);
    auto *timeoutLabel = new QLabel(tr("&Time limit per call:"), this);
    timeoutLabel->setBuddy(m_timeout);
    form->addRow(timeoutLabel, timeoutRow);
    form->addRow(tr("&Save to folder:"), m_folder);
    return form;
}

void FetchPricesDialog::buildFamilyChoice()
{
    m_all = new QRadioButton(tr("&All families"), this);
    m_all->setObjectName(QStringLiteral("fetchAllFamilies"));
    m_some = new QRadioButton(tr("&Only the families ticked:"), this);
    m_some->setObjectName(QStringLiteral("fetchSomeFamilies"));
    m_all->setChecked(true);
    m_families = new QListWidget(this);
    m_families->setObjectName(QStringLiteral("fetchFamilyList"));
    for (const Family &family : m_catalog.families) {
        const GpuSpec *gpu = m_catalog.gpu(family.gpu);
        auto *item = new QListWidgetItem(
            QStringLiteral("%1 (%2)").arg(family.id, gpu ? gpu->displayName() : family.gpu), m_families);
        item->setData(Qt::UserRole, family.id);
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        item->setCheckState(Qt::Unchecked);
    }
    // One family per line, the list as wide as the longest name: the ticks line up and no name is cut.
    int widest = 0;
    for (int row = 0; row < m_families->count(); ++row)
        widest = std::max(widest, fontMetrics().horizontalAdvance(m_families->item(row)->text()));
    m_families->setUniformItemSizes(true);
    m_families->setMinimumWidth(widest + style()->pixelMetric(QStyle::PM_IndicatorWidth)
                                + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4 * m_families->spacing()
                                + 2 * m_families->frameWidth() + fontMetrics().averageCharWidth() * 3);
    m_families->setMinimumHeight(fontMetrics().height() * 10);
    m_families->setEnabled(false);
    connect(m_some, &QRadioButton::toggled, m_families, &QWidget::setEnabled);
}

QHBoxLayout *FetchPricesDialog::buildAliyunRow()
{
    m_aliyun = new QLineEdit(QStandardPaths::findExecutable(QStringLiteral("aliyun")), this);
    m_aliyun->setObjectName(QStringLiteral("fetchAliyunEdit"));
    m_aliyun->setPlaceholderText(tr("not found on PATH: give the path of the aliyun client"));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = Dialogs::openFileName(this, tr("The aliyun client"), tr("Programs (*)"));
        if (!path.isEmpty())
            m_aliyun->setText(path);
    });
    auto *aliyunRow = new QHBoxLayout;
    aliyunRow->addWidget(m_aliyun, 1);
    aliyunRow->addWidget(browse);
    return aliyunRow;
}

void FetchPricesDialog::buildProgress()
{
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("fetchProgress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("fetchStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("fetchLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(2000);
    m_log->setMinimumHeight(fontMetrics().height() * 5);
    m_log->setMaximumHeight(fontMetrics().height() * 8);
}

QDialogButtonBox *FetchPricesDialog::buildButtons()
{
    auto *buttons = new QDialogButtonBox(this);
    m_fetchButton = buttons->addButton(tr("&Fetch prices"), QDialogButtonBox::ActionRole);
    m_fetchButton->setObjectName(QStringLiteral("fetchButton"));
    m_fetchButton->setDefault(true);
    m_importButton = buttons->addButton(tr("&Preview and import…"), QDialogButtonBox::ActionRole);
    m_importButton->setObjectName(QStringLiteral("fetchImportButton"));
    m_importButton->setEnabled(false);
    m_closeButton = buttons->addButton(QDialogButtonBox::Close);
    m_closeButton->setObjectName(QStringLiteral("fetchCloseButton"));
    connect(m_fetchButton, &QPushButton::clicked, this, &FetchPricesDialog::startFetch);
    connect(m_importButton, &QPushButton::clicked, this, &FetchPricesDialog::importSaved);
    connect(m_closeButton, &QPushButton::clicked, this, &FetchPricesDialog::reject);
    return buttons;
}

FetchPricesDialog::~FetchPricesDialog() = default;

void FetchPricesDialog::setPacing(int paceMs, int timeoutMs, int retryWaitMs)
{
    m_paceMs = paceMs;
    m_timeout->setValue(std::max(1, timeoutMs / 1000));
    m_retryWaitMs = retryWaitMs;
}

bool FetchPricesDialog::isFetching() const
{
    return m_job && m_job->isRunning();
}

QStringList FetchPricesDialog::chosenTypes() const
{
    QStringList families;
    if (m_some->isChecked()) {
        for (int i = 0; i < m_families->count(); ++i) {
            if (m_families->item(i)->checkState() == Qt::Checked)
                families << m_families->item(i)->data(Qt::UserRole).toString();
        }
        if (families.isEmpty())
            return {};
    }
    return AliyunFetch::typesOf(m_catalog, families);
}

void FetchPricesDialog::showProblem(const QString &text)
{
    m_status->setText(text);
    m_status->setStyleSheet(QStringLiteral("color: #b00020;"));
}

void FetchPricesDialog::startFetch()
{
    if (isFetching())
        return;
    AliyunFetchOptions options;
    options.region = m_region->currentData().toString();
    options.zone = m_zone->text().trimmed();
    options.program = m_aliyun->text().trimmed();
    options.types = chosenTypes();
    options.paceMs = m_paceMs;
    options.timeoutMs = m_timeout->value() * 1000;
    options.retryWaitMs = m_retryWaitMs;
    if (!options.zone.isEmpty() && !options.zone.startsWith(options.region + QLatin1Char('-'))) {
        showProblem(tr("%1 is not a zone of %2: zones are named like %2-a.").arg(options.zone, options.region));
        return;
    }
    if (options.types.isEmpty()) {
        showProblem(tr("Tick at least one family, or choose all families."));
        return;
    }
    const QFileInfo program(options.program);
    if (options.program.isEmpty() || !program.isFile() || !program.isExecutable()) {
        showProblem(options.program.isEmpty()
                        ? tr("The aliyun command-line client is not installed (not found on PATH). Install it from "
                             "https://github.com/aliyun/aliyun-cli, run \"aliyun configure\", or give its path.")
                        : tr("%1 is not an executable program.").arg(options.program));
        return;
    }
    if (!QDir().mkpath(m_folder->text().trimmed()) || m_folder->text().trimmed().isEmpty()) {
        showProblem(tr("The folder %1 cannot be created.").arg(m_folder->text()));
        return;
    }

    m_date = QDate::currentDate().toString(Qt::ISODate);
    m_savedFile.clear();
    m_log->clear();
    m_status->setStyleSheet(QString());
    m_status->setText(tr("Asking Alibaba Cloud for %n instance type(s) in %1…", nullptr, int(options.types.size()))
                          .arg(options.region));
    m_progress->setRange(0, int(options.types.size()) * 3 + 2);
    m_progress->setValue(0);
    m_job = std::make_unique<AliyunFetchJob>(options);
    connect(m_job.get(), &AliyunFetchJob::progress, this, [this](int step, int total, const QString &what) {
        m_progress->setRange(0, total);
        m_progress->setValue(step);
        m_log->appendPlainText(QStringLiteral("[%1/%2] %3").arg(step).arg(total).arg(what));
    });
    connect(m_job.get(), &AliyunFetchJob::note, this, [this](const QString &text) { m_log->appendPlainText(text); });
    connect(m_job.get(), &AliyunFetchJob::finished, this, &FetchPricesDialog::finishFetch);
    setRunning(true);
    m_job->start();
}

void FetchPricesDialog::setRunning(bool running)
{
    for (QWidget *w : std::initializer_list<QWidget *>{m_region, m_zone, m_all, m_some, m_aliyun, m_timeout, m_folder,
                                                       m_fetchButton})
        w->setEnabled(!running);
    m_importButton->setEnabled(!running && !m_savedFile.isEmpty());
    m_families->setEnabled(!running && m_some->isChecked());
    m_closeButton->setText(running ? tr("&Cancel") : tr("&Close"));
}

void FetchPricesDialog::reject()
{
    if (isFetching()) {
        m_status->setText(tr("Cancelling: the running call is stopped; what was fetched is kept…"));
        m_job->cancel();
        return;
    }
    QDialog::reject();
}

void FetchPricesDialog::finishFetch()
{
    const AliyunFetchResult &result = m_job->result();
    const AliyunFetchOptions &options = m_job->options();
    setRunning(false);
    const QLocale locale;
    for (const QString &type : std::as_const(result.notOffered))
        m_log->appendPlainText(tr("%1 is not offered in %2; no price for it").arg(type, options.region));
    for (const QString &line : std::as_const(result.missing))
        m_log->appendPlainText(tr("missing %1").arg(line));

    // The log is kept whatever happened: it is how a figure, or a failure, is checked later.
    const QDir folder(m_folder->text().trimmed());
    const bool complete = result.complete();
    const QString base = QStringLiteral("aliyun-prices-%1-%2%3")
                             .arg(options.region, m_date, complete ? QString() : QStringLiteral("-incomplete"));
    const QString csvPath = folder.filePath(base + QStringLiteral(".csv"));
    const QString logPath = folder.filePath(base + QStringLiteral(".log.json"));
    QString error;
    if (!SafeWrite::write(logPath, m_job->logJson(QStringLiteral("gpu-advisor Update prices from Alibaba Cloud")),
                          &error)) {
        showProblem(tr("The log %1 cannot be written: %2").arg(logPath, error));
        return;
    }
    if (!result.anyPrice()) {
        const QString why = !result.stopReason.isEmpty() ? result.stopReason
            : result.missing.isEmpty()
            ? tr("none of the %n instance type(s) asked for is offered in %1", nullptr, int(options.types.size()))
                  .arg(options.region)
            : result.missing.constFirst();
        showProblem(tr("No price was fetched: %1. Every request and answer is in %2.").arg(why, logPath));
        return;
    }
    if (!SafeWrite::write(csvPath, AliyunFetch::priceCsv(result, options, m_date), &error)) {
        showProblem(tr("The price file %1 cannot be written: %2").arg(csvPath, error));
        return;
    }
    m_savedFile = csvPath;
    m_importButton->setEnabled(true);
    const QString count = locale.toString(result.priceCount());
    if (complete) {
        m_status->setStyleSheet(QString());
        m_status->setText(tr("Fetched %1 prices, saved in %2 (every request and answer in %3).")
                              .arg(count, csvPath, QFileInfo(logPath).fileName()));
        importSaved();
        return;
    }
    const QString why = result.cancelled ? tr("you cancelled the fetch")
        : !result.stopReason.isEmpty()   ? result.stopReason
                                         : tr("%n call(s) failed", nullptr, int(result.missing.size()));
    showProblem(tr("INCOMPLETE: %1. The %2 prices fetched so far are kept in %3; they do not cover every type "
                   "asked for. Preview and import them, or fetch again.")
                    .arg(why, count, csvPath));
}

void FetchPricesDialog::importSaved()
{
    if (m_savedFile.isEmpty() || !m_importer)
        return;
    if (m_importer(m_savedFile))
        accept();
}

} // namespace Advisor::Ui
